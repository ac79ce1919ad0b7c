import { hasTextLongerThan, TEXT_MAX_LENGTH } from './bounded-text.js';

describe('the bound on every text of a body (DECISIONS 10.8)', () => {
  const long = 'x'.repeat(TEXT_MAX_LENGTH + 1);

  it.each<[string, unknown]>([
    ['a top-level field', { address: long }],
    ['a nested field', { delivery: { type: 'delivery', address: long } }],
    ['an item of a list', { items: [{ chosen_dishes: ['Arroz', long] }] }],
    ['a key', { [long]: 1 }],
    ['spaces that a trim would take away', { reason: `${' '.repeat(TEXT_MAX_LENGTH)}x` }],
  ])('finds an over-long string in %s', (_where, body) => {
    expect(hasTextLongerThan(body)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['the longest allowed', { description: 'x'.repeat(TEXT_MAX_LENGTH) }],
    ['numbers and flags', { price: 1e308, active: true, sizes: [null, 1] }],
    ['no body', undefined],
  ])('lets %s through', (_what, body) => {
    expect(hasTextLongerThan(body)).toBe(false);
  });
});
