import { describe, expect, it } from 'vitest';
import { KITCHEN_COLUMNS } from '@quentinha/shared/orders/transitions';
import { groupByColumn } from './order-list-cache';
import { makeOrder } from './testing/order-fixtures';

describe('groupByColumn', () => {
  it('puts each order in its status column, oldest first', () => {
    const late = makeOrder({ status: 'confirmed', created_at: '2026-03-01T12:10:00.000Z' });
    const early = makeOrder({ status: 'confirmed', created_at: '2026-03-01T12:00:00.000Z' });
    const cooking = makeOrder({ status: 'preparing' });
    const groups = groupByColumn([late, cooking, early], KITCHEN_COLUMNS);
    expect(groups.confirmed!.map((o) => o.id)).toEqual([early.id, late.id]);
    expect(groups.preparing).toEqual([cooking]);
    expect(groups['ready-delivery']).toEqual([]);
    expect(groups['ready-pickup']).toEqual([]);
  });

  it('splits a status the board shows in two columns: ready pickup orders apart from ready delivery ones', () => {
    const pickup = makeOrder({ status: 'ready', is_delivery: false });
    const delivery = makeOrder({ status: 'ready', is_delivery: true });
    const groups = groupByColumn([pickup, delivery], KITCHEN_COLUMNS);
    expect(groups['ready-pickup']).toEqual([pickup]);
    expect(groups['ready-delivery']).toEqual([delivery]);
    expect(groups.ready).toBeUndefined();
  });
});
