import { randomBytes, randomUUID } from 'node:crypto';
import { stepTimesOf } from '../../modules/orders/order-updater.js';
import type { WireStatus } from '@quentinha/shared/api/types';
import { toReais } from '@quentinha/shared/money/money';
import { requestFingerprint } from '../../common/http/request-fingerprint.js';
import type { Consumption } from '../../modules/availability/portions.service.js';
import { orderTotals } from '../../modules/orders/order-pricing.js';
import type { Order, OrderEvent, OrderItem } from '../../modules/orders/order.entity.js';
import { dayStartMs, orderMinute, ordersOnDay, weekdayOf } from './volume-calendar.js';
import { basket, changeFor, ORDER_NOTES, portions } from './volume-basket.js';
import type { CatalogDraws, VolumeCatalog } from './volume-catalog.js';
import { nextCustomer, USUAL_METHOD_WEIGHTS, USUAL_METHODS, type VolumeCustomer } from './volume-customers.js';
import { orderPath, paymentStatusAfter, stepsUntil } from './volume-path.js';
import type { VolumeRandom } from './volume-random.js';

/** One order ready to insert, but for its number (taken from the counter when its day is written). */
export interface DraftOrder {
  order: Order;
  items: OrderItem[];
  events: OrderEvent[];
  /** portions it still holds on its day's menu (none once cancelled) */
  held: { menuId: string; dishes: Record<string, number> } | null;
}

/** The day an order is placed on, and where it falls in the generated span (0 first, 1 today). */
export interface OrderDay {
  day: string;
  weekday: number;
  /** a day before today: every order has run its course (a few stall) */
  past: boolean;
  position: number;
}

export interface DraftContext {
  catalog: VolumeCatalog;
  draws: CatalogDraws;
  pool: readonly VolumeCustomer[];
  now: number;
}

/**
 * One order placed at `createdAt` on `day`, with every column the server writes: priced from the
 * catalogue, its history up to `now`, and the columns that follow from it (payment status,
 * courier, cancel reason, version, the portions it holds).
 */
export function draftOrder(
  rand: VolumeRandom,
  ctx: DraftContext,
  when: OrderDay,
  createdAt: number,
): DraftOrder | null {
  const { catalog } = ctx;
  const { day, weekday, past } = when;
  const menu = catalog.menus.get(day);
  const customer = nextCustomer(rand, ctx.pool, when.position);
  const phoneOrder = catalog.counter.length > 0 && rand.chance(0.07);
  const taker = phoneOrder ? rand.pick(catalog.counter) : null;
  const account = !phoneOrder && customer.account && rand.chance(0.85) ? customer.account : null;
  // a delivery needs a courier to carry it; without any, everybody picks up
  const delivers = customer.neighborhood !== null && catalog.couriers.length > 0;
  const hood = delivers && !rand.chance(customer.pickupRate) ? customer.neighborhood : null;
  const lines = basket(rand, catalog, ctx.draws, weekday, menu);
  if (lines.length === 0) return null;
  const totals = orderTotals(lines, hood?.delivery_fee_cents ?? 0);
  const method = rand.chance(0.8) ? customer.method : USUAL_METHODS[rand.weightedIndex(USUAL_METHOD_WEIGHTS)];
  const change = changeFor(rand, method, totals.total_amount_cents);
  const notes = rand.chance(0.1) ? rand.pick(ORDER_NOTES) : null;

  // DECISIONS 9.5: with a store PIX key a pending PIX order waits for its money
  let initial: WireStatus = phoneOrder && rand.chance(0.7) ? 'confirmed' : 'pending';
  if (initial === 'pending' && method === 'pix' && catalog.pix) initial = 'awaiting_payment';
  const placedBy = taker ?? account ?? { id: null, name: 'website' };
  const full = orderPath(rand, {
    createdAt,
    initial,
    isDelivery: hood !== null,
    placedBy: { id: placedBy.id, name: placedBy.name },
    customerName: customer.name,
    customerCancels: !phoneOrder,
    mayStall: past,
    admins: catalog.admins,
    counter: catalog.counter,
    kitchen: catalog.kitchen,
    couriers: catalog.couriers,
  });
  const { steps, courier } = stepsUntil(full, ctx.now);
  const last = steps[steps.length - 1];
  const cancelled = last.to === 'cancelled';

  const { dishes, names } = portions(lines);
  const hasDishes = Object.keys(dishes).length > 0;
  const plan: Consumption = { menu_id: hasDishes ? (menu?.id ?? null) : null, dishes, names, slot: null };
  // a cancel gives the portions back once and marks the plan as released (portions.service)
  const consumed = cancelled ? { ...plan, released: true } : plan;
  if (cancelled && menu)
    for (const l of lines)
      for (const id of l.dishIds) {
        const left = menu.remaining.get(id);
        if (left !== undefined) menu.remaining.set(id, left + l.quantity);
      }

  const id = randomUUID();
  const request = {
    customer: { name: customer.name, phone: customer.phone },
    items: lines.map((l) => ({
      product_id: l.product_id,
      quantity: l.quantity,
      size: l.size,
      chosen_dishes: l.chosen_dishes,
      ...(l.notes ? { notes: l.notes } : {}),
    })),
    delivery: hood ? { type: 'delivery', address: customer.address, neighborhood: hood.id } : { type: 'pickup' },
    payment: { method, ...(change ? { change_for: toReais(change) } : {}) },
    ...(notes ? { notes } : {}),
  };
  const order = Object.assign({} as Order, {
    id,
    created_at: new Date(createdAt),
    updated_at: new Date(last.at),
    order_number: 0,
    customer_name: customer.name,
    whatsapp: customer.phone,
    customer_user_id: account?.id ?? null,
    // the customer is linked once the orders are written (DayWriter.linkCustomers)
    customer_id: null,
    // a year of walk-in orders: none on a company's tab (issue 29)
    company_id: null,
    company_member_id: null,
    company_name: null,
    company_member_name: null,
    status: last.to,
    payment_method: method,
    payment_status: paymentStatusAfter(steps),
    change_for_cents: change,
    is_delivery: hood !== null,
    delivery_neighborhood_id: hood?.id ?? null,
    delivery_neighborhood: hood?.name ?? null,
    delivery_address: hood ? customer.address : null,
    delivery_fee_cents: totals.delivery_fee_cents,
    subtotal_cents: totals.subtotal_cents,
    total_amount_cents: totals.total_amount_cents,
    total_cost_cents: totals.total_cost_cents,
    notes,
    order_date: day,
    delivery_user_id: courier?.id ?? null,
    delivery_user_email: courier?.email ?? null,
    delivery_user_name: courier?.name ?? null,
    source: phoneOrder ? 'admin' : 'website',
    created_by: taker?.id ?? null,
    created_by_name: taker?.name ?? 'website',
    tracking_token: randomBytes(32).toString('base64url'),
    // the storefront and the phone-order dialog both send an Idempotency-Key with the body
    idempotency_key: randomUUID(),
    idempotency_fingerprint: requestFingerprint(request),
    cancel_reason: cancelled ? last.reason : null,
    pix_copia_e_cola: null,
    pix_txid: null,
    scheduled_for: null,
    consumed: JSON.stringify(consumed),
    version: steps.length,
  });
  const items = lines.map((l, position) =>
    Object.assign({} as OrderItem, {
      id: randomUUID(),
      order_id: id,
      position,
      product_id: l.product_id,
      product_name: l.product_name,
      category: l.category,
      size: l.size,
      quantity: l.quantity,
      unit_price_cents: l.unit_price_cents,
      unit_cost_cents: l.unit_cost_cents,
      chosen_dishes: l.chosen_dishes,
      extras: l.extras,
      credits_used: l.credits_used,
      notes: l.notes,
      done: false,
    }),
  );
  const events = steps.map((s) =>
    Object.assign({} as OrderEvent, {
      id: randomUUID(),
      order_id: id,
      kind: s.kind,
      from_status: s.from,
      to_status: s.to,
      reason: s.reason,
      user_id: s.userId,
      user_name: s.userName,
      at: new Date(s.at),
    }),
  );
  Object.assign(order, stepTimesOf(events));
  const held = !cancelled && plan.menu_id ? { menuId: plan.menu_id, dishes } : null;
  return { order, items, events, held };
}

/**
 * The orders of `days[index]`, oldest first: how many the weekday brings, when they come, and each
 * one drafted. Today stops at `ctx.now`: later moments of the day have not happened yet.
 */
export function draftDay(
  rand: VolumeRandom,
  ctx: DraftContext,
  perDay: number,
  days: readonly string[],
  index: number,
): DraftOrder[] {
  const day = days[index];
  const start = dayStartMs(day);
  const weekday = weekdayOf(day);
  const position = days.length > 1 ? index / (days.length - 1) : 0.5;
  const count = ordersOnDay(rand, perDay, day, position);
  const times = Array.from({ length: count }, () => start + Math.round(orderMinute(rand) * 60_000))
    .filter((t) => t <= ctx.now)
    .sort((x, y) => x - y);
  const when: OrderDay = { day, weekday, past: index < days.length - 1, position };
  return times.map((t) => draftOrder(rand, ctx, when, t)).filter((d): d is DraftOrder => d !== null);
}
