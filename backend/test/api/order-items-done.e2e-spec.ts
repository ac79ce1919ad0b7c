import { SocketPool } from '../realtime/socket-client.js';
import type { TestUser } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { newOrderIn, type OrderCatalog } from '../support/order-fixtures.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

/** PATCH /api/orders/{id}/items/{itemId} {done} (DECISIONS 9.2): the kitchen ticks a line. */
describe('order lines ticked as done', () => {
  let t: TestApp;
  let c: OrderCatalog;
  let guest: HttpClient;
  let users: OrderTestBed['users'];
  const pool = new SocketPool();

  beforeAll(async () => ({ t, c, guest, users } = await startOrderTestBed()));
  afterAll(() => pool.closeWith(t));

  const items = async (id: string) => (await users.admin.http.get(`/api/orders/${id}`)).body.data.items;
  const tick = (who: TestUser, id: string, itemId: string, body: unknown) =>
    who.http.patch(`/api/orders/${id}/items/${itemId}`, body);

  it('keeps the tick on the server, tells every kitchen screen, and leaves it out of public shapes', async () => {
    const id = await newOrderIn(t, c, guest, 'preparing');
    const [box, drink] = await items(id);
    expect([box.done, drink.done]).toEqual([false, false]);
    const screen = await pool.connect(t.baseUrl, { cookie: users.kitchen.http.cookieHeader });

    const res = await tick(users.kitchen, id, box.id, { done: true });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { done: boolean }) => i.done)).toEqual([true, false]);
    expect((await items(id)).map((i: { done: boolean }) => i.done)).toEqual([true, false]);
    const event = await screen.waitFor('order.updated', (o) => o.id === id && o.items[0].done === true);
    expect(event.payload.status).toBe('preparing');

    // staff and admin tick too, and a tick can be taken back
    expect((await tick(users.staff, id, drink.id, { done: true })).status).toBe(200);
    expect((await tick(users.admin, id, box.id, { done: false })).status).toBe(200);
    expect((await items(id)).map((i: { done: boolean }) => i.done)).toEqual([false, true]);

    // the tracking page sees the order, not the kitchen's ticks
    const order = (await users.admin.http.get(`/api/orders/${id}`)).body.data;
    const tracked = await guest.get(`/api/orders/track/${order.tracking_token}`);
    expect(tracked.status).toBe(200);
    for (const item of tracked.body.data.items) expect(item).not.toHaveProperty('done');
  });

  it('is for the kitchen team, on orders still in the kitchen, with a yes or no', async () => {
    const id = await newOrderIn(t, c, guest, 'confirmed');
    const [box] = await items(id);
    expect((await tick({ http: guest } as TestUser, id, box.id, { done: true })).status).toBe(401);
    for (const role of ['delivery', 'customer'] as const)
      expect((await tick(users[role], id, box.id, { done: true })).status).toBe(403);

    for (const body of [{}, { done: 'sim' }, { done: 1 }]) {
      const res = await tick(users.kitchen, id, box.id, body);
      expect([JSON.stringify(body), res.status, res.body.message]).toEqual([
        JSON.stringify(body),
        400,
        'Informe done como verdadeiro ou falso.',
      ]);
    }
    const empty = await tick(users.kitchen, id, box.id, null);
    expect([empty.status, empty.body.message]).toEqual([400, 'O corpo da requisição deve ser um objeto JSON.']);
    const missing = await tick(users.kitchen, id, '00000000-0000-4000-8000-000000000000', { done: true });
    expect([missing.status, missing.body.message]).toEqual([404, 'Item do pedido não encontrado.']);

    const gone = await newOrderIn(t, c, guest, 'delivered');
    const [goneBox] = await items(gone);
    const late = await tick(users.kitchen, gone, goneBox.id, { done: true });
    expect([late.status, late.body.message]).toEqual([409, 'Este pedido não está mais na cozinha: não é possível marcar itens.']);
    expect((await items(gone))[0].done).toBe(false);
  });
});
