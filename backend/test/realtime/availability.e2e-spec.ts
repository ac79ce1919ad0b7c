import { randomUUID } from 'node:crypto';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { AVAILABILITY_UPDATED } from '@quentinha/shared/realtime/events';
import { type OrderCatalog, orderBody } from '../support/order-fixtures.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';
import { SocketPool } from './socket-client.js';

/** DECISIONS 9.3: portions left and the pause reach an anonymous storefront socket, live. */
describe('availability over the socket', () => {
  let t: TestApp, c: OrderCatalog, bed: OrderTestBed;
  const pool = new SocketPool();

  beforeAll(async () => {
    bed = await startOrderTestBed();
    ({ t, c } = bed);
  });
  afterAll(() => pool.closeWith(t));

  it("an anonymous socket hears 'Acabou', each order's remaining and the pause", async () => {
    const storefront = await pool.connect(t.baseUrl);
    const chicken = c.dishes[2].id;
    const menu = await bed.users.admin.http.post('/api/dailymenus', {
      date: todaySaoPaulo(),
      dishes: c.dishes.map((d) => d.id),
      portions: { [chicken]: 5 },
    });
    const first = await storefront.waitFor(AVAILABILITY_UPDATED, (p) => p.kind === 'portions' && p.portions[chicken] === 5);
    expect(first.payload).toMatchObject({ menu_id: menu.body.id, date: todaySaoPaulo(), remaining: { [chicken]: 5 }, sold_out: [] });

    const order = await bed.guest.post(
      '/api/orders',
      orderBody(c, { items: [{ product_id: c.quentinha.id, size: 'medio', quantity: 2, chosen_dishes: [chicken] }] }),
      { 'idempotency-key': randomUUID() },
    );
    expect(order.status).toBe(201);
    await storefront.waitFor(AVAILABILITY_UPDATED, (p) => p.kind === 'portions' && p.remaining[chicken] === 3);

    await bed.users.kitchen.http.patch(`/api/dailymenus/${menu.body.id}/portions`, { dish_id: chicken, portions: 0 });
    const out = await storefront.waitFor(AVAILABILITY_UPDATED, (p) => p.kind === 'portions' && p.remaining[chicken] === 0);
    expect(out.payload.sold_out).toEqual([chicken]);

    await bed.users.kitchen.http.put('/api/settings/pause', { paused: true, message: 'Volto já' });
    const paused = await storefront.waitFor(AVAILABILITY_UPDATED, (p) => p.kind === 'ordering' && p.ordering.paused);
    expect(paused.payload.ordering).toMatchObject({ open: false, paused: true, message: 'Volto já' });
  });
});
