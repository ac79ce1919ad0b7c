import type { OrderDto } from '@quentinha/shared/api/types';
import { Factories, type TestUser } from '../support/factories.js';
import type { TestApp } from '../support/test-app.js';
import { OrderDriver } from './order-driver.js';
import { SocketPool, startSocketCast, type TestSocket } from './socket-client.js';

/**
 * DECISIONS 9.1 over real sockets: a dispatched order reaches the named courier at once, and a
 * cancelled order still reaches the boards that showed it just before (so they can mark it).
 */
describe('realtime: dispatch and cancellation', () => {
  let t: TestApp, orders: OrderDriver, users: Record<string, TestUser>, sockets: Record<string, TestSocket>;
  const pool = new SocketPool();

  beforeAll(async () => {
    ({ t, orders, users, sockets } = await startSocketCast(pool, { admin: 'admin', staff: 'staff', kitchen: 'kitchen', courier1: 'delivery', courier2: 'delivery', customer: 'customer' }));
  });

  afterAll(() => pool.closeWith(t));

  /** A delivery order the kitchen has made ready. */
  async function readyOrder(kind: 'delivery' | 'pickup' = 'delivery') {
    const order = await orders.place(users.customer.http, kind);
    await orders.setStatus(users.admin.http, order.id, 'confirmed');
    await orders.setStatus(users.kitchen.http, order.id, 'preparing');
    await orders.setStatus(users.kitchen.http, order.id, 'ready');
    return order;
  }

  it('the courier the kitchen dispatches hears the order at once, naming him', async () => {
    const order = await readyOrder();
    const heard = sockets.courier2.waitFor(
      'order.updated',
      (o: OrderDto) => o.id === order.id && o.status === 'delivering',
    );
    await orders.setStatus(users.kitchen.http, order.id, 'delivering', { courier_id: users.courier2.user.id });
    const { payload } = await heard;
    expect(payload).toMatchObject({
      status: 'delivering',
      delivery_user_id: users.courier2.user.id,
      delivery_user_name: 'Pessoa courier2',
    });
    expect(payload).not.toHaveProperty('tracking_token');
    await pool.barrier(t);
    // every board that shows it names the courier
    for (const name of ['admin', 'staff', 'kitchen', 'courier1']) {
      const last = sockets[name].received.filter((r) => r.payload?.id === order.id).at(-1)!;
      expect([name, last.payload.status, last.payload.delivery_user_id]).toEqual([
        name,
        'delivering',
        users.courier2.user.id,
      ]);
    }
    // the customer reads who brings it, by name only (DECISIONS 9.6: no staff ids, no costs)
    const toCustomer = sockets.customer.received.filter((r) => r.payload?.id === order.id).at(-1)!.payload;
    expect(toCustomer).toMatchObject({ status: 'delivering', delivery_user_name: 'Pessoa courier2' });
    for (const hidden of ['delivery_user_id', 'delivery_user', 'total_cost', 'created_by']) expect(toCustomer).not.toHaveProperty(hidden);
    expect(toCustomer.items[0]).not.toHaveProperty('unit_cost');
  });

  it('a pickup order handed over at the counter never reaches the couriers', async () => {
    const order = await readyOrder('pickup');
    await orders.setStatus(users.staff.http, order.id, 'delivered');
    await pool.barrier(t);
    expect(sockets.kitchen.orderEvents(order.id).at(-1)).toBe('order.updated:delivered');
    expect(sockets.customer.orderEvents(order.id).at(-1)).toBe('order.updated:delivered');
    for (const name of ['courier1', 'courier2']) expect(sockets[name].orderEvents(order.id)).toEqual([]);
  });

  it('the kitchen hears an order cancelled from its board, with the reason', async () => {
    const order = await orders.place(users.customer.http);
    await orders.setStatus(users.admin.http, order.id, 'confirmed');
    await orders.setStatus(users.kitchen.http, order.id, 'preparing');
    const heard = sockets.kitchen.waitFor(
      'order.updated',
      (o: OrderDto) => o.id === order.id && o.status === 'cancelled',
    );
    await orders.setStatus(users.staff.http, order.id, 'cancelled', { reason: 'Prato esgotado' });
    const { payload } = await heard;
    expect(payload.cancel_reason).toBe('Prato esgotado');
    expect(payload.status_history.at(-1)).toMatchObject({ to: 'cancelled', reason: 'Prato esgotado' });
    await pool.barrier(t);
    expect(sockets.staff.orderEvents(order.id).at(-1)).toBe('order.updated:cancelled');
    expect(sockets.customer.orderEvents(order.id).at(-1)).toBe('order.updated:cancelled');
    // it was never on the couriers' board
    expect(sockets.courier1.orderEvents(order.id)).toEqual([]);
  });

  it('the couriers hear a cancelled order that waited for them, and the carrying courier his own', async () => {
    const waiting = await readyOrder();
    const onRoad = await readyOrder();
    await orders.setStatus(users.courier1.http, onRoad.id, 'delivering');
    await orders.setStatus(users.admin.http, waiting.id, 'cancelled', { reason: 'Cliente desistiu' });
    await orders.setStatus(users.admin.http, onRoad.id, 'cancelled');
    await pool.barrier(t);
    for (const name of ['courier1', 'courier2', 'kitchen']) {
      expect(sockets[name].orderEvents(waiting.id).at(-1)).toBe('order.updated:cancelled');
      expect(sockets[name].orderEvents(onRoad.id).at(-1)).toBe('order.updated:cancelled');
    }
  });

  it("a guest's cancellation reaches the tracking page and the admin, not the kitchen it never reached", async () => {
    const guestHttp = new Factories(t).anonymous();
    const order = await orders.place(guestHttp);
    const tracking = await pool.connect(t.baseUrl, { auth: { trackingToken: order.tracking_token } });
    const res = await guestHttp.post(`/api/orders/track/${order.tracking_token}/cancel`, {
      reason: 'Pedido duplicado',
    });
    expect(res.status).toBe(200);
    const { payload } = await tracking.waitFor('order.updated', (o: OrderDto) => o.id === order.id);
    expect(payload).toMatchObject({ status: 'cancelled', cancel_reason: 'Pedido duplicado' });
    expect(payload).not.toHaveProperty('tracking_token');
    await pool.barrier(t);
    expect(sockets.admin.orderEvents(order.id)).toEqual(['order.created:pending', 'order.updated:cancelled']);
    expect(sockets.kitchen.orderEvents(order.id)).toEqual([]);
  });
});
