import { randomUUID } from 'node:crypto';
import { PackPurchase } from '../../src/modules/packs/pack.entities.js';
import type { HttpClient, HttpResponse } from './http.js';
import type { OrderTestBed } from './order-test-bed.js';

/**
 * Prepaid packs through the API (DECISIONS 10.6): an offer of the test quentinha (medio, R$ 20 a
 * box), bought by a number and confirmed by the staff, and orders that spend its credits.
 */
export interface PackBed {
  bed: OrderTestBed;
  admin: HttpClient;
  staff: HttpClient;
  guest: HttpClient;
}

/** The pack stories' cast on an order test bed: the owner, the staff and a guest. */
export const packBed = (bed: OrderTestBed): PackBed => ({
  bed,
  admin: bed.users.admin.http,
  staff: bed.users.staff.http,
  guest: bed.guest,
});

let numbers = 0;
/** A fresh valid WhatsApp number per call ('119' + 8 digits). */
export const newNumber = () =>
  `119${String(40_000_000 + ++numbers * 7 + Math.floor(Math.random() * 5)).padStart(8, '0')}`;

export async function createOffer(p: PackBed, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await p.admin.post('/api/packs', {
    name: '10 Quentinhas M',
    product_id: p.bed.c.quentinha.id,
    size: 'medio',
    quantity: 10,
    price: 180,
    validity_days: 60,
    active: true,
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`offer failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function buyPack(
  p: PackBed,
  offerId: string,
  phone: string,
  method = 'pix',
): Promise<Record<string, any>> {
  const res = await p.guest.post(`/api/packs/${offerId}/purchases`, {
    customer: { name: 'Cliente Pacote', phone },
    payment: { method },
  });
  if (res.status !== 201) throw new Error(`purchase failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Bought and confirmed: its credits are there. */
export async function activePack(p: PackBed, offerId: string, phone: string): Promise<Record<string, any>> {
  const bought = await buyPack(p, offerId, phone);
  const res = await p.staff.post(`/api/pack-purchases/${bought.id}/confirm`);
  if (res.status !== 200) throw new Error(`confirm failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body, redeem_code: bought.redeem_code };
}

export interface CreditOrder {
  boxes?: number;
  code?: string;
  drink?: boolean;
  size?: string;
  method?: string;
}

/** An order of `boxes` medio quentinhas paid with credits (and a drink when asked), pickup. */
export function creditOrder(p: PackBed, by: HttpClient, phone: string, o: CreditOrder = {}): Promise<HttpResponse> {
  const items: Record<string, unknown>[] = [
    {
      product_id: p.bed.c.quentinha.id,
      quantity: o.boxes ?? 1,
      size: o.size ?? 'medio',
      chosen_dishes: [p.bed.c.dishes[0].id],
      use_credit: true,
    },
  ];
  if (o.drink) items.push({ product_id: p.bed.c.drink.id, quantity: 1, size: 'medio', chosen_dishes: [] });
  return by.post(
    '/api/orders',
    {
      customer: { name: 'Cliente Pacote', phone },
      items,
      delivery: { type: 'pickup' },
      payment: { method: o.method ?? 'pix' },
      ...(o.code !== undefined ? { credit_code: o.code } : {}),
    },
    { 'idempotency-key': randomUUID() },
  );
}

export async function remainingOf(p: PackBed, trackingToken: string): Promise<number> {
  const res = await p.guest.get(`/api/pack-purchases/track/${trackingToken}`);
  if (res.status !== 200) throw new Error(`track failed: ${res.status}`);
  return res.body.remaining;
}

/** Moves a purchase's expiry in the database (time passing). */
export async function setExpiry(p: PackBed, purchaseId: string, at: Date | null): Promise<void> {
  await p.bed.t.db.getRepository(PackPurchase).update({ id: purchaseId }, { expires_at: at });
}

/** A pickup order taken through the shop's path to 'delivered' (admin confirms, staff the rest). */
export async function deliverOrder(p: PackBed, orderId: string): Promise<void> {
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered']) {
    const by = status === 'confirmed' ? p.admin : p.staff;
    const res = await by.put(`/api/orders/${orderId}/status`, { status });
    if (res.status !== 200) throw new Error(`${status} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
