import { describe, expect, it } from 'vitest';
import type { DishDto } from '../api/types.js';
import { groupDishesByType } from './dish-groups.js';

const dish = (name: string, type: string, over: Partial<DishDto> = {}): DishDto => ({
  id: `d-${name}`,
  name,
  type,
  category: type,
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('groupDishesByType', () => {
  it('groups by type in the fixed order, names sorted, drinks and empty types left out', () => {
    const groups = groupDishesByType([
      dish('Salada verde', 'Salada'),
      dish('Frango', 'Proteína'),
      dish('Bife', 'proteina'),
      dish('Suco', 'Acompanhamento', { category: 'bebida' }),
      dish('Farofa', 'Sopa'),
      dish('Arroz', 'Grão'),
    ]);
    expect(groups.map((g) => [g.type, g.dishes.map((d) => d.name)])).toEqual([
      ['Proteína', ['Bife', 'Frango']],
      ['Acompanhamento', ['Farofa']],
      ['Grão', ['Arroz']],
      ['Salada', ['Salada verde']],
    ]);
  });

  it('sorts names the Brazilian way (accents next to their letter)', () => {
    const [group] = groupDishesByType([
      dish('Omelete', 'Proteína'),
      dish('Ébano', 'Proteína'),
      dish('Frango', 'Proteína'),
    ]);
    expect(group.dishes.map((d) => d.name)).toEqual(['Ébano', 'Frango', 'Omelete']);
  });
});
