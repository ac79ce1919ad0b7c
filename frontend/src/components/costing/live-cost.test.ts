import { describe, expect, it } from 'vitest';
import type { IngredientDto } from '@quentinha/shared/costing/api';
import { liveRecipeCost } from './live-cost';

const ingredient = (id: string, overrides: Partial<IngredientDto>): IngredientDto => ({
  id,
  name: id,
  unit: 'g',
  purchase_unit_label: 'saco 5 kg',
  purchase_unit_quantity: 5000,
  purchase_price: 30,
  correction_factor: 1,
  active: true,
  unit_cost: 0.006,
  used_in: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

// rice R$ 30 / 5 kg, chicken R$ 20 / kg bought with a 1.25 correction factor
const byId = new Map([
  ['arroz', ingredient('arroz', {})],
  ['frango', ingredient('frango', { purchase_unit_label: 'kg', purchase_unit_quantity: 1000, purchase_price: 20, correction_factor: 1.25 })],
]);

describe('liveRecipeCost', () => {
  it('costs each line with its correction factor and divides the batch by the yield', () => {
    const live = liveRecipeCost(
      {
        yield_portions: 10,
        items: [
          { ingredient_id: 'arroz', quantity: 1000 },
          { ingredient_id: 'frango', quantity: 800 },
        ],
      },
      byId,
    );
    expect(live.lines.map((l) => l.cost)).toEqual([6, 20]);
    expect(live.batch).toBeCloseTo(26);
    expect(live.perPortion).toBeCloseTo(2.6);
  });

  it('counts nothing for a line still being typed and waits for a yield', () => {
    const live = liveRecipeCost(
      { yield_portions: null, items: [{ ingredient_id: 'arroz', quantity: 500 }, { ingredient_id: 'frango' }, undefined] },
      byId,
    );
    expect(live.lines.map((l) => l.cost)).toEqual([3, null, null]);
    expect(live.batch).toBeCloseTo(3);
    expect(live.perPortion).toBeNull();
  });
});
