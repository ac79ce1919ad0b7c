import { randomUUID } from 'node:crypto';
import type { DashboardDto, WireStatus } from '@quentinha/shared/api/types';
import { parseDate, todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { Expense } from '../../src/modules/expenses/expense.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Product } from '../../src/modules/products/product.entity.js';
import { Factories } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { isPortugueseError } from '../support/malformed.js';
import { type OrderCatalog, orderBody, seedOrderCatalog } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A fixed past week, Sunday 2025-03-02 to Saturday 2025-03-08 (Sao Paulo), so nothing depends on today.
const WEEK = '/api/analytics/dashboard?period=custom&start=2025-03-02&end=2025-03-08';

describe('analytics dashboard API', () => {
  let t: TestApp;
  let c: OrderCatalog;
  let anon: HttpClient;
  let admin: HttpClient;
  let staff: HttpClient;
  let customer: HttpClient;
  let delivery: HttpClient;
  let water: Product;
  let soda: Product;
  /** order ids by letter, see the data set below */
  const ids: Record<string, string> = {};

  type Line = { product: Product; size: string; quantity: number; dishes?: boolean };
  /** Creates an order over HTTP (server-side prices), then sets its status and Sao Paulo creation time. */
  async function orderAt(letter: string, at: string, status: WireStatus, lines: Line[], fee?: 'near' | 'far') {
    const delivery = fee
      ? {
          type: 'delivery',
          address: 'Rua das Flores, 10',
          neighborhood: (fee === 'near' ? c.neighborhood : c.farNeighborhood).id,
        }
      : { type: 'pickup' };
    const items = lines.map((l) => ({
      product_id: l.product.id,
      size: l.size,
      quantity: l.quantity,
      chosen_dishes: l.product.category === 'quentinha' ? [c.dishes[0].id] : [],
    }));
    const res = await admin.post('/api/orders', orderBody(c, { items, delivery }), { 'idempotency-key': randomUUID() });
    if (res.status !== 201) throw new Error(`order creation failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids[letter] = res.body.data.id;
    await t.db.getRepository(Order).update(ids[letter], { status, created_at: parseDate(at)! });
  }

  async function expense(date: string, amount_cents: number, active = true) {
    const repo = t.db.getRepository(Expense);
    await repo.save(repo.create({ description: `Despesa ${date}`, amount_cents, category: 'outros', date, active }));
  }

  beforeAll(async () => {
    t = await startTestApp();
    const f = new Factories(t);
    anon = f.anonymous();
    [admin, staff, customer, delivery] = await f.staffAndCustomers();
    c = await seedOrderCatalog(t);
    const products = t.db.getRepository(Product);
    const drink = (name: string, price_cents: number, cost_cents: number) =>
      products.save(
        products.create({
          name,
          category: 'bebida',
          sizes: [{ name: 'medio', price_cents, cost_cents }],
          max_items_per_quentinha: 3,
          active: true,
          description: '',
        }),
      );
    water = await drink('Água Mineral', 300, 100);
    soda = await drink('Refrigerante Lata', 300, 120);
    const q = c.quentinha;
    // prices: quentinha P 15 / M 20 / G 25 (cost 6 / 8 / 10), suco 6 (2.50), fee near 7.50, far 12
    // counted, inside the week
    await orderAt('A', '2025-03-02T12:00', 'confirmed', [
      { product: q, size: 'medio', quantity: 2 },
      { product: c.drink, size: 'medio', quantity: 1 },
    ]); // 46.00, cost 18.50
    await orderAt('B', '2025-03-04T10:00', 'preparing', [{ product: c.drink, size: 'medio', quantity: 3 }]); // 18.00, cost 7.50
    // 23:30 in Sao Paulo is already 03-05 in UTC: still Tuesday 03-04 on the chart
    await orderAt('C', '2025-03-04T23:30', 'delivered', [{ product: q, size: 'grande', quantity: 1 }], 'near'); // 32.50, cost 10
    await orderAt('D', '2025-03-06T09:00', 'ready', [
      { product: q, size: 'pequeno', quantity: 1 },
      { product: q, size: 'grande', quantity: 1 },
    ]); // 40.00, cost 16
    await orderAt('E', '2025-03-07T18:00', 'delivering', [{ product: q, size: 'pequeno', quantity: 2 }], 'far'); // 42.00, cost 12
    await orderAt('F', '2025-03-08T23:59:59', 'delivered', [
      { product: q, size: 'medio', quantity: 1 },
      { product: water, size: 'medio', quantity: 1 },
      { product: soda, size: 'medio', quantity: 1 },
    ]); // 26.00, cost 10.20
    // not counted: wrong status, or outside the week in Sao Paulo time
    await orderAt('G', '2025-03-03T12:00', 'pending', [{ product: q, size: 'medio', quantity: 5 }]);
    await orderAt('H', '2025-03-05T12:00', 'awaiting_payment', [{ product: q, size: 'medio', quantity: 5 }]);
    await orderAt('I', '2025-03-05T13:00', 'cancelled', [{ product: c.drink, size: 'medio', quantity: 9 }]);
    await orderAt('J', '2025-03-01T23:59', 'confirmed', [{ product: q, size: 'grande', quantity: 4 }]); // 03-02 in UTC
    await orderAt('K', '2025-03-09T00:00', 'delivered', [{ product: q, size: 'grande', quantity: 4 }]);
    await expense('2025-03-02', 4000);
    await expense('2025-03-08', 1535);
    await expense('2025-03-05', 99900, false); // inactive
    await expense('2025-03-01', 5000);
    await expense('2025-03-09', 3000);
  });
  afterAll(() => t.close());

  it('is admin-only: 401 for a guest, 403 for staff, customers and couriers', async () => {
    expect((await anon.get(WEEK)).status).toBe(401);
    for (const who of [staff, customer, delivery]) {
      const res = await who.get(WEEK);
      expect(res.status).toBe(403);
      expect(isPortugueseError(res.body)).toBe(true);
    }
    expect((await admin.get(WEEK)).status).toBe(200);
  });

  it('sums revenue (fees included), product cost and expenses of the range in centavos', async () => {
    const res = await admin.get<DashboardDto>(WEEK);
    expect(res.status).toBe(200);
    expect(res.body.range).toEqual({ start_day: '2025-03-02', end_day: '2025-03-08' });
    // revenue 204.50 - cost 74.20 - expenses (40 + 15.35) = 74.95; 74.95 / 204.50 = 36.65%
    expect(res.body.metrics).toEqual({
      revenue: 204.5,
      orders: 6,
      product_cost: 74.2,
      expenses: 55.35,
      net_profit: 74.95,
      margin_percent: 36.7,
    });
  });

  it('gives every Sao Paulo day of the range, oldest first, zero days included', async () => {
    const res = await admin.get<DashboardDto>(WEEK);
    expect(res.body.sales_by_day).toEqual([
      { day: '2025-03-02', revenue: 46, orders: 1 },
      { day: '2025-03-03', revenue: 0, orders: 0 },
      { day: '2025-03-04', revenue: 50.5, orders: 2 },
      { day: '2025-03-05', revenue: 0, orders: 0 },
      { day: '2025-03-06', revenue: 40, orders: 1 },
      { day: '2025-03-07', revenue: 42, orders: 1 },
      { day: '2025-03-08', revenue: 26, orders: 1 },
    ]);
  });

  it('ranks the top 5 products by units, then revenue, then name, with profit per product and size', async () => {
    const res = await admin.get<DashboardDto>(WEEK);
    expect(res.body.top_products).toEqual([
      { name: 'Suco de Laranja', size: 'medio', quantity: 4, revenue: 24, profit: 14 },
      { name: 'Quentinha Tradicional', size: 'medio', quantity: 3, revenue: 60, profit: 36 },
      { name: 'Quentinha Tradicional', size: 'pequeno', quantity: 3, revenue: 45, profit: 27 },
      { name: 'Quentinha Tradicional', size: 'grande', quantity: 2, revenue: 50, profit: 30 },
      // same units and revenue as Refrigerante Lata: the name decides, and the 6th is left out
      { name: 'Água Mineral', size: 'medio', quantity: 1, revenue: 3, profit: 2 },
    ]);
  });

  it('lists the 5 newest counted orders in the GET /api/orders shape', async () => {
    const res = await admin.get<DashboardDto>(WEEK);
    expect(res.body.recent_orders.map((o) => o.id)).toEqual(['F', 'E', 'D', 'C', 'B'].map((l) => ids[l]));
    const listed = await admin.get(`/api/orders/${ids.F}`);
    expect(res.body.recent_orders[0]).toEqual(listed.body.data);
    expect(res.body.recent_orders[0].items).toHaveLength(3);
  });

  it('answers zeros for a range without sales', async () => {
    const res = await admin.get<DashboardDto>('/api/analytics/dashboard?period=custom&start=2024-02-28&end=2024-03-01');
    expect(res.status).toBe(200);
    expect(res.body.metrics).toEqual({
      revenue: 0,
      orders: 0,
      product_cost: 0,
      expenses: 0,
      net_profit: 0,
      margin_percent: 0,
    });
    expect(res.body.sales_by_day.map((d) => d.day)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(res.body.top_products).toEqual([]);
    expect(res.body.recent_orders).toEqual([]);
  });

  it('starts dashboard weeks on Sunday and defaults to this month', async () => {
    const today = todaySaoPaulo();
    const week = await admin.get<DashboardDto>('/api/analytics/dashboard?period=thisWeek');
    expect(week.status).toBe(200);
    const { start_day, end_day } = week.body.range;
    expect(new Date(`${start_day}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(week.body.sales_by_day.map((d) => d.day)).toHaveLength(7);
    expect(week.body.sales_by_day[6].day).toBe(end_day);
    expect(start_day <= today && today <= end_day).toBe(true);

    const month = await admin.get<DashboardDto>('/api/analytics/dashboard');
    expect(month.status).toBe(200);
    expect(month.body.range.start_day).toBe(`${today.slice(0, 8)}01`);
  });

  it('refuses a bad period or date with a 400 in Portuguese', async () => {
    const cases: [string, RegExp][] = [
      ['period=ontem', /Período inválido/],
      ['period=custom&start=2025-02-30&end=2025-03-08', /Data inválida: "2025-02-30"/],
      ['period=custom&start=02/03/2025', /Data inválida/],
      ['period=custom', /Informe a data inicial ou final/],
      ['period=custom&start=2020-01-01&end=2025-01-01', /no máximo 366 dias/],
      ['period=today&period=thisWeek', /period deve ser informado uma única vez/],
      ['limit=5', /não é permitido/],
    ];
    for (const [query, message] of cases) {
      const res = await admin.get(`/api/analytics/dashboard?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(isPortugueseError(res.body)).toBe(true);
      expect(res.body.message).toMatch(message);
    }
  });
});
