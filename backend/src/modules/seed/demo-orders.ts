import { randomBytes, randomUUID } from 'node:crypto';
import type { WirePaymentMethod, WireStatus } from '@quentinha/shared/api/types';
import { CANCEL_REASONS } from '@quentinha/shared/orders/transitions';
import { fromZonedTime } from 'date-fns-tz';
import type { Dish } from '../dishes/dish.entity.js';
import type { Neighborhood } from '../neighborhoods/neighborhood.entity.js';
import type { Order, OrderEvent, OrderItem } from '../orders/order.entity.js';
import { stepTimesOf } from '../orders/order-updater.js';
import type { Product } from '../products/product.entity.js';
import type { User } from '../users/user.entity.js';
import { DEMO_CUSTOMERS, DEMO_STREETS } from './demo-catalog.js';

/** Small deterministic PRNG: the demo looks the same on every machine. */
export function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}

export interface DemoOrderContext {
  products: Product[];
  dishes: Dish[];
  neighborhoods: Neighborhood[];
  couriers: User[];
  customer: User;
}

export interface DemoOrderRows {
  order: Partial<Order>;
  items: Partial<OrderItem>[];
  events: Partial<OrderEvent>[];
}

const TODAY_FLOW: WireStatus[] = ['pending', 'pending', 'confirmed', 'confirmed', 'preparing', 'preparing', 'ready', 'ready', 'delivering', 'delivered', 'delivered'];
const METHODS: WirePaymentMethod[] = ['pix', 'pix', 'pix', 'credit_card', 'debit_card', 'cash'];
const FLOW: WireStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'delivering', 'delivered'];

/** Orders for the last `days` days (Sao Paulo), lunchtime, more on weekdays; today's spread over the board. */
export function buildDemoOrders(
  ctx: DemoOrderContext,
  days: number,
  today: string,
  firstNumber: number,
  now: Date,
): DemoOrderRows[] {
  const rand = prng(20261123);
  const rows: DemoOrderRows[] = [];
  const quentinhas = ctx.products.filter((p) => p.category === 'quentinha');
  const extras = ctx.products.filter((p) => p.category !== 'quentinha');
  const byType = (type: string) => ctx.dishes.filter((d) => d.type === type);
  let number = firstNumber;
  for (let back = days; back >= 0; back--) {
    const dayStart = fromZonedTime(`${today}T00:00:00`, 'America/Sao_Paulo').getTime() - back * 86400000;
    const day = new Date(dayStart + 12 * 3600000).toISOString().slice(0, 10);
    const weekday = new Date(dayStart + 12 * 3600000).getUTCDay();
    const count = back === 0 ? TODAY_FLOW.length : weekday === 0 ? rand.int(3, 6) : rand.int(9, 18);
    for (let i = 0; i < count; i++) {
      // past days at lunchtime; today's board in the last minutes, the further along the older, so
      // the kitchen wall opens on a mix of fresh, amber and late cards rather than all red
      const minutes = rand.int(10 * 60 + 30, 14 * 60);
      const createdAt =
        back === 0
          ? new Date(Math.max(dayStart + 60000, now.getTime() - (2 + i * 2 + rand.int(0, 2)) * 60000))
          : new Date(dayStart + minutes * 60000);
      const stepMs = back === 0 ? Math.min(9 * 60000, (now.getTime() - createdAt.getTime()) / 6) : 9 * 60000;
      const status: WireStatus = back === 0 ? TODAY_FLOW[i] : rand.next() < 0.05 ? 'cancelled' : 'delivered';
      // an order on the road is a delivery order: pickup ones are handed over at the counter (9.1)
      const isDelivery = rand.next() < 0.7 || status === 'delivering';
      const hood = isDelivery ? rand.pick(ctx.neighborhoods.filter((n) => n.is_active)) : null;
      const id = randomUUID();
      const items: Partial<OrderItem>[] = [];
      const lines = rand.int(1, 3);
      for (let l = 0; l < lines; l++) {
        const isMain = l === 0 || rand.next() < 0.4;
        const product = isMain ? rand.pick(quentinhas) : rand.pick(extras);
        const size = rand.pick(product.sizes);
        const chosen = isMain
          ? [rand.pick(byType('Grão')), rand.pick(byType('Proteína')), rand.pick(byType('Acompanhamento'))]
              .slice(0, product.max_items_per_quentinha)
              .map((d) => d.name)
          : [];
        items.push({
          id: randomUUID(),
          order_id: id,
          position: l,
          product_id: product.id,
          product_name: product.name,
          category: product.category,
          size: size.name,
          quantity: isMain ? rand.int(1, 2) : 1,
          unit_price_cents: size.price_cents,
          unit_cost_cents: size.cost_cents,
          chosen_dishes: chosen,
          notes: null,
        });
      }
      const fee = hood?.delivery_fee_cents ?? 0;
      const subtotal = items.reduce((sum, it) => sum + it.unit_price_cents! * it.quantity!, 0);
      const cost = items.reduce((sum, it) => sum + it.unit_cost_cents! * it.quantity!, 0);
      const method = rand.pick(METHODS);
      const total = subtotal + fee;
      const courier = ['delivering', 'delivered'].includes(status) && isDelivery ? rand.pick(ctx.couriers) : null;
      const isOwn = rand.next() < 0.1;
      const name = isOwn ? ctx.customer.name : rand.pick(DEMO_CUSTOMERS);
      const reached = (status === 'cancelled' ? ['pending', 'cancelled'] : FLOW.slice(0, FLOW.indexOf(status) + 1)).filter(
        (to) => isDelivery || to !== 'delivering',
      );
      const cancelReason = status === 'cancelled' ? CANCEL_REASONS[number % CANCEL_REASONS.length] : null;
      const events: Partial<OrderEvent>[] = reached.map((to, k) => ({
        id: randomUUID(),
        order_id: id,
        kind: k === 0 ? 'created' : 'status',
        from_status: k === 0 ? null : (reached[k - 1] as WireStatus),
        to_status: to as WireStatus,
        user_id: null,
        user_name: k === 0 ? 'website' : to === 'delivering' || to === 'delivered' ? (courier?.name ?? 'Carlos da Cozinha') : 'Carlos da Cozinha',
        at: new Date(createdAt.getTime() + k * stepMs),
        reason: to === 'cancelled' ? cancelReason : null,
      }));
      rows.push({
        order: {
          id,
          order_number: number++,
          customer_name: name,
          whatsapp: `119${String(rand.int(10000000, 99999999))}`,
          customer_user_id: isOwn ? ctx.customer.id : null,
          status,
          payment_method: method,
          payment_status: status === 'delivered' ? 'paid' : 'pending',
          change_for_cents: method === 'cash' ? Math.ceil(total / 5000) * 5000 : null,
          is_delivery: isDelivery,
          delivery_neighborhood_id: hood?.id ?? null,
          delivery_neighborhood: hood?.name ?? null,
          delivery_address: isDelivery ? rand.pick(DEMO_STREETS) : null,
          delivery_fee_cents: fee,
          subtotal_cents: subtotal,
          total_amount_cents: total,
          total_cost_cents: cost + fee,
          notes: rand.next() < 0.15 ? rand.pick(['Sem cebola, por favor.', 'Capricha no feijão!', 'Interfone quebrado, ligar ao chegar.', 'Troco em notas pequenas.']) : null,
          order_date: day,
          delivery_user_id: courier?.id ?? null,
          delivery_user_email: courier?.email ?? null,
          delivery_user_name: courier?.name ?? null,
          cancel_reason: cancelReason,
          source: 'website',
          created_by: null,
          created_by_name: 'website',
          tracking_token: randomBytes(24).toString('base64url'),
          idempotency_key: null,
          version: events.length,
          created_at: createdAt,
          updated_at: events[events.length - 1].at!,
          ...stepTimesOf(events),
        },
        items,
        events,
      });
    }
  }
  return rows;
}
