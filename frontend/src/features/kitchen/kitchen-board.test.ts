import { describe, expect, it } from 'vitest';
import { makeItem, makeOrder } from '@/components/order-board/testing/order-fixtures';
import { editedIds } from './kitchen-board';

describe('editedIds', () => {
  it('tells an edit of lines or notes from a move or a tick', () => {
    const seen = new Map<string, string>();
    const order = makeOrder({ status: 'confirmed', items: [makeItem({ quantity: 1 })] });
    expect(editedIds(seen, [order])).toEqual([]);
    // moved on and ticked: not an edit
    const moved = { ...order, status: 'preparing' as const, items: [{ ...order.items[0], done: true }] };
    expect(editedIds(seen, [moved])).toEqual([]);
    // one more box, or a new note: an edit
    expect(editedIds(seen, [{ ...moved, items: [{ ...moved.items[0], quantity: 2 }] }])).toEqual([order.id]);
    expect(editedIds(seen, [{ ...moved, items: [{ ...moved.items[0], quantity: 2 }], notes: 'sem sal' }])).toEqual([
      order.id,
    ]);
  });
});
