import { OrderEvent } from '../../src/modules/orders/order.entity.js';
import { SocketPool } from '../realtime/socket-client.js';
import { orderBody } from '../support/order-fixtures.js';
import { startOrderTestBed, type OrderTestBed } from '../support/order-test-bed.js';

/**
 * DECISIONS 10.8, what a tracking link and the back office's operators see: whoever holds a
 * tracking link (a forwarded message, a shared phone) sees the order, not whose it is; the
 * history names roles, never people; a link dies 90 days after its order ended; the kitchen and
 * the couriers never get the business's costs.
 */
describe('the tracking shape and the operators’ shape', () => {
  let bed: OrderTestBed;
  const sockets = new SocketPool();
  beforeAll(async () => {
    bed = await startOrderTestBed();
  });
  afterAll(() => sockets.closeWith(bed.t));

  const deliveryOrder = async () => {
    const { f, c } = bed;
    const res = await f.anonymous().post(
      '/api/orders',
      orderBody(c, { payment: { method: 'cash', change_for: 100 }, delivery: { type: 'delivery', address: 'Rua das Flores, 10', neighborhood: c.neighborhood.id } }),
    );
    expect(res.status).toBe(201);
    return res.body.data as { id: string; tracking_token: string };
  };

  it('masks the number, shows no account or staff ids, and names each step by role', async () => {
    const { users } = bed;
    const order = await deliveryOrder();
    const step = async (as: keyof typeof users, body: Record<string, unknown>) =>
      expect((await users[as].http.put(`/api/orders/${order.id}/status`, body)).status).toBe(200);
    await step('admin', { status: 'confirmed' });
    await step('kitchen', { status: 'preparing' });
    await step('kitchen', { status: 'ready' });
    await step('delivery', { status: 'delivering' });
    await step('delivery', { status: 'delivered' });

    const tracked = await bed.guest.get(`/api/orders/track/${order.tracking_token}`);
    expect(tracked.status).toBe(200);
    const data = tracked.body.data;
    expect(data.whatsapp).toBe('(11) 9****-4321');
    expect(data.customer_user_id).toBeNull();
    expect(data.status_history.map((h: { to: string; by_name: string }) => `${h.to}:${h.by_name}`)).toEqual([
      'pending:Você',
      'confirmed:Loja',
      'preparing:Cozinha',
      'ready:Cozinha',
      'delivering:Entregador',
      'delivered:Entregador',
    ]);
    const text = JSON.stringify(tracked.body);
    for (const user of Object.values(users)) {
      expect(text).not.toContain(user.user.id);
      expect(text).not.toContain(user.user.email);
    }
    for (const name of ['Pessoa admin', 'Pessoa kitchen']) expect(text).not.toContain(name);
    // the courier on the way is the one name the customer is told (as on every delivery app)
    expect(data.delivery_user_name).toBe('Pessoa delivery');
    expect(text).not.toContain('98765-4321');
    expect(text).not.toContain('98765');
  });

  it('a phone order the team typed names the shop, not the staff member', async () => {
    const { users, c } = bed;
    const placed = await users.staff.http.post('/api/orders', orderBody(c, { payment: { method: 'cash', change_for: 100 } }));
    expect(placed.status).toBe(201);
    const tracked = (await bed.guest.get(`/api/orders/track/${placed.body.data.tracking_token}`)).body.data;
    expect(tracked.created_by_name).toBe('Loja');
    expect(tracked.status_history[0].by_name).toBe('Loja');
    expect(JSON.stringify(tracked)).not.toContain('Pessoa staff');
  });

  it("sends the tracking page's live copy in the same shape as the tracking route", async () => {
    const { users } = bed;
    const order = await deliveryOrder();
    const page = await sockets.connect(bed.t.baseUrl, { auth: { trackingToken: order.tracking_token } });
    await users.admin.http.put(`/api/orders/${order.id}/status`, { status: 'confirmed' });
    const heard = (await page.waitFor('order.updated', (p: { id: string; status: string }) => p.id === order.id && p.status === 'confirmed')).payload;
    expect(heard.whatsapp).toBe('(11) 9****-4321');
    expect(heard.customer_user_id).toBeNull();
    expect(heard.status_history.at(-1).by_name).toBe('Loja');
    expect(JSON.stringify(heard)).not.toContain(users.admin.user.id);
  });

  it('answers 404 from 90 days after the order ended, as for an unknown token; not before', async () => {
    const { t, users } = bed;
    const order = await deliveryOrder();
    await users.admin.http.put(`/api/orders/${order.id}/status`, { status: 'cancelled', reason: 'Teste' });
    const events = t.db.getRepository(OrderEvent);
    const ended = (await events.find({ where: { order_id: order.id, to_status: 'cancelled' } }))[0];
    const day = 86_400_000;
    await events.update(ended.id, { at: new Date(Date.now() - 89 * day) });
    expect((await bed.guest.get(`/api/orders/track/${order.tracking_token}`)).status).toBe(200);
    await events.update(ended.id, { at: new Date(Date.now() - 91 * day) });
    const gone = await bed.guest.get(`/api/orders/track/${order.tracking_token}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe((await bed.guest.get('/api/orders/track/' + 'x'.repeat(32))).body.message);
    expect((await bed.guest.post(`/api/orders/track/${order.tracking_token}/cancel`, {})).status).toBe(404);
    // nor does its live room open: an edit the shop makes later reaches no one holding the old link
    const page = await sockets.connect(bed.t.baseUrl, { auth: { trackingToken: order.tracking_token } });
    expect((await users.admin.http.put(`/api/orders/${order.id}`, { notes: 'revisado' })).status).toBe(200);
    await sockets.barrier(bed.t, [page]);
    expect(page.orderEvents(order.id)).toEqual([]);
    // an order still open is followed however old it is
    const open = await deliveryOrder();
    const placedEvent = (await events.find({ where: { order_id: open.id } }))[0];
    await events.update(placedEvent.id, { at: new Date(Date.now() - 200 * day) });
    expect((await bed.guest.get(`/api/orders/track/${open.tracking_token}`)).status).toBe(200);
  });

  it('gives the kitchen and the couriers every order without costs, over HTTP and the socket; admin and staff with them', async () => {
    const { users, t } = bed;
    const courierSocket = await sockets.connect(t.baseUrl, { cookie: users.delivery.http.cookieHeader });
    const kitchenSocket = await sockets.connect(t.baseUrl, { cookie: users.kitchen.http.cookieHeader });
    const order = await deliveryOrder();
    await users.admin.http.put(`/api/orders/${order.id}/status`, { status: 'confirmed' });
    await users.kitchen.http.put(`/api/orders/${order.id}/status`, { status: 'preparing' });
    await users.kitchen.http.put(`/api/orders/${order.id}/status`, { status: 'ready' });
    const costFree = (o: Record<string, any>) => {
      expect(o).not.toHaveProperty('total_cost');
      for (const item of o.items) expect(item).not.toHaveProperty('unit_cost');
      expect(o.total_amount).toBeGreaterThan(0);
    };
    for (const role of ['kitchen', 'delivery'] as const) {
      costFree((await users[role].http.get(`/api/orders/${order.id}`)).body.data);
      const list = (await users[role].http.get('/api/orders?period=today')).body.data;
      expect(list.length).toBeGreaterThan(0);
      for (const o of list) costFree(o);
    }
    costFree((await kitchenSocket.waitFor('order.updated', (p: { id: string; status: string }) => p.id === order.id && p.status === 'preparing')).payload);
    costFree((await courierSocket.waitFor('order.updated', (p: { id: string; status: string }) => p.id === order.id && p.status === 'ready')).payload);
    for (const role of ['admin', 'staff'] as const) {
      expect((await users[role].http.get(`/api/orders/${order.id}`)).body.data.total_cost).toBeGreaterThan(0);
    }
  });

  it('gives the kitchen and the couriers the menu without costs; admin and staff with them', async () => {
    const { users } = bed;
    for (const role of ['kitchen', 'delivery'] as const) {
      const list = await users[role].http.get('/api/products');
      expect(list.status).toBe(200);
      expect(list.body.products.length).toBeGreaterThan(0);
      expect(JSON.stringify(list.body)).not.toContain('"cost"');
      const one = await users[role].http.get(`/api/products/${list.body.products[0].id}`);
      expect(JSON.stringify(one.body)).not.toContain('"cost"');
    }
    for (const role of ['admin', 'staff'] as const) {
      expect((await users[role].http.get('/api/products')).body.products[0].sizes[0]).toHaveProperty('cost');
    }
  });
});
