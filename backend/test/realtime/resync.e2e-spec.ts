import { Factories, type TestUser } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { OrderDriver } from './order-driver.js';
import { SocketPool } from './socket-client.js';

/**
 * Missed events are not replayed (Socket.IO's connection state recovery does not work with the
 * Redis pub/sub adapter, so it is off everywhere): every (re)connection gets `resync` once its
 * rooms are joined, and the client refetches; events after that point all arrive.
 */
describe('realtime: reconnecting', () => {
  let t: TestApp, orders: OrderDriver, admin: TestUser;
  const pool = new SocketPool();

  beforeAll(async () => {
    t = await startTestApp();
    orders = new OrderDriver(t);
    admin = await new Factories(t).newUser({ role: 'admin' });
  });

  afterAll(() => pool.closeWith(t));

  it('tells a client that reconnects to refetch, and the refetch has what it missed', async () => {
    const client = await pool.connect(t.baseUrl, { cookie: admin.http.cookieHeader });
    const order = await orders.place(admin.http);
    client.socket.disconnect();

    await orders.setStatus(admin.http, order.id, 'confirmed');
    const changedAt = Date.now();
    client.socket.connect();
    const resync = await client.until(() => client.received.filter((r) => r.name === 'resync')[1], 'second resync');

    expect(Date.parse(resync.payload.at)).toBeGreaterThanOrEqual(changedAt - 1000);
    expect(client.orderEvents(order.id)).toEqual(['order.created:pending']); // not replayed...
    const refetched = await admin.http.get(`/api/orders/${order.id}`);
    expect(refetched.body.data.status).toBe('confirmed'); // ...the refetch has it

    await orders.setStatus(admin.http, order.id, 'preparing');
    await client.waitFor('order.updated', (o) => o.id === order.id && o.status === 'preparing');
  });

  it('resyncs after the transport drops and socket.io-client reconnects by itself', async () => {
    const client = await pool.connect(t.baseUrl, { cookie: admin.http.cookieHeader, reconnection: true });
    client.socket.io.engine.close(); // what a network drop looks like to the client
    await client.until(() => client.count('resync') >= 2, 'resync after reconnection');
    expect(client.socket.connected).toBe(true);
  });

  it('orders every event of one order by updated_at, so a stale one can be dropped', async () => {
    const client = await pool.connect(t.baseUrl, { cookie: admin.http.cookieHeader });
    const order = await orders.place(admin.http);
    for (const status of ['confirmed', 'preparing', 'ready'] as const)
      await orders.setStatus(admin.http, order.id, status);
    await client.waitFor('order.updated', (o) => o.id === order.id && o.status === 'ready');
    const stamps = client.received
      .filter((r) => r.payload?.id === order.id)
      .map((r) => Date.parse(r.payload.updated_at));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(stamps).toHaveLength(4);
  });
});
