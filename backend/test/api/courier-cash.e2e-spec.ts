import { randomUUID } from 'node:crypto';
import { CASH_MESSAGES } from '@quentinha/shared/cash/cash';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { CourierCashReceipt } from '../../src/modules/cash/cash.entities.js';
import { Neighborhood } from '../../src/modules/neighborhoods/neighborhood.entity.js';
import { box, deliveredOrder, type DeliveryBed, drink } from '../support/delivered-orders.js';
import type { TestUser } from '../support/factories.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';

const NO_PERMISSION = 'Você não tem permissão para esta ação.';

/**
 * What a courier hands in and earns (DECISIONS 10.11): 'Meu Turno' and the owner's per-courier
 * view carry the cash he owes the shop (his cash orders' totals, never the notes he was paid
 * with) and his delivery fees; the shop marks what it received.
 */
describe('courier cash: what he hands in and earns', () => {
  let bed: OrderTestBed;
  let d: DeliveryBed;
  let courier: TestUser;
  let today: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    bed = await startOrderTestBed();
    d = { t: bed.t, c: bed.c, guest: bed.guest, admin: bed.users.admin.http, staff: bed.users.staff.http };
    today = todaySaoPaulo();
    courier = await bed.f.newUser({ role: 'delivery', name: 'João Entregador' });
    const hoods = bed.t.db.getRepository(Neighborhood);
    const vila = await hoods.save(hoods.create({ name: 'Vila Nova', delivery_fee_cents: 1000, is_active: true }));
    const toVila = { type: 'delivery', address: 'Rua B, 2', neighborhood: vila.id };
    ids = {
      // 25 + 20 + fee 10 = 55,00 in cash, paid with a R$ 100 note: R$ 45 change
      note100: await deliveredOrder(
        d,
        {
          items: [box(bed.c, 'grande'), box(bed.c, 'medio')],
          payment: { method: 'cash', change_for: 100 },
          delivery: toVila,
        },
        courier,
      ),
      // 6 + 7,50 = 13,50 in cash, exact
      exact: await deliveredOrder(d, { items: [drink(bed.c)], payment: { method: 'cash' } }, courier),
      // 25 + 7,50 = 32,50 by PIX: nothing to hand in, but the fee is his
      pix: await deliveredOrder(d, { items: [box(bed.c, 'grande')], payment: { method: 'pix' } }, courier),
    };
    // another courier's cash delivery: not his
    await deliveredOrder(d, { items: [drink(bed.c, 2)], payment: { method: 'cash' } }, bed.users.delivery);
  });
  afterAll(() => bed.t.close());

  const shift = () => courier.http.get(`/api/couriers/shift?date=${today}`);
  const ownerView = async () => {
    const res = await bed.users.staff.http.get(`/api/couriers/cash?date=${today}`);
    expect(res.status).toBe(200);
    return res.body.find((x: { courier: { id: string } }) => x.courier.id === courier.user.id);
  };
  const receive = (body: Record<string, unknown>, who = bed.users.staff, id = courier.user.id) =>
    who.http.post(`/api/couriers/${id}/cash-received`, body);

  it("'Meu Turno': he owes R$ 68,50 (55,00 + 13,50) after giving R$ 45 change, and earned R$ 25,00 of fees", async () => {
    const res = await shift();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      deliveries: 3,
      cash_collected: 68.5,
      change_given: 45,
      cash_received: 0,
      cash_to_hand_in: 68.5,
      delivery_fees: 25,
      cash_receipts: [],
    });
    const byId = Object.fromEntries(res.body.orders.map((o: { id: string }) => [o.id, o]));
    expect(byId[ids.note100]).toMatchObject({ total_amount: 55, change_for: 100, delivery_fee: 10 });
    expect(byId[ids.pix]).toMatchObject({ total_amount: 32.5, delivery_fee: 7.5 });
  });

  it("the owner's per-courier view carries the same figures for every courier", async () => {
    expect(await ownerView()).toEqual({
      courier: { id: courier.user.id, name: 'João Entregador' },
      date: today,
      deliveries: 3,
      cash_collected: 68.5,
      cash_received: 0,
      cash_to_hand_in: 68.5,
      delivery_fees: 25,
      receipts: [],
    });
    const res = await bed.users.admin.http.get('/api/couriers/cash');
    const other = res.body.find((x: { courier: { id: string } }) => x.courier.id === bed.users.delivery.user.id);
    // 2 drinks + 7,50
    expect(other).toMatchObject({ deliveries: 1, cash_to_hand_in: 19.5, delivery_fees: 7.5 });
    // any other day: nothing owed
    const before = await bed.users.admin.http.get('/api/couriers/cash?date=2020-01-01');
    expect(before.body.find((x: { courier: { id: string } }) => x.courier.id === courier.user.id)).toMatchObject({
      deliveries: 0,
      cash_to_hand_in: 0,
    });
  });

  it.each([
    [{}, CASH_MESSAGES.handInAmount],
    [{ amount: 0 }, CASH_MESSAGES.handInAmount],
    [{ amount: -10 }, CASH_MESSAGES.handInAmount],
    [{ amount: 10.001 }, CASH_MESSAGES.handInAmount],
    [{ amount: '10' }, CASH_MESSAGES.handInAmount],
    [{ amount: 1e20 }, CASH_MESSAGES.handInAmount],
    [{ amount: 10, date: '2026-02-30' }, 'A data do turno deve estar no formato AAAA-MM-DD.'],
    [{ amount: 10, note: 'x'.repeat(201) }, CASH_MESSAGES.handInNoteTooLong],
  ])('refuses the hand-over %j (400, nothing written)', async (body, message) => {
    const res = await receive(body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await bed.t.db.getRepository(CourierCashReceipt).count()).toBe(0);
  });

  it('a hand-over needs admin or staff, and a courier', async () => {
    expect((await bed.guest.post(`/api/couriers/${courier.user.id}/cash-received`, { amount: 1 })).status).toBe(401);
    for (const role of ['kitchen', 'delivery', 'customer'] as const) {
      const res = await receive({ amount: 1 }, bed.users[role]);
      expect([role, res.status, res.body.message]).toEqual([role, 403, NO_PERMISSION]);
      expect((await bed.users[role].http.get('/api/couriers/cash')).status).toBe(403);
    }
    expect((await bed.guest.get('/api/couriers/cash')).status).toBe(401);
    for (const id of [bed.users.kitchen.user.id, randomUUID(), 'abc']) {
      const res = await receive({ amount: 1 }, bed.users.admin, id);
      expect([res.status, res.body.message]).toEqual([404, 'Entregador não encontrado.']);
    }
    expect(await bed.t.db.getRepository(CourierCashReceipt).count()).toBe(0);
  });

  it('received R$ 50,00: he still owes R$ 18,50, on his phone and on the owner view', async () => {
    const res = await receive({ amount: 50, note: ' Primeira parte ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ cash_collected: 68.5, cash_received: 50, cash_to_hand_in: 18.5 });
    expect(res.body.receipts).toEqual([
      {
        id: expect.any(String),
        date: today,
        amount: 50,
        note: 'Primeira parte',
        received_by_name: 'Pessoa staff',
        created_at: expect.any(String),
      },
    ]);
    const mine = await shift();
    expect(mine.body).toMatchObject({ cash_received: 50, cash_to_hand_in: 18.5, delivery_fees: 25 });
    expect(mine.body.cash_receipts).toEqual(res.body.receipts);
    expect(await ownerView()).toEqual(res.body);
  });

  it('refuses more than he owes (409, saying how much)', async () => {
    const res = await receive({ amount: 18.51 });
    expect([res.status, res.body.message]).toEqual([409, CASH_MESSAGES.handInTooMuch('R$ 18,50')]);
    // another day's shift owes nothing
    const otherDay = await receive({ amount: 1, date: '2020-01-01' });
    expect([otherDay.status, otherDay.body.message]).toEqual([409, CASH_MESSAGES.handInTooMuch('R$ 0,00')]);
    expect(await bed.t.db.getRepository(CourierCashReceipt).count()).toBe(1);
  });

  it('of concurrent hand-overs that fit alone but not together, exactly one is taken', async () => {
    // 18,50 owed: each 10,00 fits alone, two do not
    const tries = await Promise.all(
      Array.from({ length: 5 }, (_, i) => receive({ amount: 10 }, i % 2 ? bed.users.admin : bed.users.staff)),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await ownerView()).cash_to_hand_in).toBe(8.5);
    // the rest, to the centavo
    const rest = await receive({ amount: 8.5 }, bed.users.admin);
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ cash_received: 68.5, cash_to_hand_in: 0 });
    expect((await shift()).body.cash_to_hand_in).toBe(0);
  });
});
