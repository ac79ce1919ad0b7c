import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import {
  CATEGORY_SECTION_TITLES,
  categorySectionTitle,
  DISH_TYPES,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  isExpenseCategory,
  PRODUCT_CATEGORIES,
  sortSections,
  toDishType,
  toExpenseCategory,
  toProductCategory,
} from './categories.js';

describe('product categories', () => {
  it('lists categories and section titles', () => {
    expect(PRODUCT_CATEGORIES).toEqual(['quentinha', 'bebida', 'sobremesa']);
    expect(CATEGORY_SECTION_TITLES).toEqual({ quentinha: 'Quentinhas', bebida: 'Bebidas', sobremesa: 'Sobremesas' });
  });

  it.each([
    [['bebida', 'quentinha'], ['quentinha', 'bebida']],
    [
      ['salgados', 'sobremesa', 'bebida', 'acompanhamentos', 'quentinha'],
      ['quentinha', 'bebida', 'sobremesa', 'acompanhamentos', 'salgados'],
    ],
    [['Sobremesas', 'Bebidas', 'Quentinhas', 'Açaí', 'Lanches'], ['Quentinhas', 'Bebidas', 'Sobremesas', 'Açaí', 'Lanches']],
    [['zeta', 'alfa', 'Ébano'], ['alfa', 'Ébano', 'zeta']],
    [[], []],
  ])('sortSections(%j)', (input, expected) => {
    const copy = [...input];
    expect(sortSections(input)).toEqual(expected);
    expect(input).toEqual(copy);
  });

  itAnswers(categorySectionTitle, [
    ['quentinha', 'Quentinhas'],
    ['bebidas', 'Bebidas'],
    ['lanches', 'Lanches'],
  ]);

  it('normalises categories', () => {
    expect(toProductCategory('Bebidas')).toBe('bebida');
    expect(toProductCategory('lanche')).toBeNull();
  });
});

describe('dish types', () => {
  it('lists the four types', () => {
    expect(DISH_TYPES).toEqual(['Proteína', 'Acompanhamento', 'Grão', 'Salada']);
  });
  itAnswers(toDishType, [
    ['proteina', 'Proteína'],
    ['GRÃO', 'Grão'],
    ['Salada', 'Salada'],
    ['Sopa', null],
  ]);
});

describe('expense categories (SPEC section 9)', () => {
  it('reads every category back from its own Portuguese label', () => {
    // what the expense form shows is what the server stores: each label leads to its category
    for (const c of EXPENSE_CATEGORIES) expect(toExpenseCategory(EXPENSE_CATEGORY_LABELS[c])).toBe(c);
    expect(EXPENSE_CATEGORY_LABELS.gas).toBe('Gás');
  });
  itAnswers(toExpenseCategory, [
    ['gas', 'gas'],
    ['Gás', 'gas'],
    ['Salários', 'salarios'],
    ['', 'outros'],
    ['viagem', 'outros'],
  ]);
  it('guards', () => {
    expect(isExpenseCategory('energia')).toBe(true);
    expect(isExpenseCategory('Energia')).toBe(false);
  });
});
