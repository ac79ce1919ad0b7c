import { isDay, isMoney } from './validators.js';

describe('isMoney', () => {
  it.each([0, 0.01, 12.9, 19.99, 0.1 + 0.2, 1234.5, 99_999.99])('accepts %p', (value) => {
    expect(isMoney(value)).toBe(true);
  });

  it.each([-0.01, 12.905, 0.001, 1.005, 100_000, Number.NaN, Infinity, '12.90', null, undefined, [1], {}])(
    'refuses %p',
    (value) => {
      expect(isMoney(value)).toBe(false);
    },
  );

  it('honours an exclusive minimum and a custom maximum', () => {
    expect(isMoney(0, { exclusiveMin: true })).toBe(false);
    expect(isMoney(0.01, { exclusiveMin: true })).toBe(true);
    expect(isMoney(10_000, { max: 9_999.99 })).toBe(false);
  });
});

describe('isDay', () => {
  it.each(['2024-02-29', '2031-12-31', '2000-01-01'])('accepts %p', (value) => {
    expect(isDay(value)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '2031-13-01',
    '2031-1-01',
    '01/02/2031',
    '2031-01-01T00:00:00Z',
    '1999-12-31',
    '',
    20310101,
    null,
  ])('refuses %p', (value) => {
    expect(isDay(value)).toBe(false);
  });
});
