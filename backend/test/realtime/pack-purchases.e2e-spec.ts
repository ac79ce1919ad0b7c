import { PACK_PURCHASE_UPDATED } from '@quentinha/shared/realtime/events';
import type { Role } from '@quentinha/shared/api/types';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import { buyPack, createOffer, newNumber, type PackBed, packBed } from '../support/packs-bed.js';
import { SocketPool, type TestSocket } from './socket-client.js';

/**
 * DECISIONS 10.6: the people who confirm a pack's money (owner, staff) hear a purchase as it is
 * made, and each change after it; the kitchen, the couriers, customers and guests do not.
 */
describe('realtime: pack purchases', () => {
  let bed: OrderTestBed;
  let p: PackBed;
  const pool = new SocketPool();
  const sockets: Partial<Record<Role | 'anonymous', TestSocket>> = {};

  beforeAll(async () => {
    bed = await startOrderTestBed();
    p = packBed(bed);
    for (const role of ['admin', 'staff', 'kitchen', 'delivery', 'customer'] as const)
      sockets[role] = await pool.connect(bed.t.baseUrl, { cookie: bed.users[role].http.cookieHeader });
    sockets.anonymous = await pool.connect(bed.t.baseUrl);
  });
  afterAll(() => pool.closeWith(bed.t));

  const heard = (who: keyof typeof sockets, id: string) =>
    sockets[who]!.received.filter((r) => r.name === PACK_PURCHASE_UPDATED && r.payload?.id === id).map((r) => r.payload.status);

  it('tells the owner and the staff of a purchase and of its confirmation, and nobody else', async () => {
    const offer = await createOffer(p);
    const bought = await buyPack(p, offer.id, newNumber(), 'cash');
    await pool.barrier(bed.t);
    expect(heard('admin', bought.id)).toEqual(['awaiting_payment']);
    expect(heard('staff', bought.id)).toEqual(['awaiting_payment']);

    expect((await p.staff.post(`/api/pack-purchases/${bought.id}/confirm`)).status).toBe(200);
    await pool.barrier(bed.t);
    expect(heard('admin', bought.id)).toEqual(['awaiting_payment', 'active']);
    expect(heard('staff', bought.id)).toEqual(['awaiting_payment', 'active']);
    // the payload names the purchase and its status only: no buyer, no code
    const event = sockets.admin!.received.find((r) => r.name === PACK_PURCHASE_UPDATED)!;
    expect(Object.keys(event.payload).sort()).toEqual(['id', 'status']);
    for (const outsider of ['kitchen', 'delivery', 'customer', 'anonymous'] as const)
      expect(sockets[outsider]!.received.filter((r) => r.name === PACK_PURCHASE_UPDATED)).toEqual([]);
  });

  it('tells nobody of a purchase that was refused', async () => {
    const before = sockets.admin!.count(PACK_PURCHASE_UPDATED);
    const offer = await createOffer(p);
    const refused = await p.guest.post(`/api/packs/${offer.id}/purchases`, {
      customer: { name: 'Sem Número', phone: '123' },
      payment: { method: 'cash' },
    });
    expect(refused.status).toBe(400);
    await pool.barrier(bed.t);
    expect(sockets.admin!.count(PACK_PURCHASE_UPDATED)).toBe(before);
  });
});
