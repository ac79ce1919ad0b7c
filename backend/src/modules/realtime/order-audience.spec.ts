import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import { audienceForOrder, inferPreviousState, withoutTrackingToken, withTrackingToken } from './order-audience.js';

const TOKEN = 'tok_abcdefghijklmnop';
const AT = '2026-01-10T12:00:00.000Z';

function order(status: WireStatus, extra: Partial<OrderDto> = {}): OrderDto {
  return {
    id: 'o1',
    status,
    customer_user_id: null,
    delivery_user_id: null,
    is_delivery: true,
    status_history: [],
    updated_at: AT,
    ...extra,
  } as OrderDto;
}

const rooms = (a: { withToken: string[]; withoutToken: string[] }) => ({
  withToken: [...a.withToken].sort(),
  withoutToken: [...a.withoutToken].sort(),
});

describe('audienceForOrder', () => {
  it('sends a new pending guest order to admin (with token) and its tracking room only', () => {
    const sut = audienceForOrder(TOKEN, order('pending'), null);
    expect(rooms(sut)).toEqual({ withToken: ['role:admin'], withoutToken: [`order:${TOKEN}`] });
  });

  it('adds the ordering customer, without the token', () => {
    const sut = audienceForOrder(TOKEN, order('pending', { customer_user_id: 'c1' }), null);
    expect(rooms(sut)).toEqual({ withToken: ['role:admin'], withoutToken: [`order:${TOKEN}`, 'user:c1'] });
  });

  it.each<WireStatus>(['confirmed', 'preparing'])('shows %s to staff and kitchen', (status) => {
    const sut = audienceForOrder(TOKEN, order(status), null);
    expect(rooms(sut)).toEqual({
      withToken: ['role:admin', 'role:staff'],
      withoutToken: [`order:${TOKEN}`, 'role:kitchen'],
    });
  });

  it('shows a ready order to every courier', () => {
    const sut = audienceForOrder(TOKEN, order('ready'), null);
    expect(sut.withoutToken).toContain('role:delivery');
  });

  it('shows a delivering order to every courier (who took it shows on their boards) and to its own', () => {
    const sut = audienceForOrder(TOKEN, order('delivering', { delivery_user_id: 'd1' }), null);
    expect(rooms(sut)).toEqual({
      withToken: ['role:admin', 'role:staff'],
      withoutToken: [`order:${TOKEN}`, 'role:delivery', 'role:kitchen', 'user:d1'],
    });
  });

  it('keeps a delivering pickup order away from couriers', () => {
    const sut = audienceForOrder(TOKEN, order('delivering', { is_delivery: false }), null);
    expect(sut.withoutToken).not.toContain('role:delivery');
  });

  it.each<WireStatus>(['pending', 'awaiting_payment', 'cancelled'])(
    'keeps %s away from staff, kitchen and couriers',
    (status) => {
      const sut = audienceForOrder(TOKEN, order(status, { customer_user_id: 'c1' }), null);
      const all = [...sut.withToken, ...sut.withoutToken];
      expect(all.filter((r) => ['role:staff', 'role:kitchen', 'role:delivery'].includes(r))).toEqual([]);
    },
  );

  // every board the order was on hears that it left: kitchen, all couriers, its courier; the
  // courier stays on a cancelled order: his room hears it, and later changes too
  it.each<WireStatus>(['delivered', 'cancelled'])(
    'tells every courier and the carrying one about a delivering order now %s',
    (status) => {
      const sut = audienceForOrder(TOKEN, order(status, { delivery_user_id: 'd1' }), {
        status: 'delivering',
        customer_user_id: null,
        delivery_user_id: 'd1',
        is_delivery: true,
      });
      expect(rooms(sut)).toEqual({
        withToken: ['role:admin', 'role:staff'],
        withoutToken: [`order:${TOKEN}`, 'role:delivery', 'role:kitchen', 'user:d1'],
      });
    },
  );

  it.each<WireStatus>(['confirmed', 'preparing'])('tells staff and kitchen about an order cancelled while %s', (from) => {
    const sut = audienceForOrder(TOKEN, order('cancelled'), {
      status: from,
      customer_user_id: null,
      delivery_user_id: null,
      is_delivery: true,
    });
    expect(rooms(sut)).toEqual({
      withToken: ['role:admin', 'role:staff'],
      withoutToken: [`order:${TOKEN}`, 'role:kitchen'],
    });
  });

  it('sends a dispatched order to the courier it names', () => {
    const sut = audienceForOrder(TOKEN, order('delivering', { delivery_user_id: 'd2' }), {
      status: 'ready',
      customer_user_id: null,
      delivery_user_id: null,
      is_delivery: true,
    });
    expect(sut.withoutToken).toEqual(expect.arrayContaining(['user:d2', 'role:delivery', 'role:kitchen']));
  });

  it('tells the courier who lost an order when it goes back to ready', () => {
    const back = order('ready');
    const sut = audienceForOrder(TOKEN, back, {
      status: 'delivering',
      customer_user_id: null,
      delivery_user_id: 'd1',
      is_delivery: true,
    });
    expect(sut.withoutToken).toEqual(expect.arrayContaining(['user:d1', 'role:delivery']));
  });

  it('falls back to the order history when no previous state is given', () => {
    const delivered = order('delivered', {
      status_history: [{ from: 'delivering', to: 'delivered', at: AT, by_user_id: null, by_name: 'x', reason: null }],
    });
    const sut = audienceForOrder(TOKEN, delivered);
    expect(sut.withoutToken).toContain('role:kitchen');
  });

  it('never lists a room twice nor in both shapes', () => {
    const sut = audienceForOrder(TOKEN, order('ready'), {
      status: 'preparing',
      customer_user_id: null,
      delivery_user_id: null,
      is_delivery: true,
    });
    const all = [...sut.withToken, ...sut.withoutToken];
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('inferPreviousState', () => {
  it('ignores an edit made long after the last status change', () => {
    const edited = order('delivered', {
      updated_at: '2026-01-10T13:00:00.000Z',
      status_history: [{ from: 'delivering', to: 'delivered', at: AT, by_user_id: null, by_name: 'x', reason: null }],
    });
    expect(inferPreviousState(edited)).toBeNull();
  });

  it('has nothing to infer for a new order', () => {
    const created = order('pending', {
      status_history: [{ from: null, to: 'pending', at: AT, by_user_id: null, by_name: 'x', reason: null }],
    });
    expect(inferPreviousState(created)).toBeNull();
  });
});

describe('tracking token shapes', () => {
  it('strips the token for customers and the tracking page', () => {
    expect(withoutTrackingToken(order('ready', { tracking_token: TOKEN }))).not.toHaveProperty('tracking_token');
  });

  it('adds the token for admin and staff', () => {
    expect(withTrackingToken(order('ready'), TOKEN).tracking_token).toBe(TOKEN);
  });
});
