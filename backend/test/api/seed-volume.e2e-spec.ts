import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderDto, Role } from '@quentinha/shared/api/types';
import { periodRange } from '@quentinha/shared/dates/sao-paulo';
import { SALE_STATUSES } from '@quentinha/shared/orders/status';
import { canTransition } from '@quentinha/shared/orders/transitions';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/config.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { generateVolume, type VolumeSummary } from '../../src/tools/volume/volume-generator.js';
import { Factories } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { startTestApp, type TestApp, usingPostgres } from '../support/test-app.js';

/** An empty database (a temporary SQLite file, or a new PostgreSQL database with TEST_DATABASE_URL). */
async function emptyDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'quentinha-volume-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (!usingPostgres()) return { env: { DATABASE_PATH: join(dir, 'volume.sqlite') }, drop: async () => removeDir() };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `qt_volume_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = async (sql: string) => {
    const ds = new DataSource({ type: 'postgres', url: adminUrl });
    await ds.initialize();
    await ds.query(sql);
    await ds.destroy();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDir();
    },
  };
}

async function allPages(http: HttpClient, query: string): Promise<{ orders: OrderDto[]; total: number }> {
  const orders: OrderDto[] = [];
  for (let page = 1; ; page++) {
    const res = await http.get(`/api/orders?${query}&limit=100&page=${page}`);
    expect(res.status).toBe(200);
    orders.push(...res.body.data);
    if (page >= res.body.pagination.pages) return { orders, total: res.body.pagination.total };
  }
}

// npm run seed:volume on an empty database, then the app on top: what the owner would see.
describe('seed:volume', () => {
  let target: Awaited<ReturnType<typeof emptyDatabase>>;
  let summary: VolumeSummary;
  let t: TestApp;
  let admin: HttpClient;
  let range: ReturnType<typeof periodRange>;
  /** the generated orders, as GET /api/orders lists them */
  let generated: OrderDto[];
  let listedTotal: number;

  beforeAll(async () => {
    target = await emptyDatabase();
    summary = await generateVolume(generatorConfig(), { days: 3, perDay: 20, seed: 7 });
    t = await startTestApp(target.env);
    admin = (await new Factories(t).newUser({ role: 'admin' })).http;
    range = periodRange('custom', { start: summary.firstDay, end: summary.lastDay });
    const listed = await allPages(admin, `start=${summary.firstDay}&end=${summary.lastDay}`);
    listedTotal = listed.total;
    generated = listed.orders.filter(
      (o) => o.order_number >= summary.firstNumber! && o.order_number <= summary.lastNumber!,
    );
  });
  afterAll(async () => {
    await t?.close();
    await target?.drop();
  });

  /** what `npm run seed:volume` reads from the environment, aimed at the test database */
  const generatorConfig = () =>
    loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      FRONTEND_DIST: '',
      ...target.env,
    });
  const guest = () => new Factories(t).anonymous();
  const createdInRange = () =>
    t.db
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.created_at BETWEEN :start AND :end', { start: range.start.getTime(), end: range.end.getTime() });

  it('migrates the empty database, creates the demo business and writes three days of orders', async () => {
    expect(summary).toMatchObject({ seeded: true, days: 3 });
    // two whole days (a Sunday is quiet) and today up to now
    expect(summary.orders).toBeGreaterThan(15);
    expect(summary.lastNumber! - summary.firstNumber! + 1).toBe(summary.orders);
    const login = await guest().post('/api/auth/login', { email: 'admin@quentinha.com.br', password: 'Quentinha123' });
    expect(login.status).toBe(200);
  });

  it('lists every generated order in GET /api/orders for those days', async () => {
    expect(generated).toHaveLength(summary.orders);
    expect(listedTotal).toBe(await createdInRange().getCount());
    const days = new Set(generated.map((o) => o.order_date));
    expect(days.has(summary.firstDay)).toBe(true);
    for (const day of days) expect(day >= summary.firstDay && day <= summary.lastDay).toBe(true);
  });

  it("makes the orders' people customers, one per number (DECISIONS 10.1)", async () => {
    const numbers = new Set(generated.map((o) => o.whatsapp));
    const [unlinked] = (await t.db.query('SELECT COUNT(*) AS n FROM orders WHERE customer_id IS NULL')) as { n: unknown }[];
    expect(Number(unlinked.n)).toBe(0);
    const listed = await admin.get('/api/customers?limit=100');
    expect(listed.status).toBe(200);
    // the demo business's own orders bring their people too
    expect(listed.body.pagination.total).toBeGreaterThanOrEqual(numbers.size);
    const one = generated[0];
    const found = await admin.get(`/api/customers?search=${one.whatsapp}`);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0].orders_count).toBe(generated.filter((o) => o.whatsapp === one.whatsapp && o.status !== 'cancelled').length);
  });

  it('counts on the dashboard exactly the orders with a sale status', async () => {
    const res = await admin.get(
      `/api/analytics/dashboard?period=custom&start=${summary.firstDay}&end=${summary.lastDay}`,
    );
    expect(res.status).toBe(200);
    const sales = await createdInRange().andWhere('o.status IN (:...sales)', { sales: SALE_STATUSES }).getCount();
    expect(res.body.metrics.orders).toBe(sales);
    expect(sales).toBeGreaterThan(0);
  });

  it('puts no order, and no step of one, in the future', async () => {
    const now = Date.now();
    const today = await allPages(admin, 'period=today');
    for (const o of today.orders) {
      expect(Date.parse(o.created_at)).toBeLessThanOrEqual(now);
      expect(o.order_date).toBe(summary.lastDay);
    }
    for (const o of generated) {
      expect(Date.parse(o.updated_at)).toBeLessThanOrEqual(now);
      for (const step of o.status_history) expect(Date.parse(step.at)).toBeLessThanOrEqual(now);
    }
  });

  it('writes orders the server could have written: prices, totals, dishes, couriers, history', async () => {
    const team = (await admin.get('/api/users')).body as { id: string; role: Role }[];
    const roleOf = new Map(team.map((u) => [u.id, u.role]));
    const cents = (reais: number) => Math.round(reais * 100);
    for (const o of generated) {
      const label = `#${o.order_number}`;
      const subtotal = o.items.reduce((sum, i) => sum + i.quantity * cents(i.unit_price), 0);
      const cost = o.items.reduce((sum, i) => sum + i.quantity * cents(i.unit_cost), 0);
      expect([label, cents(o.subtotal), cents(o.total_amount), cents(o.total_cost)]).toEqual([
        label,
        subtotal,
        subtotal + cents(o.delivery_fee),
        cost + cents(o.delivery_fee),
      ]);
      for (const item of o.items) {
        if (item.category === 'quentinha') expect(item.chosen_dishes.length).toBeGreaterThanOrEqual(1);
        else expect(item.chosen_dishes).toEqual([]);
        expect(new Set(item.chosen_dishes).size).toBe(item.chosen_dishes.length);
      }
      expect(o.is_delivery).toBe(o.delivery_neighborhood_id !== null);
      const history = o.status_history;
      expect(history[0].from).toBeNull();
      expect(history[history.length - 1].to).toBe(o.status);
      // every step is one the acting person's role may take (a guest cancels as a customer)
      for (const step of history.slice(1)) {
        const role = step.by_user_id ? roleOf.get(step.by_user_id) : 'customer';
        expect([label, step.from, step.to, role, canTransition(role!, step.from!, step.to, o)]).toEqual([
          label,
          step.from,
          step.to,
          role,
          true,
        ]);
      }
      const onTheRoad = history.some((s) => s.to === 'delivering');
      expect(o.delivery_user_id !== null).toBe(onTheRoad);
      if (o.status === 'delivered') expect(o.payment_status).toBe('paid');
      if (o.status === 'cancelled') expect(o.cancel_reason).toEqual(expect.any(String));
    }
    const statuses = new Set(generated.map((o) => o.status));
    expect(statuses.has('delivered')).toBe(true);
    expect(generated.some((o) => !o.is_delivery) && generated.some((o) => o.is_delivery)).toBe(true);
  });

  /** A guest's checkout of one box of today's menu, picked up at the counter. */
  async function checkout(name: string) {
    const { products } = (await admin.get('/api/products')).body;
    const menu = (await admin.get('/api/dailymenus/today')).body;
    const box = products.find((p: { category: string }) => p.category === 'quentinha');
    return guest().post('/api/orders', {
      customer: { name, phone: '11987654321' },
      items: [{ product_id: box.id, quantity: 1, size: box.sizes[0].name, chosen_dishes: [menu.dishes[0].name] }],
      delivery: { type: 'pickup' },
      payment: { method: 'pix' },
    });
  }

  it('gives the next checkout the next order number', async () => {
    const res = await checkout('Cliente Depois do Volume');
    expect(res.status).toBe(201);
    expect(res.body.data.order_number).toBe(summary.lastNumber! + 1);
  });

  // PostgreSQL: the generator's connection and the app's really run side by side. SQLite in one
  // process takes turns between days; two processes on one file: see volume-generator.ts
  it('runs beside the running server: every checkout succeeds and the counter stays ahead', async () => {
    const running = generateVolume(generatorConfig(), { days: 2, perDay: 60, seed: 8 });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await checkout('Cliente Durante o Volume')).status);
    // a number taken twice would have failed one of the inserts on the unique index
    expect((await running).orders).toBeGreaterThan(0);
    expect(statuses).toEqual(statuses.map(() => 201));
    const highest = await t.db.getRepository(Order).maximum('order_number');
    expect((await checkout('Cliente Depois do Volume')).body.data.order_number).toBe(highest! + 1);
  });
});
