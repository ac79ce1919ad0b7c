import { describe, expect, it } from 'vitest';
import type { WireStatus } from '../api/types.js';
import {
  CATALOG_UPDATED,
  ORDER_CREATED,
  ORDER_DELETED,
  ORDER_UPDATED,
  orderRoom,
  roleRoom,
  roomsForOrder,
  userRoom,
  type ServerToClientEvents,
} from './events.js';

describe('event names and rooms', () => {
  it('match DECISIONS section 6', () => {
    expect([ORDER_CREATED, ORDER_UPDATED, ORDER_DELETED, CATALOG_UPDATED]).toEqual([
      'order.created',
      'order.updated',
      'order.deleted',
      'catalog.updated',
    ]);
    expect(roleRoom('kitchen')).toBe('role:kitchen');
    expect(userRoom('u-1')).toBe('user:u-1');
    expect(orderRoom('tok')).toBe('order:tok');
  });

  it('types the event map', () => {
    const handlers: Pick<ServerToClientEvents, 'order.deleted' | 'catalog.updated'> = {
      'order.deleted': (p) => expect(p.id).toBe('o-1'),
      'catalog.updated': (p) => expect(p.kind).toBe('dishes'),
    };
    handlers['order.deleted']({ id: 'o-1' });
    handlers['catalog.updated']({ kind: 'dishes' });
  });
});

describe('roomsForOrder', () => {
  const base = { customer_user_id: null, delivery_user_id: null, tracking_token: 't0k', is_delivery: true };
  it.each<[WireStatus, string[]]>([
    ['pending', ['role:admin', 'order:t0k']],
    ['awaiting_payment', ['role:admin', 'order:t0k']],
    ['confirmed', ['role:admin', 'role:staff', 'role:kitchen', 'order:t0k']],
    ['preparing', ['role:admin', 'role:staff', 'role:kitchen', 'order:t0k']],
    ['ready', ['role:admin', 'role:staff', 'role:kitchen', 'role:delivery', 'order:t0k']],
    ['delivering', ['role:admin', 'role:staff', 'role:kitchen', 'role:delivery', 'order:t0k']],
    ['delivered', ['role:admin', 'order:t0k']],
    ['cancelled', ['role:admin', 'order:t0k']],
  ])('%s', (status, rooms) => {
    expect(roomsForOrder({ ...base, status })).toEqual(rooms);
  });

  type OrderRooms = Parameters<typeof roomsForOrder>[0];
  it.each<[string, Pick<OrderRooms, 'status'> & Partial<OrderRooms>, string[]]>([
    [
      'does not call couriers for a ready pickup order',
      { status: 'ready', is_delivery: false },
      ['role:admin', 'role:staff', 'role:kitchen', 'order:t0k'],
    ],
    [
      'adds the courier and the customer',
      { status: 'delivering', delivery_user_id: 'c-1', customer_user_id: 'u-1' },
      ['role:admin', 'role:staff', 'role:kitchen', 'role:delivery', 'user:c-1', 'user:u-1', 'order:t0k'],
    ],
    [
      'does not repeat a room',
      { status: 'delivered', delivery_user_id: 'x', customer_user_id: 'x' },
      ['role:admin', 'user:x', 'order:t0k'],
    ],
  ])('%s', (_name, order, rooms) => {
    expect(roomsForOrder({ ...base, ...order })).toEqual(rooms);
  });
});
