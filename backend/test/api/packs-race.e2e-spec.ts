import { CreditEntry } from '../../src/modules/packs/pack.entities.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import { activePack, createOffer, creditOrder, newNumber, type PackBed, remainingOf, packBed } from '../support/packs-bed.js';

/**
 * DECISIONS 10.6: concurrent orders never use more credits than there are, and a cancel asked
 * twice at once gives a credit back once (SQLite and PostgreSQL).
 */
describe('prepaid packs under concurrent requests', () => {
  let bed: OrderTestBed;
  let p: PackBed;
  let offerId: string;

  beforeAll(async () => {
    bed = await startOrderTestBed();
    p = packBed(bed);
    offerId = (await createOffer(p, { quantity: 2, price: 38 })).id;
  });
  afterAll(() => bed.t.close());

  it.each([1, 2, 3, 4, 5])('the last credit, raced by five orders, is spent once (round %d)', async () => {
    const phone = newNumber();
    const pack = await activePack(p, offerId, phone);
    // one of the two goes first: one credit left
    expect((await creditOrder(p, p.staff, phone)).status).toBe(201);
    const race = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        creditOrder(p, i % 2 ? p.staff : p.guest, phone, i % 2 ? {} : { code: pack.redeem_code }),
      ),
    );
    const statuses = race.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const refused of race.filter((r) => r.status === 409)) expect(refused.body.message).toContain('créditos');
    expect(await remainingOf(p, pack.tracking_token)).toBe(0);
    const uses = await bed.t.db.getRepository(CreditEntry).find({ where: { purchase_id: pack.id, kind: 'use' } });
    expect(uses.reduce((n, e) => n + e.quantity, 0)).toBe(-2);
  });

  it('eight wrong codes sent at once: five are counted as wrong, the rest are locked out', async () => {
    const phone = newNumber();
    const pack = await activePack(p, offerId, phone);
    const wrong = pack.redeem_code === '000000' ? '111111' : '000000';
    const burst = await Promise.all(Array.from({ length: 8 }, () => creditOrder(p, p.guest, phone, { code: wrong })));
    expect(burst.map((r) => r.status).sort()).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    expect((await creditOrder(p, p.guest, phone, { code: pack.redeem_code })).status).toBe(429);
  });

  it.each([1, 2, 3])('a cancel sent twice at once gives the credit back once (round %d)', async () => {
    const phone = newNumber();
    const pack = await activePack(p, offerId, phone);
    const order = (await creditOrder(p, p.staff, phone, { boxes: 2 })).body.data;
    const both = await Promise.all([
      p.admin.put(`/api/orders/${order.id}/status`, { status: 'cancelled' }),
      p.staff.put(`/api/orders/${order.id}/status`, { status: 'cancelled' }),
    ]);
    expect(both.some((r) => r.status === 200)).toBe(true);
    expect(await remainingOf(p, pack.tracking_token)).toBe(2);
    const returns = await bed.t.db.getRepository(CreditEntry).find({ where: { purchase_id: pack.id, kind: 'return' } });
    expect(returns.map((e) => e.quantity)).toEqual([2]);
  });

  it.each([1, 2, 3])(
    'a refund racing an order: one of them is refused, never a negative balance (round %d)',
    async () => {
      const phone = newNumber();
      const pack = await activePack(p, offerId, phone);
      const [order, refund] = await Promise.all([
        creditOrder(p, p.staff, phone),
        p.admin.post(`/api/pack-purchases/${pack.id}/refund`, {}),
      ]);
      const left = await remainingOf(p, pack.tracking_token);
      if (order.status === 201) {
        // the order went first: the refund waits for it to be delivered or cancelled
        expect([refund.status, left]).toEqual([409, 1]);
      } else {
        // the refund went first: 38 back, the order refused for lack of credits
        expect([order.status, refund.status, refund.body.refund_amount, left]).toEqual([409, 200, 38, 0]);
      }
    },
  );
});
