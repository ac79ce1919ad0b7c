import { randomUUID } from 'node:crypto';
import type { DashboardDto, ReportsDto } from '@quentinha/shared/api/types';
import { fillLedger } from '../../src/common/database/migrations/1795626837880-sales-ledger.js';
import { DailyDishSales, DailyProductSales } from '../../src/modules/orders/daily-sales.entities.js';
import { rebuildSalesLedger } from '../../src/modules/orders/sales-ledger.js';
import type { HttpClient } from '../support/http.js';
import { type OrderCatalog, orderBody } from '../support/order-fixtures.js';
import { startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The daily sales ledger behind 'Produtos Mais Vendidos' and 'Pratos Vendidos' follows every
 * change that makes or unmakes a sale, through the API, and always equals what summing the orders
 * again gives (SQLite and PostgreSQL).
 */
describe('daily sales ledger', () => {
  let t: TestApp;
  let c: OrderCatalog;
  let admin: HttpClient;

  beforeAll(async () => {
    const bed = await startOrderTestBed();
    ({ t, c } = bed);
    admin = bed.users.admin.http;
  });
  afterAll(() => t.close());

  // 2 medium boxes (rice + the third dish) and a juice, as orderBody places them
  const place = async (extra: Record<string, unknown> = {}) => {
    const res = await admin.post('/api/orders', orderBody(c, extra), { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  const setStatus = async (id: string, status: string) =>
    expect((await admin.put(`/api/orders/${id}/status`, { status })).status).toBe(200);
  const boxesSold = async () => {
    const res = await admin.get<DashboardDto>('/api/analytics/dashboard?period=today');
    return res.body.top_products.find((p) => p.name === c.quentinha.name && p.size === 'medio')?.quantity ?? 0;
  };
  const portionsOf = async (dish: string) => {
    const res = await admin.get<ReportsDto>('/api/analytics/reports?period=today');
    return res.body.dishes.find((d) => d.dish === dish)?.portions ?? 0;
  };
  const ledger = async () => ({
    products: await t.db.getRepository(DailyProductSales).find({ order: { day: 'ASC', product_name: 'ASC', size: 'ASC' } }),
    dishes: (await t.db.getRepository(DailyDishSales).find({ order: { day: 'ASC', dish: 'ASC' } })).filter(
      (d) => d.portions !== 0,
    ),
  });

  it('counts an order while it is a sale, and only then', async () => {
    const chicken = c.dishes[2].name;
    const pending = await place();
    expect([await boxesSold(), await portionsOf(chicken)]).toEqual([0, 0]);

    await setStatus(pending, 'confirmed');
    expect([await boxesSold(), await portionsOf(chicken)]).toEqual([2, 2]);
    await setStatus(pending, 'preparing'); // still a sale: counted once
    expect(await boxesSold()).toBe(2);

    await setStatus(pending, 'cancelled');
    expect([await boxesSold(), await portionsOf(chicken)]).toEqual([0, 0]);
    await setStatus(pending, 'confirmed'); // the admin reopens it
    expect(await boxesSold()).toBe(2);

    // a phone order may be born confirmed: a sale at once
    const phone = await place({ status: 'confirmed' });
    expect([await boxesSold(), await portionsOf(chicken)]).toEqual([4, 4]);

    expect((await admin.delete(`/api/orders/${phone}`)).status).toBe(204);
    expect([await boxesSold(), await portionsOf(chicken)]).toEqual([2, 2]);

    // what the changes left equals the orders summed again (as the migration fills it)
    const kept = await ledger();
    await rebuildSalesLedger(t.db.manager);
    expect(await ledger()).toEqual(kept);
  });

  it('is filled by its migration (a frozen copy of the rules) exactly as the orders keep it', async () => {
    // sales, an open order and a cancelled one, beside what the test above left
    await place({ status: 'confirmed' });
    await place();
    const cancelled = await place({ status: 'confirmed' });
    await setStatus(cancelled, 'cancelled');
    const sums = async () => {
      const { products, dishes } = await ledger();
      return { products: products.filter((p) => p.quantity !== 0), dishes };
    };
    const kept = await sums();
    expect(kept.products.length).toBeGreaterThan(1);
    expect(kept.dishes.length).toBeGreaterThan(1);
    await t.db.query('DELETE FROM "daily_product_sales"');
    await t.db.query('DELETE FROM "daily_dish_sales"');
    await fillLedger(t.db.manager);
    expect(await sums()).toEqual(kept);
  });
});
