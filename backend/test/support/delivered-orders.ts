import { randomUUID } from 'node:crypto';
import type { TestUser } from './factories.js';
import type { HttpClient } from './http.js';
import { type OrderCatalog, orderBody } from './order-fixtures.js';
import type { TestApp } from './test-app.js';

/**
 * Orders that reach 'delivered' the way the shop delivers them (closing the day, DECISIONS 10.11):
 * a guest orders, the admin confirms it, the staff take it through the kitchen to 'ready', then a pickup is
 * handed over by the staff, or a delivery is dispatched to a courier who marks it delivered himself.
 */
export interface DeliveryBed {
  t: TestApp;
  c: OrderCatalog;
  guest: HttpClient;
  /** confirms a new order (pending -> confirmed is the admin's) */
  admin: HttpClient;
  /** takes it through the kitchen, hands pickups over and dispatches deliveries */
  staff: HttpClient;
}

/** quentinha lines of the test catalogue: pequeno R$ 15, medio R$ 20, grande R$ 25 */
export const box = (c: OrderCatalog, size: 'pequeno' | 'medio' | 'grande', quantity = 1) => ({
  product_id: c.quentinha.id,
  quantity,
  size,
  chosen_dishes: [c.dishes[0].id],
});
/** the drink of the test catalogue: R$ 6 */
export const drink = (c: OrderCatalog, quantity = 1) => ({
  product_id: c.drink.id,
  quantity,
  size: 'medio',
  chosen_dishes: [],
});

export async function placeOrder(bed: DeliveryBed, body: Record<string, unknown>, courier?: TestUser): Promise<string> {
  const delivery = courier
    ? { type: 'delivery', address: 'Rua A, 1', neighborhood: bed.c.neighborhood.id }
    : { type: 'pickup' };
  const res = await bed.guest.post('/api/orders', orderBody(bed.c, { delivery, ...body }), {
    'idempotency-key': randomUUID(),
  });
  if (res.status !== 201) throw new Error(`order creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/**
 * A pickup (no courier) or a delivery by `courier` (to Centro, fee R$ 7,50, unless `delivery`
 * says where), delivered now over HTTP.
 */
export async function deliveredOrder(
  bed: DeliveryBed,
  body: { items: unknown[]; payment: Record<string, unknown>; delivery?: Record<string, unknown> },
  courier?: TestUser,
): Promise<string> {
  const id = await placeOrder(bed, body, courier);
  // the shop's path, so every record an order's steps keep (the sales ledger) is kept
  for (const status of ['confirmed', 'preparing', 'ready']) {
    const by = status === 'confirmed' ? bed.admin : bed.staff;
    const step = await by.put(`/api/orders/${id}/status`, { status });
    if (step.status !== 200) throw new Error(`${status} failed: ${step.status} ${JSON.stringify(step.body)}`);
  }
  if (courier) {
    const sent = await bed.staff.put(`/api/orders/${id}/status`, { status: 'delivering', courier_id: courier.user.id });
    if (sent.status !== 200) throw new Error(`dispatch failed: ${sent.status} ${JSON.stringify(sent.body)}`);
    const done = await courier.http.put(`/api/orders/${id}/status`, { status: 'delivered' });
    if (done.status !== 200) throw new Error(`delivery failed: ${done.status} ${JSON.stringify(done.body)}`);
  } else {
    const done = await bed.staff.put(`/api/orders/${id}/status`, { status: 'delivered' });
    if (done.status !== 200) throw new Error(`hand-over failed: ${done.status} ${JSON.stringify(done.body)}`);
  }
  return id;
}
