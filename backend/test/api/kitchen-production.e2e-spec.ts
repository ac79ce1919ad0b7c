import { randomUUID } from 'node:crypto';
import type { WireStatus } from '@quentinha/shared/api/types';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { Order } from '../../src/modules/orders/order.entity.js';
import type { HttpClient } from '../support/http.js';
import { type OrderCatalog, orderBody } from '../support/order-fixtures.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

/** GET /api/kitchen/production (DECISIONS 9.2): what the kitchen still has to cook, in figures. */
/** yyyy-MM-dd one calendar day before `day` */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('kitchen production totals', () => {
  let t: TestApp;
  let c: OrderCatalog;
  let guest: HttpClient;
  let users: OrderTestBed['users'];

  beforeAll(async () => ({ t, c, guest, users } = await startOrderTestBed()));
  afterAll(() => t.close());

  const [rice, beans, chicken] = [0, 1, 2];
  /** A guest order of the given boxes (size, quantity, dish indexes) and drinks, then moved to `status`. */
  async function order(
    status: WireStatus,
    boxes: [string, number, number[]][],
    drinks = 0,
    day = todaySaoPaulo(),
  ): Promise<string> {
    const items = boxes.map(([size, quantity, dishes]) => ({
      product_id: c.quentinha.id,
      size,
      quantity,
      chosen_dishes: dishes.map((d) => c.dishes[d].id),
    }));
    if (drinks) items.push({ product_id: c.drink.id, size: 'medio', quantity: drinks, chosen_dishes: [] });
    const res = await guest.post('/api/orders', orderBody(c, { items }), { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;
    await t.db.getRepository(Order).update(id, { status, order_date: day });
    return id;
  }

  it('adds up the portions per dish and size and the items per product, largest first', async () => {
    // before any order: nothing to cook
    const empty = await users.kitchen.http.get('/api/kitchen/production');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ date: todaySaoPaulo(), orders: 0, dishes: [], products: [] });

    await order('confirmed', [['grande', 2, [rice, chicken]]], 3);
    await order('preparing', [
      ['pequeno', 1, [rice, beans]],
      ['grande', 1, [rice, beans, chicken]],
    ]);
    // not the kitchen's: waiting for the shop, already out, cancelled, or another day
    await order('pending', [['grande', 5, [rice]]]);
    await order('ready', [['grande', 5, [rice]]]);
    await order('cancelled', [['grande', 5, [chicken]]]);
    await order('confirmed', [['medio', 5, [beans]]], 0, dayBefore(todaySaoPaulo()));

    const res = await users.staff.http.get('/api/kitchen/production');
    expect(res.status).toBe(200);
    const names = c.dishes.map((d) => d.name);
    expect(res.body).toEqual({
      date: todaySaoPaulo(),
      orders: 2,
      dishes: [
        { name: names[rice], total: 4, by_size: { pequeno: 1, medio: 0, grande: 3, familia: 0 } },
        { name: names[chicken], total: 3, by_size: { pequeno: 0, medio: 0, grande: 3, familia: 0 } },
        { name: names[beans], total: 2, by_size: { pequeno: 1, medio: 0, grande: 1, familia: 0 } },
      ],
      products: [
        // a tie goes by name: Quentinha before Suco
        { product_id: c.quentinha.id, name: c.quentinha.name, category: 'quentinha', size: 'grande', quantity: 3 },
        { product_id: c.drink.id, name: c.drink.name, category: 'bebida', size: 'medio', quantity: 3 },
        { product_id: c.quentinha.id, name: c.quentinha.name, category: 'quentinha', size: 'pequeno', quantity: 1 },
      ],
    });

    // another day by name
    const yesterday = dayBefore(todaySaoPaulo());
    const past = await users.admin.http.get(`/api/kitchen/production?date=${yesterday}`);
    expect(past.body).toMatchObject({ date: yesterday, orders: 1, dishes: [{ name: names[beans], total: 5 }] });
  });

  it('is for the kitchen team only', async () => {
    expect((await guest.get('/api/kitchen/production')).status).toBe(401);
    for (const role of ['delivery', 'customer'] as const)
      expect((await users[role].http.get('/api/kitchen/production')).status).toBe(403);
    for (const role of ['admin', 'staff', 'kitchen'] as const)
      expect((await users[role].http.get('/api/kitchen/production')).status).toBe(200);
  });

  it.each(['2026-02-30', '10/03/2026', 'hoje', '2026-03-10&date=2026-03-11'])(
    'refuses the date %s in Portuguese',
    async (date) => {
      const res = await users.kitchen.http.get(`/api/kitchen/production?date=${date}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^O parâmetro date|^A data da produção/);
    },
  );
});
