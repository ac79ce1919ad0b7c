import { randomUUID } from 'node:crypto';
import type { RepeatOrderDto } from '@quentinha/shared/customers/types';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { DailyMenu } from '../../src/modules/daily-menus/daily-menu.entity.js';
import { Dish } from '../../src/modules/dishes/dish.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Product } from '../../src/modules/products/product.entity.js';
import type { HttpClient } from '../support/http.js';
import { orderBody } from '../support/order-fixtures.js';
import { startOrderTestBed, type OrderTestBed } from '../support/order-test-bed.js';

/**
 * DECISIONS 10.3: 'Pedir de novo' fills today's cart from an old order at today's prices, naming
 * what today lacks; 'o de sempre' is the number's most frequent box among its last delivered
 * orders. Nothing is ordered by these routes.
 */
describe("'Pedir de novo' and 'o de sempre'", () => {
  let bed: OrderTestBed;
  let admin: HttpClient;
  beforeAll(async () => {
    bed = await startOrderTestBed();
    admin = bed.users.admin.http;
    // Frango is the box's protein: the reason then says which kind of dish to pick instead
    await bed.t.db.getRepository(Dish).update(bed.c.dishes[2].id, { type: 'Proteína' });
  });
  afterAll(() => bed.t.close());

  const order = async (as: HttpClient, phone: string, extra: Record<string, unknown> = {}) => {
    const res = await as.post('/api/orders', orderBody(bed.c, { customer: { name: 'Joana Regular', phone }, ...extra }), {
      'idempotency-key': randomUUID(),
    });
    expect(res.status).toBe(201);
    return res.body.data as { id: string; tracking_token: string };
  };
  const deliver = (id: string) => bed.t.db.getRepository(Order).update(id, { status: 'delivered' });
  const box = (dishes: string[], quantity = 1) => ({
    items: [{ product_id: bed.c.quentinha.id, quantity, size: 'medio', chosen_dishes: dishes }],
  });
  const orderCount = () => bed.t.db.getRepository(Order).count();

  it('is the order’s own customer account, the owner or the staff; anyone else’s order is not found', async () => {
    const mine = await order(bed.users.customer.http, '11955550001');
    const path = `/api/orders/${mine.id}/repeat`;
    for (const who of [admin, bed.users.staff.http, bed.users.customer.http]) expect((await who.get(path)).status).toBe(200);
    const stranger = await bed.f.newUser({ role: 'customer' });
    expect((await stranger.http.get(path)).status).toBe(404);
    expect((await bed.users.kitchen.http.get(path)).status).toBe(403);
    expect((await bed.users.delivery.http.get(path)).status).toBe(403);
    expect((await bed.guest.get(path)).status).toBe(401);
    expect((await admin.get(`/api/orders/${randomUUID()}/repeat`)).status).toBe(404);
    expect((await bed.guest.get(`/api/orders/track/${'z'.repeat(43)}/repeat`)).status).toBe(404);
    expect((await bed.guest.get(`/api/orders/track/${mine.tracking_token ?? 'x'.repeat(43)}/repeat`)).status).toBe(mine.tracking_token ? 200 : 404);
  });

  it("'o de sempre' is the box ordered most often among the last delivered orders; a tie goes to the newest", async () => {
    const phone = '11955550002';
    const usual = ['Arroz Branco', 'Feijão Carioca'];
    const a = await order(bed.users.customer.http, phone, box(usual));
    const b = await order(bed.users.customer.http, phone, box(['Feijão Carioca', 'Arroz Branco'], 2));
    const c = await order(bed.users.customer.http, phone, box(['Salada Verde']));
    const notYet = await order(bed.users.customer.http, phone, box(['Frango Grelhado']));
    for (const o of [a, b, c]) await deliver(o.id);

    const before = await orderCount();
    const mine = await bed.users.customer.http.get<RepeatOrderDto>('/api/me/usual');
    expect(mine.status).toBe(200);
    // the usual's newest order (2 boxes), its set of dishes whatever the order they were picked in
    expect(mine.body.items).toEqual([expect.objectContaining({ product_id: bed.c.quentinha.id, size: 'medio', quantity: 2 })]);
    expect([...mine.body.items[0].chosen_dishes].sort()).toEqual([...usual].sort());
    expect(mine.body.missing).toEqual([]);
    expect(await orderCount()).toBe(before);
    // the same through the tracking link of any of that number's orders (here: one not delivered)
    const tracked = await bed.guest.get<RepeatOrderDto>(`/api/orders/track/${notYet.tracking_token}/usual`);
    expect(tracked.status).toBe(200);
    expect(tracked.body).toEqual(mine.body);

    // a tie: one box each, the newest wins
    const tiePhone = '11955550003';
    const first = await order(bed.guest, tiePhone, box(['Arroz Branco']));
    const second = await order(bed.guest, tiePhone, box(['Salada Verde']));
    await deliver(first.id);
    await deliver(second.id);
    const tie = await bed.guest.get<RepeatOrderDto>(`/api/orders/track/${first.tracking_token}/usual`);
    expect(tie.body.items[0].chosen_dishes).toEqual(['Salada Verde']);

    const fresh = await order(bed.guest, '11955550004');
    const none = await bed.guest.get(`/api/orders/track/${fresh.tracking_token}/usual`);
    expect(none.status).toBe(404);
    expect(none.body.message).toContain('pedido entregue');
    expect((await admin.get('/api/me/usual')).status).toBe(403);
    expect((await bed.guest.get('/api/me/usual')).status).toBe(401);
    expect((await (await bed.f.newUser({ role: 'customer' })).http.get('/api/me/usual')).status).toBe(404);
  });

  it('fills today’s cart at today’s prices and names what today does not have', async () => {
    const old = await order(bed.guest, '11955550005');
    // yesterday's dish is off today's menu, the box costs more, Arroz ran out, the juice is off
    const menus = bed.t.db.getRepository(DailyMenu);
    const menu = (await menus.findOneBy({ date: todaySaoPaulo() }))!;
    await menus.update(menu.id, { dishes: menu.dishes.filter((id) => id !== bed.c.dishes[2].id) });
    const products = bed.t.db.getRepository(Product);
    const quentinha = (await products.findOneBy({ id: bed.c.quentinha.id }))!;
    await products.update(quentinha.id, { sizes: quentinha.sizes.map((s) => (s.name === 'medio' ? { ...s, price_cents: 2300 } : s)) });

    const res = await bed.guest.get<RepeatOrderDto>(`/api/orders/track/${old.tracking_token}/repeat`);
    expect(res.status).toBe(200);
    expect(res.body.missing).toEqual([{ name: 'Frango Grelhado', reason: 'Hoje não tem Frango Grelhado — escolha outra proteína' }]);
    expect(res.body.items).toEqual([
      expect.objectContaining({ product_name: 'Quentinha Tradicional', size: 'medio', quantity: 2, chosen_dishes: ['Arroz Branco'], unit_price_before: 20, unit_price: 23 }),
      expect.objectContaining({ product_name: 'Suco de Laranja', quantity: 1, chosen_dishes: [], unit_price_before: 6, unit_price: 6 }),
    ]);
    expect(res.body.total_before).toBe(46);
    expect(res.body.total_now).toBe(52);

    expect((await admin.patch(`/api/dailymenus/${menu.id}/portions`, { dish_id: bed.c.dishes[0].id, sold_out: true })).status).toBe(200);
    await products.update(bed.c.drink.id, { active: false });
    const later = (await admin.get<RepeatOrderDto>(`/api/orders/${old.id}/repeat`)).body;
    expect(later.missing).toEqual([
      { name: 'Arroz Branco', reason: 'Arroz Branco acabou hoje — escolha outro acompanhamento' },
      { name: 'Frango Grelhado', reason: 'Hoje não tem Frango Grelhado — escolha outra proteína' },
      { name: 'Suco de Laranja', reason: 'Hoje não tem Suco de Laranja' },
    ]);
    expect(later.items).toHaveLength(1);
    expect(later.items[0].chosen_dishes).toEqual([]);
    expect(later.total_now).toBe(46);
  });
});
