import { randomUUID } from 'node:crypto';
import { AVAILABILITY_UPDATED, CATALOG_UPDATED } from '@quentinha/shared/realtime/events';
import { ProductStock } from '../../src/modules/products/product-stock.entity.js';
import type { HttpClient } from '../support/http.js';
import { isPortugueseError } from '../support/malformed.js';
import { countOrderRows, type OrderCatalog, orderBody } from '../support/order-fixtures.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';
import { SocketPool } from '../realtime/socket-client.js';

/**
 * DECISIONS 10.10: drinks and other products may carry a stock. An order takes its quantity in its
 * own transaction (409 naming the product when short), a cancel gives it back once, and 0 shows
 * 'Esgotado' live. Concurrent orders never sell more than the stock, on SQLite and PostgreSQL.
 */
describe('stock of drinks and other products', () => {
  let t: TestApp, c: OrderCatalog, bed: OrderTestBed, admin: HttpClient, guest: HttpClient;
  const pool = new SocketPool();

  beforeAll(async () => {
    bed = await startOrderTestBed();
    ({ t, c, guest } = bed);
    admin = bed.users.admin.http;
  });
  afterAll(() => pool.closeWith(t));

  const setStock = (stock: unknown, as: HttpClient = admin) => as.put(`/api/products/${c.drink.id}`, { stock });
  const drinks = (quantity: number) => ({ product_id: c.drink.id, size: 'medio', quantity });
  const box = (quantity = 1) => ({ product_id: c.quentinha.id, size: 'medio', quantity, chosen_dishes: [c.dishes[0].id] });
  const place = (items: unknown[], as: HttpClient = guest) =>
    as.post('/api/orders', orderBody(c, { items }), { 'idempotency-key': randomUUID() });
  /** what the storefront reads: a guest's plain GET, served from the menu kept in memory */
  const menuDrink = async () => {
    const res = await guest.get('/api/products');
    return res.body.products.find((p: { id: string }) => p.id === c.drink.id);
  };

  it('the product form sets a stock; the menu shows it; an order takes it and a cancel gives it back once', async () => {
    expect((await menuDrink())).toMatchObject({ stock: null, sold_out: false });
    const set = await setStock(5, bed.users.staff.http);
    expect(set.status).toBe(200);
    expect(set.body.product).toMatchObject({ stock: 5, sold_out: false });
    expect(await menuDrink()).toMatchObject({ stock: 5, sold_out: false });

    const first = await place([box(), drinks(2)]);
    expect(first.status).toBe(201);
    expect(await menuDrink()).toMatchObject({ stock: 3 });
    expect((await admin.get(`/api/products/${c.drink.id}`)).body.product.stock).toBe(3);

    // 4 > 3 left: the whole order is refused naming the product; nothing written, nothing taken
    const before = await countOrderRows(t);
    const short = await place([box(), drinks(4)]);
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('Suco de Laranja esgotado: restam só 3 unidades');
    expect(await countOrderRows(t)).toEqual(before);
    expect((await menuDrink()).stock).toBe(3);

    // cancel gives 2 back, exactly once; the admin reopening it takes them again
    const id = first.body.data.id;
    expect((await admin.put(`/api/orders/${id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await menuDrink()).stock).toBe(5);
    await admin.put(`/api/orders/${id}/status`, { status: 'cancelled' });
    expect((await menuDrink()).stock).toBe(5);
    expect((await admin.put(`/api/orders/${id}/status`, { status: 'pending' })).status).toBe(200);
    expect((await menuDrink()).stock).toBe(3);
    // the guest cancelling with the tracking link gives back too
    const tracked = await guest.post(`/api/orders/track/${first.body.data.tracking_token}/cancel`, { reason: 'Mudei de ideia' });
    expect(tracked.status).toBe(200);
    expect((await menuDrink()).stock).toBe(5);

    // an order the admin deletes gives its units back
    const second = await place([drinks(5)]);
    expect(second.status).toBe(201);
    expect(await menuDrink()).toMatchObject({ stock: 0, sold_out: true });
    expect((await admin.delete(`/api/orders/${second.body.data.id}`)).status).toBe(204);
    expect(await menuDrink()).toMatchObject({ stock: 5, sold_out: false });
  });

  it("0 is 'Esgotado', live on an anonymous storefront socket; staff orders are refused too", async () => {
    expect((await setStock(2)).status).toBe(200);
    const storefront = await pool.connect(t.baseUrl);
    expect((await place([drinks(2)])).status).toBe(201);
    const news = await storefront.waitFor(AVAILABILITY_UPDATED, (p) => p.kind === 'stock' && p.stock[c.drink.id] === 0);
    expect(news.payload).toEqual({ kind: 'stock', stock: { [c.drink.id]: 0 }, sold_out: [c.drink.id] });
    expect(await menuDrink()).toMatchObject({ stock: 0, sold_out: true });

    const out = await place([drinks(1)]);
    expect([out.status, out.body.message]).toEqual([409, 'Suco de Laranja esgotado']);
    const phone = await place([drinks(1)], bed.users.staff.http);
    expect(phone.status).toBe(409);

    // the owner restocks from the product form: the storefront hears it at once
    expect((await setStock(12)).status).toBe(200);
    await storefront.waitFor(AVAILABILITY_UPDATED, (p) => p.kind === 'stock' && p.stock[c.drink.id] === 12);
    expect(await menuDrink()).toMatchObject({ stock: 12, sold_out: false });
  });

  it('an order of a drink nobody counts tells the storefronts nothing; one of a counted drink tells them its count', async () => {
    expect((await setStock(null)).status).toBe(200);
    const storefront = await pool.connect(t.baseUrl);
    const heard = () => storefront.received.filter((r) => r.name === AVAILABILITY_UPDATED || r.name === CATALOG_UPDATED);
    // a quentinha and an uncounted drink: the portions' news, and nothing about stock or the products list
    expect((await place([box(), drinks(3)])).status).toBe(201);
    await pool.barrier(t, [storefront]);
    expect(heard().filter((r) => r.payload.kind !== 'portions' && r.payload.kind !== 'settings')).toEqual([]);
    expect(await menuDrink()).toMatchObject({ stock: null, sold_out: false });

    // counted: its count reaches the storefront and the products list it reads carries it
    expect((await setStock(4)).status).toBe(200);
    await pool.barrier(t, [storefront]);
    storefront.received.length = 0;
    expect((await place([drinks(1)])).status).toBe(201);
    await pool.barrier(t, [storefront]);
    expect(heard().map((r) => r.payload).filter((p) => p.kind !== 'settings')).toEqual([
      { kind: 'stock', stock: { [c.drink.id]: 3 }, sold_out: [] },
      { kind: 'products' },
    ]);
    expect(await menuDrink()).toMatchObject({ stock: 3, sold_out: false });
    await setStock(null);
  });

  it('a drink ordered while nobody counted it gives nothing back to a count started later', async () => {
    expect((await setStock(null)).status).toBe(200);
    const placed = await place([box(), drinks(2)]);
    expect(placed.status).toBe(201);
    // the owner starts counting: 5 on the shelf; the order cancelled next took none of them
    expect((await setStock(5)).status).toBe(200);
    expect((await admin.put(`/api/orders/${placed.body.data.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect(await menuDrink()).toMatchObject({ stock: 5, sold_out: false });
    // reopened, it takes none either: it never held any
    expect((await admin.put(`/api/orders/${placed.body.data.id}/status`, { status: 'pending' })).status).toBe(200);
    expect(await menuDrink()).toMatchObject({ stock: 5 });
    await setStock(null);
  });

  it('null stops counting: any quantity goes in and no row is kept', async () => {
    const off = await setStock(null);
    expect(off.status).toBe(200);
    expect(off.body.product).toMatchObject({ stock: null, sold_out: false });
    expect(await t.db.getRepository(ProductStock).countBy({ product_id: c.drink.id })).toBe(0);
    expect((await place([drinks(99)])).status).toBe(201);
    expect((await menuDrink()).stock).toBeNull();
    // a PUT that does not name the stock leaves it as it is
    await setStock(7);
    expect((await admin.put(`/api/products/${c.drink.id}`, { name: 'Suco de Laranja' })).body.product.stock).toBe(7);
    await setStock(null);
  });

  it('refuses a bad stock and a stock on a quentinha in Portuguese; only admin and staff set it', async () => {
    for (const stock of [-1, 1.5, '3', 1_000_001, true, {}]) {
      const res = await setStock(stock);
      expect([stock, res.status]).toEqual([stock, 400]);
      expect(res.body.message).toBe('O estoque deve ser um número inteiro de 0 a 1000000 (ou vazio para não contar).');
    }
    const onBox = await admin.put(`/api/products/${c.quentinha.id}`, { stock: 10 });
    expect([onBox.status, onBox.body.message]).toEqual([400, 'Quentinhas não têm estoque: elas seguem as porções do cardápio do dia.']);
    const created = await admin.post('/api/products', { name: 'Quentinha Nova', category: 'quentinha', sizes: [{ name: 'medio', price: 20 }], stock: 3 });
    expect(created.status).toBe(400);
    expect(isPortugueseError(created.body)).toBe(true);
    // a counted drink cannot become a quentinha while it keeps its stock
    await setStock(4);
    const turned = await admin.put(`/api/products/${c.drink.id}`, { category: 'quentinha' });
    expect(turned.status).toBe(400);
    expect((await admin.get(`/api/products/${c.drink.id}`)).body.product).toMatchObject({ category: 'bebida', stock: 4 });
    await setStock(null);

    expect((await guest.put(`/api/products/${c.drink.id}`, { stock: 3 })).status).toBe(401);
    for (const role of ['customer', 'delivery', 'kitchen'] as const) {
      expect([role, (await setStock(3, bed.users[role].http)).status]).toEqual([role, 403]);
    }
    expect(await t.db.getRepository(ProductStock).countBy({ product_id: c.drink.id })).toBe(0);
  });

  it('10 concurrent orders for the last 3 drinks: exactly 3 go in, 7 are refused naming the product (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      expect((await setStock(3)).status).toBe(200);
      const before = await countOrderRows(t);
      const results = await Promise.all(Array.from({ length: 10 }, () => place([drinks(1)])));
      const statuses = results.map((r) => r.status);
      expect([round, statuses.filter((s) => s === 201).length]).toEqual([round, 3]);
      expect([round, statuses.filter((s) => s === 409).length]).toEqual([round, 7]);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toContain('Suco de Laranja esgotado');
      expect(await countOrderRows(t)).toEqual({ orders: before.orders + 3, items: before.items + 3 });
      expect(await menuDrink()).toMatchObject({ stock: 0, sold_out: true });
    }
  });

  it('concurrent orders of 2 for a stock of 5 and concurrent cancels: never below 0, every unit given back once', async () => {
    expect((await setStock(5)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 8 }, () => place([drinks(2)])));
    const placed = results.filter((r) => r.status === 201);
    expect(placed).toHaveLength(2);
    expect((await menuDrink()).stock).toBe(1);
    // each order cancelled twice at once by two people: each gives its 2 units back once
    const cancels = placed.flatMap((r) => [
      admin.put(`/api/orders/${r.body.data.id}/status`, { status: 'cancelled' }),
      bed.users.staff.http.put(`/api/orders/${r.body.data.id}/status`, { status: 'cancelled' }),
    ]);
    await Promise.all(cancels);
    expect((await menuDrink()).stock).toBe(5);
  });
});
