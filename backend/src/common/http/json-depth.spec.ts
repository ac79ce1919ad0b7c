import { jsonDepthExceeds } from './json-depth.js';

describe('jsonDepthExceeds', () => {
  const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it('lets a real order body through', () => {
    const order = { customer: { name: 'Ana' }, items: [{ product_id: 'x', chosen_dishes: ['Arroz', 'Feijão'] }], delivery: { type: 'pickup' } };
    expect(jsonDepthExceeds(JSON.stringify(order), 4)).toBe(false);
  });

  it('catches bodies nested past the limit, objects or arrays', () => {
    expect(jsonDepthExceeds(nested(33), 32)).toBe(true);
    expect(jsonDepthExceeds(nested(32), 32)).toBe(false);
    expect(jsonDepthExceeds('['.repeat(5000) + ']'.repeat(5000))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ notes: '{'.repeat(100) + '\\"[[[' }), 2)).toBe(false);
  });
});
