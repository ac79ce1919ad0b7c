import { containsNul, urlHasNul } from './nul-bytes.js';

describe('NUL bytes', () => {
  it('are found in any string of a body, keys included', () => {
    expect(containsNul({ customer: { name: 'Ana\u0000' } })).toBe(true);
    expect(containsNul({ items: [{ chosen_dishes: ['Arroz', 'a\u0000b'] }] })).toBe(true);
    expect(containsNul({ ['chave\u0000']: 1 })).toBe(true);
    expect(containsNul({ name: 'Maria 👨‍👩‍👧‍👦', notes: '\u202Eabc', n: 0 })).toBe(false);
  });

  it('are found encoded in a URL', () => {
    expect(urlHasNul('/api/orders/abc%00')).toBe(true);
    expect(urlHasNul('/api/orders?status=a%00b')).toBe(true);
    expect(urlHasNul('/api/orders/100')).toBe(false);
  });
});
