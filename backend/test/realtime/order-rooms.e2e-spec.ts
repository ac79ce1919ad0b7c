import { randomBytes } from 'node:crypto';
import type { OrderDto } from '@quentinha/shared/api/types';
import { Factories, type TestUser } from '../support/factories.js';
import type { TestApp } from '../support/test-app.js';
import { OrderDriver } from './order-driver.js';
import { SocketPool, startSocketCast, type TestSocket } from './socket-client.js';

/** Each audience receives exactly the order events it may see, in the REST shape, after commit. */
describe('realtime: who hears about an order', () => {
  let t: TestApp, orders: OrderDriver, users: Record<string, TestUser>, sockets: Record<string, TestSocket>;
  const pool = new SocketPool();

  beforeAll(async () => {
    ({ t, orders, users, sockets } = await startSocketCast(pool, {
      admin: 'admin',
      staff: 'staff',
      kitchen: 'kitchen',
      courier1: 'delivery',
      courier2: 'delivery',
      customerA: 'customer',
      customerB: 'customer',
    }));
    sockets.anonymous = await pool.connect(t.baseUrl);
  });

  afterAll(() => pool.closeWith(t));

  it('follows one customer order through its whole life, room by room', async () => {
    const order = await orders.place(users.customerA.http);
    await pool.barrier(t);
    sockets.guest = await pool.connect(t.baseUrl, { auth: { trackingToken: order.tracking_token } });
    sockets.forged = await pool.connect(t.baseUrl, { auth: { trackingToken: randomBytes(32).toString('base64url') } });

    await orders.setStatus(users.admin.http, order.id, 'confirmed');
    await orders.setStatus(users.kitchen.http, order.id, 'preparing');
    await orders.setStatus(users.staff.http, order.id, 'ready');
    await orders.setStatus(users.courier1.http, order.id, 'delivering');
    await orders.setStatus(users.courier1.http, order.id, 'delivered');
    await pool.barrier(t);

    const flow = ['confirmed', 'preparing', 'ready', 'delivering', 'delivered'].map((s) => `order.updated:${s}`);
    const seen = (name: string) => sockets[name].orderEvents(order.id);
    expect(seen('admin')).toEqual(['order.created:pending', ...flow]);
    expect(seen('customerA')).toEqual(['order.created:pending', ...flow]);
    // the kitchen and the counter still get "delivered": it is what takes the card off their board
    expect(seen('staff')).toEqual(flow);
    expect(seen('kitchen')).toEqual(flow);
    expect(seen('courier1')).toEqual(['order.updated:ready', 'order.updated:delivering', 'order.updated:delivered']);
    // the other courier sees it taken (and by whom), then sees it leave the road
    expect(seen('courier2')).toEqual(['order.updated:ready', 'order.updated:delivering', 'order.updated:delivered']);
    expect(seen('guest')).toEqual(flow);
    for (const outsider of ['customerB', 'anonymous', 'forged']) expect(sockets[outsider].allOrderEvents()).toEqual([]);
  });

  it('does not call couriers for a pickup order', async () => {
    const order = await orders.place(users.customerA.http, 'pickup');
    await orders.setStatus(users.admin.http, order.id, 'confirmed');
    await orders.setStatus(users.kitchen.http, order.id, 'preparing');
    await orders.setStatus(users.kitchen.http, order.id, 'ready');
    await pool.barrier(t);
    expect(sockets.kitchen.orderEvents(order.id)).toEqual(['order.updated:confirmed', 'order.updated:preparing', 'order.updated:ready']);
    expect(sockets.courier1.orderEvents(order.id)).toEqual([]);
    expect(sockets.courier2.orderEvents(order.id)).toEqual([]);
  });

  it('shows the tracking token to admin and staff only', async () => {
    const order = await orders.place(users.customerA.http);
    await orders.setStatus(users.admin.http, order.id, 'confirmed');
    await pool.barrier(t);
    const payloadFor = (name: string) =>
      sockets[name].received.find((r) => r.payload?.id === order.id && r.name === 'order.updated')!.payload;
    expect(payloadFor('admin').tracking_token).toBe(order.tracking_token);
    expect(payloadFor('staff').tracking_token).toBe(order.tracking_token);
    for (const name of ['kitchen', 'customerA']) expect(payloadFor(name)).not.toHaveProperty('tracking_token');
  });

  it('delivers the event after the commit, in the shape GET /api/orders/:id answers', async () => {
    const order = await orders.place(users.customerA.http);
    const change = orders.setStatus(users.admin.http, order.id, 'confirmed');
    const [forCustomer, forAdmin] = await Promise.all([
      sockets.customerA.waitFor('order.updated', (o: OrderDto) => o.id === order.id),
      sockets.admin.waitFor('order.updated', (o: OrderDto) => o.id === order.id),
    ]);
    const [asCustomer, asAdmin] = await Promise.all([
      users.customerA.http.get(`/api/orders/${order.id}`),
      users.admin.http.get(`/api/orders/${order.id}`),
    ]);
    await change;
    expect(asCustomer.body.data.status).toBe('confirmed');
    expect(forCustomer.payload).toEqual(asCustomer.body.data);
    expect(forAdmin.payload).toEqual(asAdmin.body.data);
  });

  it('keeps a guest socket to its own order', async () => {
    const mine = await orders.place(new Factories(t).anonymous());
    const other = await orders.place(new Factories(t).anonymous());
    const guest = await pool.connect(t.baseUrl, { auth: { trackingToken: mine.tracking_token } });
    await orders.setStatus(users.admin.http, other.id, 'confirmed');
    await orders.setStatus(users.admin.http, mine.id, 'confirmed');
    await pool.barrier(t);
    expect(guest.allOrderEvents().map((r) => r.payload.id)).toEqual([mine.id]);
    expect(sockets.customerB.orderEvents(other.id)).toEqual([]);
  });

  it('tells the order rooms when an admin deletes an order', async () => {
    const order = await orders.place(users.customerA.http);
    const res = await users.admin.http.delete(`/api/orders/${order.id}`);
    expect(res.status).toBe(204);
    await pool.barrier(t);
    expect(sockets.admin.orderEvents(order.id)).toEqual(['order.created:pending', 'order.deleted']);
    expect(sockets.customerA.orderEvents(order.id)).toEqual(['order.created:pending', 'order.deleted']);
    expect(sockets.kitchen.orderEvents(order.id)).toEqual([]);
  });
});
