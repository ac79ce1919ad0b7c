import { CASH_MESSAGES } from '@quentinha/shared/cash/cash';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { CashMovement, CashSession } from '../../src/modules/cash/cash.entities.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { box, deliveredOrder, type DeliveryBed, drink, placeOrder } from '../support/delivered-orders.js';
import type { HttpClient } from '../support/http.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import { newTabCompany, placeTabOrder } from '../support/company-tabs.js';
import { activePack, buyPack, createOffer, creditOrder, deliverOrder, newNumber, type PackBed, packBed } from '../support/packs-bed.js';
import { randomUUID } from 'node:crypto';

const NO_PERMISSION = 'Você não tem permissão para esta ação.';

/** 'Caixa' (DECISIONS 10.11): open with a float, sangria and suprimento, the day's sales, the count. */
describe('cash drawer', () => {
  let bed: OrderTestBed;
  let d: DeliveryBed;
  let admin: HttpClient;
  let staff: HttpClient;

  beforeAll(async () => {
    bed = await startOrderTestBed();
    admin = bed.users.admin.http;
    staff = bed.users.staff.http;
    d = { t: bed.t, c: bed.c, guest: bed.guest, admin, staff };
  });
  afterAll(() => bed.t.close());

  const sessionsInDb = () => bed.t.db.getRepository(CashSession).count();
  const movementsInDb = () => bed.t.db.getRepository(CashMovement).count();

  describe('who may use it', () => {
    const routes: [string, string, unknown?][] = [
      ['POST', '/api/cash/open', { opening_float: 10 }],
      ['POST', '/api/cash/movements', { kind: 'sangria', amount: 1, note: 'teste' }],
      ['GET', '/api/cash/current'],
      ['GET', '/api/cash/today'],
      ['POST', '/api/cash/close', { counted_cash: 10 }],
      ['GET', '/api/cash/sessions'],
    ];

    it('needs a session (401) and the admin or staff role (403 for the others)', async () => {
      for (const [method, path, body] of routes) {
        expect([path, (await bed.guest.request(method, path, body)).status]).toEqual([path, 401]);
        for (const role of ['kitchen', 'delivery', 'customer'] as const) {
          const res = await bed.users[role].http.request(method, path, body);
          expect([path, role, res.status, res.body.message]).toEqual([path, role, 403, NO_PERMISSION]);
        }
      }
      // the list of closed days is the owner's
      const listed = await staff.get('/api/cash/sessions');
      expect([listed.status, listed.body.message]).toEqual([403, NO_PERMISSION]);
      expect(await sessionsInDb()).toBe(0);
    });
  });

  describe('with no drawer open', () => {
    it('current answers 404 with a sentence; movements and close answer 409', async () => {
      const current = await staff.get('/api/cash/current');
      expect([current.status, current.body.message]).toEqual([404, CASH_MESSAGES.noneOpen]);
      const movement = await staff.post('/api/cash/movements', { kind: 'suprimento', amount: 5, note: 'Troco' });
      expect([movement.status, movement.body.message]).toEqual([409, CASH_MESSAGES.noneOpen]);
      const close = await staff.post('/api/cash/close', { counted_cash: 0 });
      expect([close.status, close.body.message]).toEqual([409, CASH_MESSAGES.noneOpen]);
      const today = await staff.get('/api/cash/today');
      expect([today.status, today.body.message]).toEqual([404, CASH_MESSAGES.noneToday]);
      expect([await sessionsInDb(), await movementsInDb()]).toEqual([0, 0]);
    });

    it.each([
      [{}, CASH_MESSAGES.openingFloat],
      [{ opening_float: null }, CASH_MESSAGES.openingFloat],
      [{ opening_float: -0.01 }, CASH_MESSAGES.openingFloat],
      [{ opening_float: 10.005 }, CASH_MESSAGES.openingFloat],
      [{ opening_float: '100' }, CASH_MESSAGES.openingFloat],
      [{ opening_float: 1e12 }, CASH_MESSAGES.openingFloat],
      [{ opening_float: 1_000_000 }, CASH_MESSAGES.openingFloat],
      [{ opening_float: 10, troco: 1 }, "O campo 'troco' não é permitido."],
    ])('refuses to open with %j (400, nothing written)', async (body, message) => {
      const res = await staff.post('/api/cash/open', body);
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect(await sessionsInDb()).toBe(0);
    });
  });

  describe("a day's drawer from opening to closing", () => {
    let opened: Record<string, any>;
    let today: string;
    let ids: Record<string, string>;

    beforeAll(async () => {
      today = todaySaoPaulo();
      const courier = bed.users.delivery;
      ids = {
        // before the drawer opens, the day's deliveries already count: the day is the drawer's
        cashPickup: await deliveredOrder(d, {
          items: [box(bed.c, 'medio', 2), box(bed.c, 'pequeno')],
          payment: { method: 'cash', change_for: 100 },
        }),
      };
      const res = await staff.post('/api/cash/open', { opening_float: 100 });
      expect(res.status).toBe(201);
      opened = res.body;
      // 25 + 7,50 = 32,50 by PIX, brought by the courier
      ids.pixDelivery = await deliveredOrder(d, { items: [box(bed.c, 'grande')], payment: { method: 'pix' } }, courier);
      // 15 on a credit card at the counter
      ids.creditPickup = await deliveredOrder(d, {
        items: [box(bed.c, 'pequeno')],
        payment: { method: 'credit_card' },
      });
      // not delivered: neither counts
      ids.open = await placeOrder(d, { items: [drink(bed.c)], payment: { method: 'cash' } });
      ids.cancelled = await placeOrder(d, { items: [drink(bed.c, 3)], payment: { method: 'cash' } });
      expect((await admin.put(`/api/orders/${ids.cancelled}/status`, { status: 'cancelled' })).status).toBe(200);
    });

    it('opens with the float, who opened it and today as its day', () => {
      expect(opened).toMatchObject({
        day: today,
        status: 'open',
        opened_by_name: 'Pessoa staff',
        opening_float: 100,
        movements: [],
        closed_at: null,
        counted_cash: null,
        difference: null,
      });
      expect(Date.parse(opened.opened_at)).not.toBeNaN();
    });

    it('refuses a second drawer while this one is open (409)', async () => {
      const again = await admin.post('/api/cash/open', { opening_float: 50 });
      expect([again.status, again.body.message]).toEqual([409, CASH_MESSAGES.alreadyOpen]);
      expect(await sessionsInDb()).toBe(1);
    });

    it.each([
      [{ kind: 'retirada', amount: 10, note: 'x' }, CASH_MESSAGES.movementKind],
      [{ amount: 10, note: 'Banco' }, CASH_MESSAGES.movementKind],
      [{ kind: 'sangria', amount: 0, note: 'Banco' }, CASH_MESSAGES.movementAmount],
      [{ kind: 'sangria', amount: -5, note: 'Banco' }, CASH_MESSAGES.movementAmount],
      [{ kind: 'sangria', amount: 5.555, note: 'Banco' }, CASH_MESSAGES.movementAmount],
      [{ kind: 'sangria', amount: 9e15, note: 'Banco' }, CASH_MESSAGES.movementAmount],
      [{ kind: 'sangria', amount: '5', note: 'Banco' }, CASH_MESSAGES.movementAmount],
      [{ kind: 'sangria', amount: 5 }, CASH_MESSAGES.movementNoteRequired],
      [{ kind: 'sangria', amount: 5, note: '   ' }, CASH_MESSAGES.movementNoteRequired],
      [{ kind: 'sangria', amount: 5, note: 'x'.repeat(201) }, CASH_MESSAGES.movementNoteTooLong],
    ])('refuses the movement %j (400, nothing written)', async (body, message) => {
      const res = await staff.post('/api/cash/movements', body);
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect(await movementsInDb()).toBe(0);
    });

    it('adds the suprimento and the sangria, with their notes and who made them', async () => {
      const supply = await staff.post('/api/cash/movements', { kind: 'suprimento', amount: 20, note: ' Troco extra ' });
      expect(supply.status).toBe(201);
      expect(supply.body.movements).toEqual([
        {
          id: expect.any(String),
          kind: 'suprimento',
          amount: 20,
          note: 'Troco extra',
          created_by_name: 'Pessoa staff',
          created_at: expect.any(String),
        },
      ]);
      const bleed = await admin.post('/api/cash/movements', { kind: 'sangria', amount: 30, note: 'Depósito no banco' });
      expect(bleed.status).toBe(201);
      expect(bleed.body.movements.map((m: { kind: string; amount: number }) => [m.kind, m.amount])).toEqual([
        ['suprimento', 20],
        ['sangria', 30],
      ]);
      expect(bleed.body).toMatchObject({ suprimentos: 20, sangrias: 30 });
    });

    it('shows the day so far: sales of delivered orders by payment method and the expected cash', async () => {
      const res = await staff.get('/api/cash/current');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: opened.id, day: today, status: 'open', opening_float: 100 });
      // 2 x 20 + 15 = 55 cash (the R$ 100 note is not the sale), 32,50 PIX, 15 credit card
      expect(res.body.sales).toEqual({
        cash: 55,
        pix: 32.5,
        credit_card: 15,
        debit_card: 0,
        company_tab: 0,
        credit: 0,
      });
      expect(res.body.sales_total).toBe(102.5);
      // 100 + 55 + 20 - 30
      expect(res.body.expected_cash).toBe(145);
    });

    it('refuses a bad count (400) and keeps the drawer open', async () => {
      for (const body of [{}, { counted_cash: -1 }, { counted_cash: 144.505 }, { counted_cash: 1e9 }]) {
        const res = await staff.post('/api/cash/close', body);
        expect([res.status, res.body.message]).toEqual([400, CASH_MESSAGES.countedCash]);
      }
      const longNote = await staff.post('/api/cash/close', { counted_cash: 1, note: 'x'.repeat(501) });
      expect([longNote.status, longNote.body.message]).toEqual([400, CASH_MESSAGES.closeNoteTooLong]);
      expect((await staff.get('/api/cash/current')).body.status).toBe('open');
    });

    it('closes with the count: expected 145,00, counted 144,50, difference -0,50', async () => {
      const res = await staff.post('/api/cash/close', { counted_cash: 144.5, note: 'Faltou troco de 50 centavos' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: opened.id,
        day: today,
        status: 'closed',
        opened_at: opened.opened_at,
        opening_float: 100,
        sales: { cash: 55, pix: 32.5, credit_card: 15, debit_card: 0, company_tab: 0, credit: 0 },
        suprimentos: 20,
        sangrias: 30,
        expected_cash: 145,
        counted_cash: 144.5,
        difference: -0.5,
        closed_by_name: 'Pessoa staff',
        note: 'Faltou troco de 50 centavos',
      });
      expect(res.body.movements).toHaveLength(2);
      expect(Date.parse(res.body.closed_at)).toBeGreaterThanOrEqual(Date.parse(res.body.opened_at));
    });

    it('after closing: nothing is open, no movement is taken, and today cannot open again', async () => {
      expect((await staff.get('/api/cash/current')).status).toBe(404);
      const movement = await staff.post('/api/cash/movements', { kind: 'sangria', amount: 1, note: 'Tarde' });
      expect([movement.status, movement.body.message]).toEqual([409, CASH_MESSAGES.noneOpen]);
      const close = await staff.post('/api/cash/close', { counted_cash: 1 });
      expect(close.status).toBe(409);
      const reopen = await admin.post('/api/cash/open', { opening_float: 10 });
      expect([reopen.status, reopen.body.message]).toEqual([409, CASH_MESSAGES.alreadyClosed]);
      expect([await sessionsInDb(), await movementsInDb()]).toEqual([1, 2]);
    });

    it("today's drawer stays readable by staff once closed, with its count and difference", async () => {
      const today = await staff.get('/api/cash/today');
      expect(today.status).toBe(200);
      expect(today.body).toMatchObject({ day: todaySaoPaulo(), status: 'closed', counted_cash: 144.5, difference: -0.5 });
    });

    it('lists the closed day as it was closed, even after a later delivery that day', async () => {
      await deliveredOrder(d, { items: [drink(bed.c)], payment: { method: 'cash' } });
      const res = await admin.get(`/api/cash/sessions?from=${today}&to=${today}`);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      expect(res.body[0]).toMatchObject({
        id: opened.id,
        status: 'closed',
        sales: { cash: 55, pix: 32.5, credit_card: 15 },
        expected_cash: 145,
        counted_cash: 144.5,
        difference: -0.5,
      });
      // the default range (the last 30 days) holds it too; a range without it is empty
      expect((await admin.get('/api/cash/sessions')).body.map((s: { id: string }) => s.id)).toEqual([opened.id]);
      expect((await admin.get('/api/cash/sessions?from=2020-01-01&to=2020-01-31')).body).toEqual([]);
    });

    it.each([
      ['from=2026-02-30', CASH_MESSAGES.rangeDay('2026-02-30')],
      ['to=10/03/2026', CASH_MESSAGES.rangeDay('10/03/2026')],
      ['from=2026-03-10&to=2026-03-01', CASH_MESSAGES.rangeOrder],
      ['from=2026-03-10&from=2026-03-11', 'O parâmetro from deve ser informado uma única vez.'],
      ['dia=2026-03-10', "O campo 'dia' não é permitido."],
    ])('refuses the list query %s (400)', async (query, message) => {
      const res = await admin.get(`/api/cash/sessions?${query}`);
      expect([res.status, res.body.message]).toEqual([400, message]);
    });
  });
});

describe('cash drawer: one open at a time', () => {
  let bed: OrderTestBed;
  beforeAll(async () => (bed = await startOrderTestBed()));
  afterAll(() => bed.t.close());

  it('of concurrent opens exactly one wins; the others get 409', async () => {
    const tries = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? bed.users.admin : bed.users.staff).http.post('/api/cash/open', { opening_float: 10 + i }),
      ),
    );
    const statuses = tries.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of tries.filter((x) => x.status === 409)) expect(r.body.message).toBe(CASH_MESSAGES.alreadyOpen);
    expect(await bed.t.db.getRepository(CashSession).count()).toBe(1);
  });

  it('a drawer left open on an earlier day must be closed first, and closes on its own day', async () => {
    // yesterday's drawer was never closed (the same row, moved back one day)
    const today = todaySaoPaulo();
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await bed.t.db.getRepository(CashSession).update({ open_guard: 1 }, { day: yesterday });
    // a cash sale delivered today is not yesterday's
    await deliveredOrder(
      { t: bed.t, c: bed.c, guest: bed.guest, admin: bed.users.admin.http, staff: bed.users.staff.http },
      { items: [drink(bed.c)], payment: { method: 'cash' } },
    );
    const open = await bed.users.staff.http.post('/api/cash/open', { opening_float: 10 });
    const shown = yesterday.split('-').reverse().join('/');
    expect([open.status, open.body.message]).toEqual([409, CASH_MESSAGES.otherDayOpen(shown)]);
    const current = await bed.users.staff.http.get('/api/cash/current');
    expect(current.body).toMatchObject({ day: yesterday, status: 'open' });
    const float = current.body.opening_float as number;
    const closed = await bed.users.staff.http.post('/api/cash/close', { counted_cash: float });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ day: yesterday, sales: { cash: 0 }, expected_cash: float, difference: 0 });
    const reopened = await bed.users.staff.http.post('/api/cash/open', { opening_float: 0 });
    expect(reopened.status).toBe(201);
    expect(reopened.body).toMatchObject({ day: today, opening_float: 0, sales: { cash: 6 }, expected_cash: 6 });
    expect(await bed.t.db.getRepository(Order).count()).toBe(1);
  });
});

/** A bed of its own for a describe (each one opens and closes today's drawer), with the pack cast. */
function freshPackBed(): { bed: OrderTestBed; p: PackBed } {
  const cast = {} as { bed: OrderTestBed; p: PackBed };
  beforeAll(async () => {
    cast.bed = await startOrderTestBed();
    cast.p = packBed(cast.bed);
  });
  afterAll(() => cast.bed.t.close());
  return cast;
}

/**
 * A company's tab (10.5) and boxes paid with pack credits (10.6) are sales of the day in their own
 * columns: no money reached the drawer for them, so the expected cash leaves them out.
 */
describe("cash drawer: a company's tab and pack credits", () => {
  const cast = freshPackBed();

  it('counts a delivered tab order under company_tab and a credit-paid one under credit, none in the expected cash', async () => {
    const { bed, p } = cast;
    expect((await p.staff.post('/api/cash/open', { opening_float: 50 })).status).toBe(201);
    // on the tab: 2 boxes M (R$ 20 each), taken by the staff
    const company = await newTabCompany(p.admin);
    const tab = await placeTabOrder(p.staff, bed.c, company, 2, { 'idempotency-key': randomUUID() });
    expect([tab.status, tab.body.message]).toEqual([201, undefined]);
    // a phone order the team takes is born confirmed
    expect(tab.body.data.status).toBe('confirmed');
    for (const status of ['preparing', 'ready', 'delivered'])
      expect((await p.staff.put(`/api/orders/${tab.body.data.id}/status`, { status })).status).toBe(200);
    // one box paid whole with a pack's credit: the order's total is R$ 0,00
    const offer = await createOffer(p);
    const phone = newNumber();
    const pack = await activePack(p, offer.id, phone);
    const spent = await creditOrder(p, p.guest, phone, { code: pack.redeem_code });
    expect([spent.status, spent.body.message]).toEqual([201, undefined]);
    expect([spent.body.data.payment_method, spent.body.data.total_amount]).toEqual(['credit', 0]);
    await deliverOrder(p, spent.body.data.id);

    const current = await p.staff.get('/api/cash/current');
    expect(current.body.sales).toEqual({ cash: 0, pix: 0, credit_card: 0, debit_card: 0, company_tab: 40, credit: 0 });
    expect(current.body.expected_cash).toBe(50);
    const closed = await p.staff.post('/api/cash/close', { counted_cash: 50 });
    expect([closed.status, closed.body.expected_cash, closed.body.difference]).toEqual([200, 50, 0]);
    expect(closed.body.sales).toMatchObject({ company_tab: 40, credit: 0 });
  });
});

describe('cash drawer: cash taken outside the orders', () => {
  const cast = freshPackBed();

  it("counts a pack paid in cash and a company's payment in cash; not their PIX ones, nor a pack still unpaid", async () => {
    const { p } = cast;
    expect((await p.staff.post('/api/cash/open', { opening_float: 20 })).status).toBe(201);
    const offer = await createOffer(p, { price: 180 });
    // bought at the counter in cash; one more in cash still waiting, and one by PIX
    const counter = await buyPack(p, offer.id, newNumber(), 'cash');
    expect((await p.staff.post(`/api/pack-purchases/${counter.id}/confirm`)).status).toBe(200);
    await buyPack(p, offer.id, newNumber(), 'cash');
    await activePack(p, offer.id, newNumber());
    const company = await newTabCompany(p.admin);
    const pay = (method: string, amount: number) =>
      p.admin.post(`/api/companies/${company.id}/payments`, { amount, method }, { 'idempotency-key': randomUUID() });
    expect((await pay('cash', 35.5)).status).toBe(201);
    expect((await pay('pix', 100)).status).toBe(201);

    const current = await p.staff.get('/api/cash/current');
    expect(current.body.cash_received).toEqual({ packs: 180, company_payments: 35.5 });
    expect(current.body.sales.cash).toBe(0);
    expect(current.body.expected_cash).toBe(235.5);
    const closed = await p.staff.post('/api/cash/close', { counted_cash: 235.5 });
    expect([closed.status, closed.body.expected_cash, closed.body.difference]).toEqual([200, 235.5, 0]);
    // the closed day keeps what it found, whatever is paid later
    expect((await pay('cash', 10)).status).toBe(201);
    const listed = (await p.admin.get('/api/cash/sessions')).body as { id: string; cash_received: unknown; expected_cash: number }[];
    expect(listed.find((x) => x.id === closed.body.id)).toMatchObject({ cash_received: { packs: 180, company_payments: 35.5 }, expected_cash: 235.5 });
  });
});
