import { describe, expect, it } from 'vitest';
import { boxesInOrder, firstShortDish, portionsConsumed, remainingPortions, soldOutDishes, validatePortionCaps, PORTION_MESSAGES } from './portions.js';

describe('portions', () => {
  it('remaining from caps and sold counts; no cap is null; never below zero', () => {
    const remaining = remainingPortions(['a', 'b', 'c'], { a: 10, b: null, c: 3 }, { a: 4, b: 50, c: 5 });
    expect(remaining).toEqual({ a: 6, b: null, c: 0 });
    expect(soldOutDishes(remaining)).toEqual(['c']);
  });

  it('a quentinha of quantity q consumes q portions of each chosen dish; drinks none', () => {
    const items = [
      { category: 'quentinha', quantity: 3, chosen_dishes: ['arroz', 'feijao'] },
      // a dish chosen twice in one box is one portion of it, as the production panel counts
      { category: 'quentinha', quantity: 2, chosen_dishes: ['arroz', 'frango', 'frango'] },
      { category: 'bebida', quantity: 5, chosen_dishes: [] },
    ];
    expect(portionsConsumed(items)).toEqual({ arroz: 5, feijao: 3, frango: 2 });
    expect(boxesInOrder(items)).toBe(5);
    expect(firstShortDish({ arroz: 5, feijao: 3 }, { arroz: 5, feijao: 2 })).toBe('feijao');
    expect(firstShortDish({ arroz: 5 }, { arroz: null })).toBeNull();
  });

  it('checks caps and says esgotado', () => {
    expect(validatePortionCaps({ a: 0, b: null, c: 12 })).toBeNull();
    expect(validatePortionCaps(undefined)).toBeNull();
    expect(validatePortionCaps({ a: -1 })).toMatch(/Porções/);
    expect(validatePortionCaps({ a: 1.5 })).toMatch(/Porções/);
    expect(validatePortionCaps([1])).toMatch(/objeto/);
    expect(PORTION_MESSAGES.soldOutOrder('Frango Assado', 0)).toBe('Frango Assado esgotado');
    expect(PORTION_MESSAGES.soldOutOrder('Frango Assado', 1)).toBe('Frango Assado esgotado: restam só 1 porção');
    expect(PORTION_MESSAGES.soldOutOrder('Frango Assado', 2)).toBe('Frango Assado esgotado: restam só 2 porções');
  });
});
