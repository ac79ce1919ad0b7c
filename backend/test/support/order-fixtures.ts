import { randomUUID } from 'node:crypto';
import type { WireStatus } from '@quentinha/shared/api/types';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { DailyMenu } from '../../src/modules/daily-menus/daily-menu.entity.js';
import { Dish } from '../../src/modules/dishes/dish.entity.js';
import { Neighborhood } from '../../src/modules/neighborhoods/neighborhood.entity.js';
import { Order, OrderEvent, OrderItem } from '../../src/modules/orders/order.entity.js';
import { Product, type ProductSize } from '../../src/modules/products/product.entity.js';
import type { HttpClient, HttpResponse } from './http.js';
import type { TestApp } from './test-app.js';

/** A small catalogue written straight to the tables, so order tests do not depend on catalogue routes. */
export interface OrderCatalog {
  /** quentinha, sizes pequeno R$ 15 / medio R$ 20 / grande R$ 25 (costs 6 / 8 / 10), up to 3 dishes */
  quentinha: Product;
  /** bebida, medio R$ 6 (cost 2.50) */
  drink: Product;
  inactiveProduct: Product;
  /** active and on today's menu */
  dishes: Dish[];
  inactiveDish: Dish;
  /** active, not on today's menu */
  offMenuDish: Dish;
  /** fee R$ 7.50 */
  neighborhood: Neighborhood;
  inactiveNeighborhood: Neighborhood;
  /** fee R$ 12 */
  farNeighborhood: Neighborhood;
}

const sizes = (...rows: [ProductSize['name'], number, number][]): ProductSize[] =>
  rows.map(([name, price_cents, cost_cents]) => ({ name, price_cents, cost_cents }));

export async function seedOrderCatalog(t: TestApp): Promise<OrderCatalog> {
  const products = t.db.getRepository(Product);
  const dishRepo = t.db.getRepository(Dish);
  const neighborhoods = t.db.getRepository(Neighborhood);
  const product = (name: string, category: string, s: ProductSize[], active = true) =>
    products.save(products.create({ name, category, sizes: s, max_items_per_quentinha: 3, active, description: '' }));
  const dish = (name: string, active = true) =>
    dishRepo.save(
      dishRepo.create({
        name,
        name_key: name.trim().toLowerCase(),
        type: 'Acompanhamento',
        category: 'Acompanhamento',
        active,
      }),
    );
  const place = (name: string, fee: number, is_active = true) =>
    neighborhoods.save(neighborhoods.create({ name, delivery_fee_cents: fee, is_active }));

  const quentinha = await product(
    'Quentinha Tradicional',
    'quentinha',
    sizes(['pequeno', 1500, 600], ['medio', 2000, 800], ['grande', 2500, 1000]),
  );
  const drink = await product('Suco de Laranja', 'bebida', sizes(['medio', 600, 250]));
  const inactiveProduct = await product('Quentinha Fitness', 'quentinha', sizes(['medio', 2200, 900]), false);
  const dishes = [
    await dish('Arroz Branco'),
    await dish('Feijão Carioca'),
    await dish('Frango Grelhado'),
    await dish('Salada Verde'),
  ];
  const inactiveDish = await dish('Lasanha', false);
  const offMenuDish = await dish('Peixe Frito');
  const menus = t.db.getRepository(DailyMenu);
  await menus.save(
    menus.create({ date: todaySaoPaulo(), dishes: [...dishes, inactiveDish].map((d) => d.id), active: true }),
  );
  return {
    quentinha,
    drink,
    inactiveProduct,
    dishes,
    inactiveDish,
    offMenuDish,
    neighborhood: await place('Centro', 750),
    inactiveNeighborhood: await place('Distrito Industrial', 500, false),
    farNeighborhood: await place('Jardim Distante', 1200),
  };
}

/** A valid checkout body: 2 x quentinha medio (R$ 40) + 1 drink (R$ 6), pickup, pix. */
export function orderBody(c: OrderCatalog, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customer: { name: 'Maria da Silva', phone: '(11) 98765-4321' },
    items: [
      { product_id: c.quentinha.id, quantity: 2, size: 'medio', chosen_dishes: ['arroz branco', c.dishes[2].id] },
      { product_id: c.drink.id, quantity: 1, size: 'medio', chosen_dishes: [] },
    ],
    delivery: { type: 'pickup' },
    payment: { method: 'pix' },
    ...overrides,
  };
}

export async function countOrderRows(t: TestApp): Promise<{ orders: number; items: number }> {
  return { orders: await t.db.getRepository(Order).count(), items: await t.db.getRepository(OrderItem).count() };
}

/**
 * Creates a delivery order over HTTP (as `as`), then moves it straight to `status` in the
 * database. Delivery, so that couriers may take it (pickup orders stay at the counter).
 */
export async function newOrderIn(
  t: TestApp,
  c: OrderCatalog,
  as: HttpClient,
  status: WireStatus = 'pending',
  assigned: { id: string; email: string; name: string } | null = null,
  kind: 'delivery' | 'pickup' = 'delivery',
): Promise<string> {
  const delivery =
    kind === 'pickup'
      ? { type: 'pickup' }
      : { type: 'delivery', address: 'Rua das Flores, 10', neighborhood: c.neighborhood.id };
  const res: HttpResponse = await as.post('/api/orders', orderBody(c, { delivery }), {
    'idempotency-key': randomUUID(),
  });
  if (res.status !== 201) throw new Error(`order creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.data.id as string;
  await t.db.getRepository(Order).update(id, {
    status,
    delivery_user_id: assigned?.id ?? null,
    delivery_user_email: assigned?.email ?? null,
    delivery_user_name: assigned?.name ?? null,
  });
  return id;
}

export async function eventsOf(t: TestApp, orderId: string): Promise<OrderEvent[]> {
  return t.db.getRepository(OrderEvent).find({ where: { order_id: orderId }, order: { at: 'ASC' } });
}
