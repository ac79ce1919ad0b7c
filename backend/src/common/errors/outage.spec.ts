import { isOutage } from './outage.js';

describe('isOutage', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['PostgreSQL refused the connection', withCode('ECONNREFUSED')],
    ['the server shut down (57P01)', withCode('57P01')],
    ['a connection exception (08006)', withCode('08006')],
    ['pg pool timeout', new Error('timeout exceeded when trying to connect')],
    ['pg connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['SQLite locked past busy_timeout', withCode('SQLITE_BUSY')],
    ['SQLite disk full', withCode('SQLITE_FULL')],
    ['TypeORM wrapping a driver error', Object.assign(new Error('query failed'), { driverError: withCode('ECONNRESET') })],
    ['every address refused', Object.assign(new AggregateError([withCode('ECONNREFUSED')]), {})],
  ])('is an outage: %s', (_name, error) => {
    expect(isOutage(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', null],
  ])('is not an outage: %s', (_name, error) => {
    expect(isOutage(error)).toBe(false);
  });
});
