import { randomUUID } from 'node:crypto';
import type {
  DashboardDto,
  OrderAnalysisDto,
  OrderDto,
  OrderListResponse,
  ReportsDto,
  WireStatus,
} from '@quentinha/shared/api/types';
import { saleBucket } from '@quentinha/shared/analytics/sales';
import { AnalyticsRepository } from '../../src/modules/analytics/analytics.repository.js';
import { toOrderFilters } from '../../src/modules/orders/order-list-query.js';
import { parseDate, todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { Expense } from '../../src/modules/expenses/expense.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { rebuildSalesLedger } from '../../src/modules/orders/sales-ledger.js';
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
  // A and F are the same customer; B bought before the week (J): both are returning customers
  const PHONES: Record<string, string> = { A: '11900000001', F: '11900000001', B: '11900000002', J: '11900000002' };
  const phoneOf = (letter: string) => PHONES[letter] ?? `1190000${String(letter.charCodeAt(0)).padStart(4, '0')}`;

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
    const body = orderBody(c, {
      items,
      delivery,
      customer: { name: `Cliente ${letter}`, phone: phoneOf(letter) },
      payment: { method: letter === 'E' ? 'credit_card' : 'pix' },
    });
    const res = await admin.post('/api/orders', body, { 'idempotency-key': randomUUID() });
    if (res.status !== 201) throw new Error(`order creation failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids[letter] = res.body.data.id;
    const created = parseDate(at)!;
    await t.db.getRepository(Order).update(ids[letter], { status, created_at: created });
    // status and time were written behind the server's back: the daily sales ledger is summed
    // again from the orders, as the migration that introduced it does
    await rebuildSalesLedger(t.db.manager);
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
      // C near (7,50) + E far (12,00): the other sales were pickups
      delivery_fees: 19.5,
      // no company owes anything (DECISIONS 10.5)
      receivable: 0,
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
    // previous_quantity: the same product and size in the week before (J: 4 grandes on 03-01)
    expect(res.body.top_products).toEqual([
      // drinks are sold in one size: named without a size word (size null)
      { name: 'Suco de Laranja', size: null, quantity: 4, revenue: 24, profit: 14, previous_quantity: 0 },
      { name: 'Quentinha Tradicional', size: 'medio', quantity: 3, revenue: 60, profit: 36, previous_quantity: 0 },
      { name: 'Quentinha Tradicional', size: 'pequeno', quantity: 3, revenue: 45, profit: 27, previous_quantity: 0 },
      { name: 'Quentinha Tradicional', size: 'grande', quantity: 2, revenue: 50, profit: 30, previous_quantity: 4 },
      // same units and revenue as Refrigerante Lata: the name decides, and the 6th is left out
      { name: 'Água Mineral', size: null, quantity: 1, revenue: 3, profit: 2, previous_quantity: 0 },
    ]);
  });

  it('splits the revenue by every product, and the delivery fees make up the rest to the centavo', async () => {
    const res = await admin.get<DashboardDto>(WEEK);
    expect(res.body.revenue_by_product).toEqual([
      { name: 'Quentinha Tradicional', size: 'medio', quantity: 3, revenue: 60 },
      { name: 'Quentinha Tradicional', size: 'grande', quantity: 2, revenue: 50 },
      { name: 'Quentinha Tradicional', size: 'pequeno', quantity: 3, revenue: 45 },
      { name: 'Suco de Laranja', size: null, quantity: 4, revenue: 24 },
      { name: 'Água Mineral', size: null, quantity: 1, revenue: 3 },
      { name: 'Refrigerante Lata', size: null, quantity: 1, revenue: 3 },
    ]);
    const lines = res.body.revenue_by_product.reduce((sum, p) => sum + Math.round(p.revenue * 100), 0);
    // 185,00 of products + 19,50 of fees = 204,50 of revenue
    expect(lines + Math.round(res.body.metrics.delivery_fees * 100)).toBe(Math.round(res.body.metrics.revenue * 100));
  });

  it('lists the 5 newest counted orders in the GET /api/orders shape', async () => {
    const res = await admin.get<DashboardDto>(WEEK);
    expect(res.body.recent_orders.map((o) => o.id)).toEqual(['F', 'E', 'D', 'C', 'B'].map((l) => ids[l]));
    const listed = await admin.get(`/api/orders/${ids.F}`);
    expect(res.body.recent_orders[0]).toEqual(listed.body.data);
    expect(res.body.recent_orders[0].items).toHaveLength(3);
  });

  it('compares with the week before and shows open and cancelled orders apart', async () => {
    const res = await admin.get<DashboardDto>(WEEK);
    // the week before: J (4 grandes, 100.00, cost 40) and the 50.00 expense of 03-01
    expect(res.body.previous).toEqual({
      range: { start_day: '2025-02-23', end_day: '2025-03-01' },
      revenue: 100,
      orders: 1,
      net_profit: 10,
      margin_percent: 10,
    });
    // G pending 100.00 and H awaiting payment 100.00; I cancelled 54.00: none of them in the revenue
    expect(res.body.open).toEqual({ orders: 2, revenue: 200 });
    expect(res.body.cancelled).toEqual({ orders: 1, revenue: 54 });
  });

  describe("'Análise de Pedidos' on the server", () => {
    const RANGE = 'start=2025-03-02&end=2025-03-08';
    const listAll = async (query: string) => {
      const res = await admin.get<OrderListResponse>(`/api/orders?${query}&limit=100`);
      expect(res.status).toBe(200);
      return res.body;
    };

    it('agrees with the dashboard on revenue and counts, and with the list on what matches', async () => {
      const [dashboard, analysis, list] = await Promise.all([
        admin.get<DashboardDto>(WEEK),
        admin.get<OrderAnalysisDto>(`/api/analytics/orders?${RANGE}`),
        listAll(RANGE),
      ]);
      expect(analysis.status).toBe(200);
      expect(analysis.body.sales.orders).toBe(dashboard.body.metrics.orders);
      expect(analysis.body.sales.revenue).toBe(dashboard.body.metrics.revenue);
      expect(analysis.body.open).toEqual(dashboard.body.open);
      expect(analysis.body.cancelled).toEqual(dashboard.body.cancelled);
      // the aggregates equal the sums of the listed orders
      const sales = list.data.filter((o) => saleBucket(o.status) === 'sale');
      const cents = (orders: OrderDto[]) => orders.reduce((sum, o) => sum + Math.round(o.total_amount * 100), 0);
      expect(analysis.body.matched).toBe(list.pagination.total);
      expect(list.pagination.total).toBe(9);
      expect(analysis.body.sales).toEqual({
        orders: sales.length,
        revenue: cents(sales) / 100,
        deliveries: sales.filter((o) => o.is_delivery).length,
        pickups: sales.filter((o) => !o.is_delivery).length,
      });
      expect(analysis.body.sales).toEqual({ orders: 6, revenue: 204.5, deliveries: 2, pickups: 4 });
      expect(analysis.body.by_payment).toEqual([
        { method: 'pix', orders: 5 },
        { method: 'credit_card', orders: 1 },
      ]);
      expect(analysis.body.by_neighborhood.map((n) => n.orders)).toEqual([1, 1]);
      expect(analysis.body.neighborhoods).toEqual(analysis.body.by_neighborhood.map((n) => n.neighborhood).sort());
    });

    it('filters by status, neighbourhood and payment the same way in the list and the summary', async () => {
      const near = (await admin.get<OrderAnalysisDto>(`/api/analytics/orders?${RANGE}`)).body.neighborhoods;
      for (const filter of [
        'status=cancelado',
        'status=confirmed,preparing',
        `neighborhood=${encodeURIComponent(near[0]!)}`,
        'payment_method=credit_card',
      ]) {
        const [analysis, list] = await Promise.all([
          admin.get<OrderAnalysisDto>(`/api/analytics/orders?${RANGE}&${filter}`),
          listAll(`${RANGE}&${filter}`),
        ]);
        expect({ filter, matched: analysis.body.matched }).toEqual({ filter, matched: list.pagination.total });
        expect(list.pagination.total).toBeGreaterThan(0);
      }
      const cancelled = await admin.get<OrderAnalysisDto>(`/api/analytics/orders?${RANGE}&status=cancelado`);
      expect(cancelled.body.sales.orders).toBe(0);
      expect(cancelled.body.cancelled).toEqual({ orders: 1, revenue: 54 });
    });

    it('finds an order by the end of its number, by name and by phone, across every day', async () => {
      const suffix = ids.C.slice(-5).toUpperCase();
      expect((await listAll(`search=${suffix}`)).data.map((o) => o.id)).toEqual([ids.C]);
      expect((await listAll(`search=%23${suffix}`)).data.map((o) => o.id)).toEqual([ids.C]);
      expect((await listAll('search=cliente%20k')).data.map((o) => o.id)).toEqual([ids.K]);
      // A and F share a phone; typed with punctuation
      const byPhone = await listAll(`search=${encodeURIComponent('(11) 90000-0001')}`);
      expect(byPhone.data.map((o) => o.id).sort()).toEqual([ids.A, ids.F].sort());
      // with dates, the search stays inside them
      expect((await listAll(`search=cliente%20k&${RANGE}`)).data).toEqual([]);
      const summary = await admin.get<OrderAnalysisDto>(`/api/analytics/orders?search=${suffix}`);
      expect(summary.body.matched).toBe(1);
      // by its number; letters with digits are a piece of an id, never read as a phone
      const { order_number } = (await admin.get(`/api/orders/${ids.C}`)).body.data;
      expect((await listAll(`search=%23${order_number}`)).data.map((o) => o.id)).toContain(ids.C);
      expect((await listAll('search=zz9000')).data).toEqual([]);
      // % and _ are text, not LIKE wildcards
      expect((await listAll('search=%25')).data).toEqual([]);
      expect((await listAll('search=_')).data).toEqual([]);
    });

    it('streams the CSV of a range with one line per order', async () => {
      const res = await admin.get<string>(`/api/analytics/orders.csv?${RANGE}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/csv/);
      expect(res.headers.get('content-disposition')).toMatch(
        /attachment; filename="analise-pedidos-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      // fetch's text() drops a byte-order mark: read the bytes
      const raw = await fetch(`${admin.baseUrl}/api/analytics/orders.csv?${RANGE}`, {
        headers: { cookie: admin.cookieHeader },
      });
      const bytes = Buffer.from(await raw.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Pedido;Data;Cliente;WhatsApp;Status;Tipo;Bairro;Pagamento;Total;Itens;Taxa de entrega;Motivo do cancelamento;Entregador',
      );
      expect(lines).toHaveLength(1 + 9);
      const lineC = lines.find((l) => l.startsWith(ids.C.slice(-6)))!;
      expect(lineC).toBe(
        `${ids.C.slice(-6)};04/03/2025 23:30;Cliente C;${phoneOf('C')};Entregue;Entrega;${lineC.split(';')[6]};PIX;32,50;${lineC.split(';')[9]};7,50;;`,
      );
      expect(lineC.split(';')[9]).toBe('1x Quentinha Tradicional G (Arroz Branco)');
    });

    it('pages the CSV by keyset: small batches give every order once, newest first', async () => {
      const match = toOrderFilters({ start: '2025-03-02', end: '2025-03-08' });
      const seen: string[] = [];
      for await (const batch of t.app.get(AnalyticsRepository).csvBatches(match, 2))
        seen.push(...batch.map((o) => o.id));
      expect(seen).toEqual((await listAll(RANGE)).data.map((o) => o.id));
    });

    it('refuses a bad filter with a 400 in Portuguese', async () => {
      for (const query of ['status=talvez', 'start=2025-02-30', `search=${'x'.repeat(101)}`, 'page_size=3']) {
        for (const path of ['/api/analytics/orders', '/api/analytics/orders.csv']) {
          const res = await admin.get(`${path}?${query}`);
          expect({ path, query, status: res.status }).toEqual({ path, query, status: 400 });
          expect(isPortugueseError(res.body)).toBe(true);
        }
      }
      expect((await staff.get(`/api/analytics/orders.csv?${RANGE}`)).status).toBe(403);
    });
  });

  describe("'Relatórios'", () => {
    const REPORTS = '/api/analytics/reports?period=custom&start=2025-03-02&end=2025-03-08';
    const minutesAfter = (at: string, minutes: number) => new Date(parseDate(at)!.getTime() + minutes * 60_000);

    beforeAll(async () => {
      // the path of C and E as the kitchen and two couriers walked it (the step times OrderUpdater keeps)
      const orders = t.db.getRepository(Order);
      await orders.update(ids.C, {
        confirmed_at: minutesAfter('2025-03-04T23:30', 0),
        ready_at: minutesAfter('2025-03-04T23:30', 20),
        delivering_at: minutesAfter('2025-03-04T23:30', 25),
        delivered_at: minutesAfter('2025-03-04T23:30', 40),
        delivery_user_name: 'Bia',
      });
      await orders.update(ids.E, {
        confirmed_at: minutesAfter('2025-03-07T18:00', 0),
        ready_at: minutesAfter('2025-03-07T18:00', 30),
        delivering_at: minutesAfter('2025-03-07T18:00', 31),
        delivered_at: minutesAfter('2025-03-07T18:00', 61),
        delivery_user_name: 'Carlos',
      });
    });

    it('records when an order first reaches each step of its path', async () => {
      const res = await admin.post('/api/orders', orderBody(c), { 'idempotency-key': randomUUID() });
      const id = res.body.data.id;
      const row = () => t.db.getRepository(Order).findOneByOrFail({ id });
      expect(await row()).toMatchObject({ confirmed_at: null, ready_at: null });
      for (const status of ['confirmed', 'preparing', 'ready'])
        expect((await admin.put(`/api/orders/${id}/status`, { status })).status).toBe(200);
      const first = await row();
      expect(first.confirmed_at).not.toBeNull();
      expect(first.ready_at!.getTime()).toBeGreaterThanOrEqual(first.confirmed_at!.getTime());
      // back to confirmed and on again: the first arrival stays
      await admin.put(`/api/orders/${id}/status`, { status: 'confirmed' });
      await admin.put(`/api/orders/${id}/status`, { status: 'ready' });
      const again = await row();
      expect(again.confirmed_at).toEqual(first.confirmed_at);
      expect(again.ready_at).toEqual(first.ready_at);
    });

    it('gives the figures an owner plans the rush with', async () => {
      const res = await admin.get<ReportsDto>(REPORTS);
      expect(res.status).toBe(200);
      expect(res.body.orders).toBe(6);
      expect(res.body.average_ticket).toBe(34.08); // 204.50 / 6
      // one dish in every quentinha: A 2 + C 1 + D 1 + 1 + E 2 + F 1
      expect(res.body.dishes).toEqual([{ dish: c.dishes[0].name, portions: 8 }]);
      // Sao Paulo weekdays (0 = Sunday) and hours; C at 23:30 is still Tuesday
      expect(res.body.by_hour).toEqual([
        { weekday: 0, hour: 12, orders: 1 },
        { weekday: 2, hour: 10, orders: 1 },
        { weekday: 2, hour: 23, orders: 1 },
        { weekday: 4, hour: 9, orders: 1 },
        { weekday: 5, hour: 18, orders: 1 },
        { weekday: 6, hour: 23, orders: 1 },
      ]);
      expect(res.body.customers).toEqual({ total: 5, returning: 2, new: 3 });
      expect(res.body.kitchen).toEqual({ orders: 2, average_minutes: 25 });
      expect(res.body.couriers).toEqual([
        { courier: 'Bia', deliveries: 1, average_minutes: 15 },
        { courier: 'Carlos', deliveries: 1, average_minutes: 30 },
      ]);
    });

    it('is admin-only and reads the period like the dashboard', async () => {
      expect((await staff.get(REPORTS)).status).toBe(403);
      const bad = await admin.get('/api/analytics/reports?period=ontem');
      expect(bad.status).toBe(400);
      expect(isPortugueseError(bad.body)).toBe(true);
      const empty = await admin.get<ReportsDto>('/api/analytics/reports?period=custom&start=2024-02-28&end=2024-03-01');
      expect(empty.body).toMatchObject({ orders: 0, average_ticket: 0, dishes: [], by_hour: [], couriers: [] });
      expect(empty.body.kitchen).toEqual({ orders: 0, average_minutes: null });
    });
  });

  it('compares top products with the previous period of any length', async () => {
    // the year to 2025-03-08 holds J's 4 grandes (03-01) and 2 more; the year before it nothing
    const year = await admin.get<DashboardDto>('/api/analytics/dashboard?period=custom&start=2024-03-09&end=2025-03-08');
    const grande = year.body.top_products.find((p) => p.name === 'Quentinha Tradicional' && p.size === 'grande');
    expect(grande).toMatchObject({ quantity: 6, previous_quantity: 0 });
    // the year after compares with that one
    const next = await admin.get<DashboardDto>('/api/analytics/dashboard?period=custom&start=2025-03-09&end=2026-03-08');
    expect(next.body.previous.range).toEqual({ start_day: '2024-03-09', end_day: '2025-03-08' });
    expect(next.body.top_products).toEqual([
      { name: 'Quentinha Tradicional', size: 'grande', quantity: 4, revenue: 100, profit: 60, previous_quantity: 6 },
    ]);
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
      delivery_fees: 0,
      receivable: 0,
    });
    expect(res.body.sales_by_day.map((d) => d.day)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(res.body.top_products).toEqual([]);
    expect(res.body.revenue_by_product).toEqual([]);
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
