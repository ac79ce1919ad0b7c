import { describe, expect, it } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import { applyOrderEvent, applyOrderUpdate } from './order-list-cache';

let seq = 0;
function order(over: Partial<OrderDto> = {}): OrderDto {
  const at = '2026-03-01T12:00:00.000Z';
  return { id: `order-${++seq}`, status: 'confirmed', customer_user_id: 'u1', created_at: at, updated_at: at, ...over } as OrderDto;
}
/** The same order, changed later. */
function bump(o: OrderDto, over: Partial<OrderDto> = {}): OrderDto {
  return { ...o, updated_at: new Date(Date.parse(o.updated_at) + 1000).toISOString(), ...over };
}
const all = () => true;

describe('applyOrderEvent', () => {
  const a = order({ created_at: '2026-03-01T12:00:00.000Z' });
  const b = order({ created_at: '2026-03-01T12:05:00.000Z' });
  const list = [b, a];

  it('replaces only the updated order; the others keep their identity', () => {
    const next = applyOrderEvent(list, 'updated', bump(a, { status: 'preparing' }), all)!;
    expect(next[1]!.status).toBe('preparing');
    expect(next[0]).toBe(b);
  });

  it('adds a created order newest first and removes a deleted one', () => {
    const c = order({ created_at: '2026-03-01T12:10:00.000Z' });
    expect(applyOrderEvent(list, 'created', c, all)!.map((o) => o.id)).toEqual([c.id, b.id, a.id]);
    expect(applyOrderEvent(list, 'deleted', { id: a.id }, all)!.map((o) => o.id)).toEqual([b.id]);
  });

  it('drops an order that leaves the view and ignores one that never belonged', () => {
    const kitchen = (o: { status: string }) => o.status !== 'delivered';
    expect(applyOrderEvent(list, 'updated', bump(a, { status: 'delivered' }), kitchen)).toHaveLength(1);
    const stranger = order({ status: 'delivered' });
    expect(applyOrderEvent(list, 'created', stranger, kitchen)).toBe(list);
  });

  it("only adds the viewer's own orders to my orders", () => {
    const mine = (o: OrderDto) => o.customer_user_id === 'u1';
    expect(applyOrderEvent(list, 'created', order({ customer_user_id: 'other' }), mine)).toBe(list);
  });

  it('keeps the newer version when an old event arrives late', () => {
    const newer = bump(a, { status: 'ready' });
    expect(applyOrderEvent([newer], 'updated', a, all)![0]!.status).toBe('ready');
  });

  it('keeps the tracking token an event does not carry', () => {
    const tracked = { ...a, tracking_token: 't' };
    const next = applyOrderEvent([tracked], 'updated', bump(a, { status: 'preparing', tracking_token: undefined }), all)!;
    expect(next[0]).toMatchObject({ status: 'preparing', tracking_token: 't' });
  });

  it('leaves an unloaded list alone', () => {
    expect(applyOrderEvent(undefined, 'created', a, all)).toBeUndefined();
  });
});

describe('applyOrderUpdate', () => {
  const a = order({ tracking_token: 't' });

  it('applies only newer events of the followed order', () => {
    expect(applyOrderUpdate(a, bump(order(), { status: 'ready' }))).toBe(a);
    expect(applyOrderUpdate(a, bump(a, { status: 'ready', tracking_token: undefined }))).toMatchObject({ status: 'ready', tracking_token: 't' });
    expect(applyOrderUpdate(bump(a, { status: 'ready' }), a)!.status).toBe('ready');
    expect(applyOrderUpdate(undefined, a)).toBeUndefined();
  });
});
