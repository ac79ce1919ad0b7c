import { describe, expect, it } from 'vitest';
import type { WireStatus } from '@quentinha/shared/api/types';
import { KITCHEN_COLUMNS } from '@quentinha/shared/orders/transitions';
import { CANCELLED_FLASH_MS, spotCancelled, withGhosts, type CancelledGhost, type Seen } from './use-cancelled-flash';
import { bump, makeOrder } from './testing/order-fixtures';

const KITCHEN = new Set<WireStatus>(['confirmed', 'preparing', 'ready']);

describe('cancelled cards on a live board', () => {
  it('keeps a card the board showed in its column, marked, for a few seconds', () => {
    const seen: Seen = new Map();
    const cooking = makeOrder({ status: 'preparing', created_at: '2026-03-01T12:00:00.000Z' });
    const other = makeOrder({ status: 'preparing', created_at: '2026-03-01T12:05:00.000Z' });
    expect(spotCancelled(seen, [cooking, other], KITCHEN, new Map(), 0)).toEqual([]);

    const cancelled = bump(cooking, { status: 'cancelled' });
    const found = spotCancelled(seen, [cancelled, other], KITCHEN, new Map(), 1000);
    expect(found).toEqual([{ order: cancelled, column: 'preparing', until: 1000 + CANCELLED_FLASH_MS }]);
    // told once only
    const ghosts = new Map<string, CancelledGhost>(found.map((g) => [g.order.id, g]));
    expect(spotCancelled(seen, [cancelled, other], KITCHEN, ghosts, 2000)).toEqual([]);

    const columns = withGhosts({ confirmed: [], preparing: [other], 'ready-delivery': [], 'ready-pickup': [] }, ghosts, KITCHEN_COLUMNS);
    expect(columns.preparing!.map((o) => o.id)).toEqual([cancelled.id, other.id]);
  });

  it('puts a cancelled ready order back in its own half of a split status', () => {
    const seen: Seen = new Map();
    const pickup = makeOrder({ status: 'ready', is_delivery: false });
    spotCancelled(seen, [pickup], KITCHEN, new Map(), 0);
    const found = spotCancelled(seen, [bump(pickup, { status: 'cancelled' })], KITCHEN, new Map(), 1000);
    const ghosts = new Map<string, CancelledGhost>(found.map((g) => [g.order.id, g]));
    const columns = withGhosts({ confirmed: [], preparing: [], 'ready-delivery': [], 'ready-pickup': [] }, ghosts, KITCHEN_COLUMNS);
    expect(columns['ready-pickup']!.map((o) => o.id)).toEqual([pickup.id]);
    expect(columns['ready-delivery']).toEqual([]);
  });

  it('ignores an order cancelled before it ever reached the board', () => {
    const pending = makeOrder({ status: 'cancelled' });
    expect(spotCancelled(new Map(), [pending], KITCHEN, new Map(), 0)).toEqual([]);
  });
});
