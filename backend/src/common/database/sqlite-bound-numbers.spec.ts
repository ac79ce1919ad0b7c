import { DataSource } from 'typeorm';
import { Counter } from './counter.entity.js';
import { installSqliteBoundNumbers } from './sqlite-bound-numbers.js';

describe('SQLite number parameters are bound, not written into the SQL', () => {
  let db: DataSource;

  beforeAll(async () => {
    db = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Counter], synchronize: true });
    await db.initialize();
    installSqliteBoundNumbers(db);
  });
  afterAll(() => db.destroy());

  const sqlFor = (value: number) =>
    db.createQueryBuilder().insert().into(Counter).values({ name: 'pedidos', value }).getQueryAndParameters();

  it('gives one SQL text for every value, so the prepared statement is reused', () => {
    const [first, firstParams] = sqlFor(1795438256242);
    const [second, secondParams] = sqlFor(7);
    expect(first).toBe(second);
    expect(first).not.toContain('1795438256242');
    expect(firstParams).toContain(1795438256242n);
    expect(secondParams).toContain(7n);
  });

  it('stores and compares integers, fractions and big timestamps as before', async () => {
    const repo = db.getRepository(Counter);
    await repo.insert([
      { name: 'a', value: 3 },
      { name: 'b', value: 1795438256242 },
    ]);
    expect(await repo.findOneBy({ value: 1795438256242 })).toMatchObject({ name: 'b' });
    expect(
      await repo.createQueryBuilder('c').where('c.value > :min', { min: 2.5 }).orderBy('c.value').getMany(),
    ).toEqual([
      { name: 'a', value: 3 },
      { name: 'b', value: 1795438256242 },
    ]);
    expect(await repo.createQueryBuilder('c').orderBy('c.name').limit(1).offset(1).getMany()).toEqual([
      { name: 'b', value: 1795438256242 },
    ]);
    // an integer is stored as an INTEGER, not as a REAL
    const [{ t }] = await db.query('SELECT typeof(value) AS t FROM counters WHERE name = ?', ['a']);
    expect(t).toBe('integer');
  });
});
