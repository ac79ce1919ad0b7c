import { randomUUID } from 'node:crypto';
import type { DashboardDto } from '@quentinha/shared/api/types';
import { Order } from '../../src/modules/orders/order.entity.js';
import type { HttpClient } from '../support/http.js';
import { type OrderCatalog, orderBody } from '../support/order-fixtures.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

/**
 * DECISIONS 10.7: a quentinha whose chosen dishes all have recipes keeps what it really costs
 * (packaging of its size + each dish's portion at that size); any other line keeps the product's
 * own cost. A later price never rewrites an order already placed, and the dashboard's profit uses
 * the costs kept.
 */
describe('orders keep the cost of their boxes from the recipes', () => {
  let bed: OrderTestBed, t: TestApp, c: OrderCatalog, admin: HttpClient;
  let chickenId: string;
  // c.dishes: Arroz Branco, Feijão Carioca, Frango Grelhado, Salada Verde (today's menu)
  const rice = () => c.dishes[0];
  const beans = () => c.dishes[1];
  const chicken = () => c.dishes[2];

  beforeAll(async () => {
    bed = await startOrderTestBed();
    ({ t, c } = bed);
    admin = bed.users.admin.http;
    const ingredient = async (body: Record<string, unknown>) => {
      const res = await admin.post('/api/ingredients', body);
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const riceId = await ingredient({ name: 'Arroz', unit: 'g', purchase_unit_label: 'saco 5 kg', purchase_unit_quantity: 5000, purchase_price: 30 });
    chickenId = await ingredient({
      name: 'Peito de frango',
      unit: 'g',
      purchase_unit_label: 'bandeja 1 kg',
      purchase_unit_quantity: 1000,
      purchase_price: 25,
      correction_factor: 1.25,
    });
    // Arroz Branco: 1000 g x R$ 0,006 / 10 = R$ 0,60 a medio portion
    expect((await admin.put(`/api/dishes/${rice().id}/recipe`, { yield_portions: 10, items: [{ ingredient_id: riceId, quantity: 1000 }] })).body.cost_per_portion).toBe(0.6);
    // Frango Grelhado: 800 g x 1.25 x R$ 0,025 / 10 = R$ 2,50 a medio portion
    expect((await admin.put(`/api/dishes/${chicken().id}/recipe`, { yield_portions: 10, items: [{ ingredient_id: chickenId, quantity: 800 }] })).body.cost_per_portion).toBe(2.5);
    const settings = await admin.put('/api/settings/costing', {
      size_factors: { pequeno: 0.5, medio: 1, grande: 1.5, familia: 2 },
      packaging: { pequeno: 0.5, medio: 0.8, grande: 1, familia: 1.5 },
    });
    expect(settings.status).toBe(200);
  });
  afterAll(() => t.close());

  const place = async (as: HttpClient, items: unknown[], extra: Record<string, unknown> = {}) => {
    const res = await as.post('/api/orders', orderBody(c, { items, ...extra }), { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  /** what the back office reads of each line: unit_cost in reais, by position */
  const linesOf = async (id: string) => {
    const res = await admin.get(`/api/orders/${id}`);
    expect(res.status).toBe(200);
    return res.body.data.items.map((i: { size: string; unit_cost: number; quantity: number }) => [i.size, i.quantity, i.unit_cost]);
  };
  const totalCost = async (id: string) => (await t.db.getRepository(Order).findOneByOrFail({ id })).total_cost_cents;

  const box = (size: string, dishes: string[], quantity = 1) => ({ product_id: c.quentinha.id, quantity, size, chosen_dishes: dishes });
  const drink = () => ({ product_id: c.drink.id, quantity: 1, size: 'medio', chosen_dishes: [] });

  it('worked example: M rice + chicken = R$ 0,80 + 0,60 + 2,50; G = R$ 1,00 + 3,10 x 1.5; a dish without recipe or a drink: the product cost', async () => {
    const id = await place(bed.guest, [
      box('medio', [rice().id, chicken().name], 2),
      box('grande', [rice().id, chicken().id]),
      box('medio', [rice().id, beans().id]),
      drink(),
    ]);
    expect(await linesOf(id)).toEqual([
      ['medio', 2, 3.9],
      ['grande', 1, 5.65],
      // Feijão Carioca has no recipe: the size's own cost (R$ 8,00)
      ['medio', 1, 8],
      ['medio', 1, 2.5],
    ]);
    // 2 x 3,90 + 5,65 + 8,00 + 2,50 = 23,95 (pickup: no fee)
    expect(await totalCost(id)).toBe(2395);
  });

  it('a price change prices the next order and leaves the earlier order as it was', async () => {
    const before = await place(admin, [box('medio', [rice().id, chicken().id])], { status: 'confirmed' });
    expect(await linesOf(before)).toEqual([['medio', 1, 3.9]]);
    const dashboard = async () => (await admin.get<DashboardDto>('/api/analytics/dashboard?period=today')).body.metrics.product_cost;
    const costBefore = await dashboard();

    // chicken goes up to R$ 33,00 a kg: a medio portion now R$ 3,30
    expect((await admin.put(`/api/ingredients/${chickenId}`, { purchase_price: 33 })).status).toBe(200);
    const after = await place(admin, [box('medio', [rice().id, chicken().id])], { status: 'confirmed' });
    expect(await linesOf(after)).toEqual([['medio', 1, 4.7]]);
    expect(await linesOf(before)).toEqual([['medio', 1, 3.9]]);
    expect(await totalCost(before)).toBe(390);

    // the dashboard's product cost adds the new order at its own cost, the old one unchanged
    expect(await dashboard()).toBeCloseTo(costBefore + 4.7, 2);
    expect((await admin.put(`/api/ingredients/${chickenId}`, { purchase_price: 25 })).status).toBe(200);
  });

  it('follows the packaging and size factors saved in Custos at once', async () => {
    expect((await admin.put('/api/settings/costing', { packaging: { pequeno: 0.5, medio: 1.2, grande: 1, familia: 1.5 } })).status).toBe(200);
    const id = await place(bed.guest, [box('pequeno', [chicken().id]), box('medio', [chicken().id])]);
    // P: 0,50 + 2,50 x 0.5 = 1,75; M: 1,20 + 2,50 = 3,70
    expect(await linesOf(id)).toEqual([
      ['pequeno', 1, 1.75],
      ['medio', 1, 3.7],
    ]);
  });

  it('goes back to the product cost once a recipe is removed', async () => {
    expect((await admin.delete(`/api/dishes/${rice().id}/recipe`)).status).toBe(204);
    const id = await place(bed.guest, [box('medio', [rice().id, chicken().id])]);
    expect(await linesOf(id)).toEqual([['medio', 1, 8]]);
  });

  it('never shows the cost to the guest who ordered', async () => {
    const res = await bed.guest.post('/api/orders', orderBody(c, { items: [box('medio', [chicken().id])] }), { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.body)).not.toContain('cost');
  });
});
