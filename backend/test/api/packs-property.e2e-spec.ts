import fc from 'fast-check';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import { buyPack, createOffer, creditOrder, deliverOrder, newNumber, type PackBed, setExpiry, packBed } from '../support/packs-bed.js';

/**
 * Issue 30 'Done when': random purchases, confirmations, uses, cancels, expiries and refunds,
 * through the API on a real database, never leave a batch below zero, every batch's remaining is
 * the sum of its ledger, and the dashboard's outstanding credits equal the sum over the batches.
 */
type Action =
  | { kind: 'buy'; offer: number }
  | { kind: 'confirm'; purchase: number }
  | { kind: 'use'; boxes: number; staff: boolean }
  | { kind: 'cancel'; order: number }
  | { kind: 'deliver'; order: number }
  | { kind: 'expire'; purchase: number }
  | { kind: 'refund'; purchase: number }
  | { kind: 'extend'; purchase: number; days: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), offer: fc.nat(2) }),
  fc.record({ kind: fc.constant('confirm' as const), purchase: fc.nat(5) }),
  fc.record({ kind: fc.constant('use' as const), boxes: fc.integer({ min: 1, max: 4 }), staff: fc.boolean() }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(5) }),
  fc.record({ kind: fc.constant('deliver' as const), order: fc.nat(5) }),
  fc.record({ kind: fc.constant('expire' as const), purchase: fc.nat(5) }),
  fc.record({ kind: fc.constant('refund' as const), purchase: fc.nat(5) }),
  fc.record({ kind: fc.constant('extend' as const), purchase: fc.nat(5), days: fc.integer({ min: 1, max: 30 }) }),
);

describe('prepaid packs: property over random histories', () => {
  let bed: OrderTestBed;
  let p: PackBed;
  const offers: Record<string, any>[] = [];
  /** every purchase of every run: the dashboard counts them all */
  const everyPurchase: { token: string; unit: number }[] = [];

  beforeAll(async () => {
    bed = await startOrderTestBed();
    p = packBed(bed);
    offers.push(await createOffer(p, { quantity: 3, price: 50, validity_days: 30 }));
    offers.push(await createOffer(p, { quantity: 2, price: 39.99, validity_days: null }));
    offers.push(await createOffer(p, { quantity: 5, price: 99.9, validity_days: 60 }));
  });
  afterAll(() => bed.t.close());

  /** pending -> delivered along the shop's path; an order already further or cancelled stays */
  async function deliverIfOpen(orderId: string): Promise<void> {
    const order = (await p.admin.get(`/api/orders/${orderId}`)).body.data;
    if (order.status !== 'pending') return;
    await deliverOrder(p, orderId);
  }

  it('never negative; remaining is the ledger; outstanding = sum over batches', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 12 }), async (actions) => {
        const phone = newNumber();
        const purchases: { id: string; token: string; code: string }[] = [];
        const orders: string[] = [];
        for (const a of actions) {
          const pick = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined);
          if (a.kind === 'buy') {
            const bought = await buyPack(p, offers[a.offer].id, phone);
            purchases.push({ id: bought.id, token: bought.tracking_token, code: bought.redeem_code });
            everyPurchase.push({
              token: bought.tracking_token,
              unit: Math.floor((bought.price * 100) / bought.quantity),
            });
          } else if (a.kind === 'confirm') {
            const target = pick(purchases, a.purchase);
            if (target)
              expect([200, 409]).toContain((await p.staff.post(`/api/pack-purchases/${target.id}/confirm`)).status);
          } else if (a.kind === 'use') {
            const code = purchases[0]?.code;
            const res = await creditOrder(p, a.staff || !code ? p.staff : p.guest, phone, {
              boxes: a.boxes,
              ...(a.staff || !code ? {} : { code }),
            });
            expect([201, 409]).toContain(res.status);
            if (res.status === 201) orders.push(res.body.data.id);
          } else if (a.kind === 'cancel') {
            const order = pick(orders, a.order);
            if (order)
              expect([200, 409, 422]).toContain(
                (await p.admin.put(`/api/orders/${order}/status`, { status: 'cancelled' })).status,
              );
          } else if (a.kind === 'deliver') {
            const order = pick(orders, a.order);
            if (order) await deliverIfOpen(order);
          } else if (a.kind === 'expire') {
            const target = pick(purchases, a.purchase);
            if (target) await setExpiry(p, target.id, new Date(Date.now() - 1000));
          } else if (a.kind === 'refund') {
            const target = pick(purchases, a.purchase);
            if (target)
              expect([200, 409]).toContain((await p.admin.post(`/api/pack-purchases/${target.id}/refund`, {})).status);
          } else {
            const target = pick(purchases, a.purchase);
            if (target)
              expect([200, 409]).toContain(
                (await p.admin.post(`/api/pack-purchases/${target.id}/extend`, { days: a.days })).status,
              );
          }
        }
        for (const purchase of purchases) {
          const tracked = (await p.guest.get(`/api/pack-purchases/track/${purchase.token}`)).body;
          expect(tracked.remaining).toBeGreaterThanOrEqual(0);
          expect(tracked.remaining).toBe(
            tracked.entries.reduce((n: number, e: { quantity: number }) => n + e.quantity, 0),
          );
          expect(tracked.remaining).toBeLessThanOrEqual(tracked.quantity);
          if (tracked.status === 'refunded' || tracked.status === 'expired' || tracked.status === 'awaiting_payment')
            expect(tracked.remaining).toBe(0);
        }
        // every box an order still holds was taken from a batch, once: uses net of returns
        let held = 0;
        for (const id of orders) {
          const order = (await p.admin.get(`/api/orders/${id}`)).body.data;
          if (order.status !== 'cancelled')
            held += order.items.reduce((n: number, i: { credits_used: number }) => n + i.credits_used, 0);
        }
        let used = 0;
        for (const purchase of purchases) {
          const tracked = (await p.guest.get(`/api/pack-purchases/track/${purchase.token}`)).body;
          used -= tracked.entries
            .filter((e: any) => e.kind === 'use' || e.kind === 'return')
            .reduce((n: number, e: any) => n + e.quantity, 0);
        }
        expect(used).toBe(held);
        // the dashboard's figure, against the batches one by one
        let expected = 0;
        for (const batch of everyPurchase) {
          const tracked = (await p.guest.get(`/api/pack-purchases/track/${batch.token}`)).body;
          if (tracked.status === 'active') expected += tracked.remaining * batch.unit;
        }
        const dashboard = (await p.admin.get('/api/analytics/dashboard?period=today')).body.packs;
        expect(Math.round(dashboard.credits_outstanding * 100)).toBe(expected);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
