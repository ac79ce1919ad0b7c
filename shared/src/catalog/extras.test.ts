import { describe, expect, it } from 'vitest';
import { EXTRA_MESSAGES, extrasKey, extrasLine, pickExtras, unitPriceWithExtras } from './extras.js';

const offered = [
  { id: 'ovo', name: 'Ovo frito', price: 300 },
  { id: 'bacon', name: 'Bacon', price: 450 },
];

describe('paid extras (DECISIONS 10.10)', () => {
  it("picks the chosen extras in the product's order", () => {
    expect(pickExtras(offered, ['bacon', 'ovo'], 'Quentinha')).toEqual({ extras: offered });
    expect(pickExtras(offered, [], 'Quentinha')).toEqual({ extras: [] });
    expect(pickExtras(offered, undefined, 'Quentinha')).toEqual({ extras: [] });
  });

  it('refuses an id the product does not offer, and one chosen twice', () => {
    expect(pickExtras(offered, ['queijo'], 'Quentinha P')).toEqual({ error: EXTRA_MESSAGES.unknown('Quentinha P') });
    expect(pickExtras(null, ['ovo'], 'Suco')).toEqual({ error: EXTRA_MESSAGES.unknown('Suco') });
    expect(pickExtras(offered, ['ovo', 'ovo'], 'Quentinha P')).toEqual({
      error: 'O adicional "Ovo frito" foi escolhido mais de uma vez para "Quentinha P".',
    });
  });

  it('prices a box as its size plus its extras: R$ 18 + ovo R$ 3 + bacon R$ 4,50 = R$ 25,50', () => {
    expect(unitPriceWithExtras(1800, offered)).toBe(2550);
    expect(unitPriceWithExtras(1800, [])).toBe(1800);
  });

  it('keys a cart line by its extras in any order', () => {
    expect(extrasKey(['ovo', 'bacon'])).toBe(extrasKey(['bacon', 'ovo']));
    expect(extrasKey(undefined)).toBe('');
  });
});

describe('extrasLine', () => {
  it('lists the extras after a plus, or nothing', () => {
    expect(extrasLine([{ name: 'Ovo frito' }, { name: 'Bacon' }])).toBe('+ Ovo frito, Bacon');
    expect(extrasLine([])).toBe('');
    expect(extrasLine(undefined)).toBe('');
  });
});
