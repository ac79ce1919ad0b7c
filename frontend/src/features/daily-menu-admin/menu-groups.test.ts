import { describe, expect, it } from 'vitest';
import { dish } from '@/testing/fixtures';
import { groupDishesByType } from '@quentinha/shared/catalog/dish-groups';
import { menuDishIds, selectedLabel } from './menu-groups';

describe('menuDishIds', () => {
  it('keeps the shown, checked dishes in screen order', () => {
    const groups = groupDishesByType([dish('Arroz', 'Grão'), dish('Frango', 'Proteína')]);
    expect(menuDishIds(groups, new Set(['d-Arroz', 'd-sumiu', 'd-Frango']))).toEqual(['d-Frango', 'd-Arroz']);
  });
});

it('selectedLabel', () => {
  expect(selectedLabel(0)).toBe('0 pratos selecionados');
  expect(selectedLabel(1)).toBe('1 prato selecionado');
  expect(selectedLabel(3)).toBe('3 pratos selecionados');
});
