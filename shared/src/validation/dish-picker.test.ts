import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { canAddDish, canConfirmDishes, isPickableDish, maxDishes, toggleDish } from './dish-picker.js';

describe('dish picker', () => {
  itAnswers(maxDishes, [
    [{ max_items_per_quentinha: 3 }, 3],
    [{ max_items_per_quentinha: '4' }, 4],
    [{ max_items_per_quentinha: 0 }, 5],
    [{ max_items_per_quentinha: null }, 5],
    [{}, 5],
    [null, 5],
    [{ max_items_per_quentinha: 50 }, 20],
  ]);

  it.each([
    [0, 3, true],
    [2, 3, true],
    [3, 3, false],
    [4, 3, false],
  ])('canAddDish(%s, %s) = %s', (n, max, expected) => expect(canAddDish(n, max)).toBe(expected));

  itAnswers(canConfirmDishes, [
    [0, false],
    [1, true],
    [5, true],
  ]);

  it('stops selection at the limit', () => {
    expect(toggleDish(['Arroz'], 'Feijão', 2)).toEqual(['Arroz', 'Feijão']);
    expect(toggleDish(['Arroz', 'Feijão'], 'Frango', 2)).toEqual(['Arroz', 'Feijão']);
    expect(toggleDish(['Arroz', 'Feijão'], 'Arroz', 2)).toEqual(['Feijão']);
  });

  itAnswers(isPickableDish, [
    [{ name: 'Arroz', type: 'Acompanhamento' }, true],
    [{ name: 'Coca', type: 'Bebida' }, false],
    [{ name: 'Suco', category: 'bebidas' }, false],
  ]);
});
