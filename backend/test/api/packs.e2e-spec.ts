import { PACK_MESSAGES } from '@quentinha/shared/packs/rules';
import { CreditEntry, PackOffer, PackPurchase } from '../../src/modules/packs/pack.entities.js';
import { STORE_SETTINGS } from '../support/store-settings.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import { activePack, buyPack, createOffer, creditOrder, deliverOrder, newNumber, type PackBed, remainingOf, setExpiry, packBed } from '../support/packs-bed.js';

const NO_PERMISSION = 'Você não tem permissão para esta ação.';
const DAY = 86_400_000;

/** Pacotes pré-pagos (DECISIONS 10.6): offers, buying, confirming, spending, cancel, refund. */
describe('prepaid packs', () => {
  let bed: OrderTestBed;
  let p: PackBed;
  let offer: Record<string, any>;

  beforeAll(async () => {
    bed = await startOrderTestBed();
    p = packBed(bed);
    offer = await createOffer(p);
  });
  afterAll(() => bed.t.close());

  const entriesOf = (purchaseId: string) =>
    bed.t.db.getRepository(CreditEntry).find({ where: { purchase_id: purchaseId } });

  describe('offers', () => {
    it('the admin creates one: price per box rounded down, the box price beside it', async () => {
      const made = await createOffer(p, { name: 'Pacote 10 M', price: 139.9 });
      expect(made).toMatchObject({
        name: 'Pacote 10 M',
        product_name: 'Quentinha Tradicional',
        size: 'medio',
        quantity: 10,
        price: 139.9,
        unit_price: 13.99,
        box_price: 20,
        validity_days: 60,
        active: true,
      });
    });

    it.each([
      [{ quantity: 1 }, PACK_MESSAGES.offerQuantity],
      [{ quantity: 61 }, PACK_MESSAGES.offerQuantity],
      [{ quantity: 2.5 }, PACK_MESSAGES.offerQuantity],
      [{ validity_days: 29 }, PACK_MESSAGES.offerValidity],
      [{ validity_days: 366 }, PACK_MESSAGES.offerValidity],
      [{ price: 0 }, PACK_MESSAGES.offerPrice],
      [{ price: 10.001 }, PACK_MESSAGES.offerPrice],
      [{ price: '100' }, PACK_MESSAGES.offerPrice],
      [{ name: 'ab' }, PACK_MESSAGES.offerName],
      [{ size: 'familia' }, PACK_MESSAGES.offerSize],
      [{ product_id: 'nao-existe' }, PACK_MESSAGES.offerProduct],
      [{ active: 'sim' }, PACK_MESSAGES.offerActive],
      [{ desconto: 10 }, "O campo 'desconto' não é permitido."],
    ])('refuses %j with 400 and writes nothing', async (override, message) => {
      const before = await bed.t.db.getRepository(PackOffer).count();
      const res = await p.admin.post('/api/packs', {
        name: 'Pacote',
        product_id: bed.c.quentinha.id,
        size: 'medio',
        quantity: 10,
        price: 180,
        validity_days: 60,
        active: true,
        ...override,
      });
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect(await bed.t.db.getRepository(PackOffer).count()).toBe(before);
    });

    it('refuses a pack of a drink: packs are of quentinhas', async () => {
      const res = await p.admin.post('/api/packs', {
        name: 'Sucos',
        product_id: bed.c.drink.id,
        size: 'medio',
        quantity: 10,
        price: 50,
        validity_days: null,
        active: true,
      });
      expect([res.status, res.body.message]).toEqual([400, PACK_MESSAGES.offerProductNotQuentinha]);
    });

    it('only the admin writes offers; the public list shows active ones, the admin sees all', async () => {
      const off = await createOffer(p, { name: 'Pacote desligado', active: false });
      expect((await p.guest.post('/api/packs', {})).status).toBe(401);
      for (const role of ['staff', 'kitchen', 'delivery', 'customer'] as const) {
        const res = await bed.users[role].http.put(`/api/packs/${off.id}`, { active: true });
        expect([role, res.status, res.body.message]).toEqual([role, 403, NO_PERMISSION]);
      }
      const pub = await p.guest.get('/api/packs');
      expect(pub.status).toBe(200);
      expect(pub.body.map((o: any) => o.id)).not.toContain(off.id);
      expect(pub.body.map((o: any) => o.id)).toContain(offer.id);
      const all = await p.admin.get('/api/packs');
      expect(all.body.map((o: any) => o.id)).toContain(off.id);
      const on = await p.admin.put(`/api/packs/${off.id}`, { active: true, price: 150 });
      expect(on.body).toMatchObject({ active: true, price: 150, unit_price: 15 });
      expect((await p.guest.get('/api/packs')).body.map((o: any) => o.id)).toContain(off.id);
    });
  });

  describe('buying and confirming', () => {
    it('a guest buys with PIX: the copia-e-cola of the price, a 6-digit code, nothing to spend yet', async () => {
      expect((await p.admin.put('/api/settings/store', STORE_SETTINGS)).status).toBe(200);
      const phone = newNumber();
      const res = await p.guest.post(`/api/packs/${offer.id}/purchases`, {
        customer: { name: 'Ana', phone },
        payment: { method: 'pix' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        status: 'awaiting_payment',
        pack_name: '10 Quentinhas M',
        product_id: bed.c.quentinha.id,
        size: 'medio',
        quantity: 10,
        remaining: 0,
        price: 180,
        paid_at: null,
        expires_at: null,
        validity_text: 'válido por 60 dias após a confirmação do pagamento',
      });
      expect(res.body.redeem_code).toMatch(/^\d{6}$/);
      expect(res.body.pix.copia_e_cola).toContain('5406180.00');
      // no credit before the money is confirmed
      const early = await creditOrder(p, p.guest, phone, { code: res.body.redeem_code });
      expect(early.status).toBe(409);
      expect(early.body.message).toContain('créditos');
      // the code is never shown again
      const tracked = await p.guest.get(`/api/pack-purchases/track/${res.body.tracking_token}`);
      expect(tracked.status).toBe(200);
      expect(JSON.stringify(tracked.body)).not.toContain(res.body.redeem_code);
      expect(tracked.body).toMatchObject({ status: 'awaiting_payment', remaining: 0, entries: [] });
      // the owner's list of purchases waiting for their money has it
      const waiting = await p.staff.get('/api/pack-purchases?status=awaiting_payment');
      expect(waiting.body.map((x: any) => x.id)).toContain(res.body.id);
    });

    it.each([
      [{ customer: { name: 'Ana', phone: newNumber() }, payment: { method: 'credit' } }, 400],
      [{ customer: { name: 'Ana', phone: newNumber() }, payment: { method: 'company_tab' } }, 400],
      [{ customer: { name: 'Ana', phone: '123' }, payment: { method: 'pix' } }, 400],
      [{ customer: { name: 'Ana', phone: newNumber() } }, 400],
      [{ payment: { method: 'pix' } }, 400],
    ])('refuses a purchase %j with %d and writes nothing', async (body, status) => {
      const before = await bed.t.db.getRepository(PackPurchase).count();
      const res = await p.guest.post(`/api/packs/${offer.id}/purchases`, body);
      expect(res.status).toBe(status);
      expect(typeof res.body.message).toBe('string');
      expect(await bed.t.db.getRepository(PackPurchase).count()).toBe(before);
    });

    it('an unknown offer is 404, one switched off is 409', async () => {
      const body = { customer: { name: 'Ana', phone: newNumber() }, payment: { method: 'cash' } };
      expect((await p.guest.post(`/api/packs/00000000-0000-4000-8000-000000000000/purchases`, body)).status).toBe(404);
      const off = await createOffer(p, { active: false });
      const res = await p.guest.post(`/api/packs/${off.id}/purchases`, body);
      expect([res.status, res.body.message]).toEqual([409, PACK_MESSAGES.offerInactive]);
    });

    it('staff or admin confirm once: a grant of the quantity, expiry at the end of the 60th day', async () => {
      const bought = await buyPack(p, offer.id, newNumber(), 'cash');
      for (const role of ['kitchen', 'delivery', 'customer'] as const) {
        expect((await bed.users[role].http.post(`/api/pack-purchases/${bought.id}/confirm`)).status).toBe(403);
      }
      expect((await p.guest.post(`/api/pack-purchases/${bought.id}/confirm`)).status).toBe(401);
      const res = await p.staff.post(`/api/pack-purchases/${bought.id}/confirm`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'active', remaining: 10, entries: [{ kind: 'grant', quantity: 10 }] });
      const paid = Date.parse(res.body.paid_at);
      const expires = Date.parse(res.body.expires_at);
      expect(expires - paid).toBeGreaterThan(59 * DAY);
      expect(expires - paid).toBeLessThanOrEqual(61 * DAY);
      // 23:59:59.999 in Sao Paulo
      expect(new Date(expires).toISOString()).toMatch(/T02:59:59\.999Z$/);
      const again = await p.admin.post(`/api/pack-purchases/${bought.id}/confirm`);
      expect([again.status, again.body.message]).toEqual([409, PACK_MESSAGES.alreadyConfirmed]);
      expect((await entriesOf(bought.id)).length).toBe(1);
    });
  });

  describe('spending credits', () => {
    it('a guest with the code: the box costs R$ 0,00, the drink is paid; all boxes and nothing else: method credit', async () => {
      const phone = newNumber();
      const pack = await activePack(p, offer.id, phone);
      const withDrink = await creditOrder(p, p.guest, phone, { code: pack.redeem_code, drink: true });
      expect(withDrink.status).toBe(201);
      const order = withDrink.body.data;
      expect(order).toMatchObject({ total_amount: 6, payment_method: 'pix', paid_with_credit: true });
      expect(order.items[0]).toMatchObject({ unit_price: 0, total_price: 0, credits_used: 1 });
      expect(order.items[1]).toMatchObject({ unit_price: 6, credits_used: 0 });
      const onlyBoxes = await creditOrder(p, p.guest, phone, { code: pack.redeem_code, boxes: 2, method: 'cash' });
      expect(onlyBoxes.status).toBe(201);
      expect(onlyBoxes.body.data).toMatchObject({ total_amount: 0, payment_method: 'credit', paid_with_credit: true });
      expect(await remainingOf(p, pack.tracking_token)).toBe(7);
      const tracked = (await p.guest.get(`/api/pack-purchases/track/${pack.tracking_token}`)).body;
      expect(tracked.entries.map((e: any) => [e.kind, e.quantity])).toEqual([
        ['grant', 10],
        ['use', -1],
        ['use', -2],
      ]);
      expect(tracked.entries[1].order_number).toBe(order.order_number);
      // she spent them herself: the ledger names her, as her order does (it said 'website')
      expect(tracked.entries[1].created_by_name).toBe('Cliente Pacote');
    });

    it('refuses credit as a chosen payment method (400) and credit on a drink (400)', async () => {
      const phone = newNumber();
      const pack = await activePack(p, offer.id, phone);
      const chosen = await creditOrder(p, p.admin, phone, { method: 'credit' });
      expect(chosen.status).toBe(400);
      const drink = await p.admin.post('/api/orders', {
        customer: { name: 'Xavier', phone },
        items: [{ product_id: bed.c.drink.id, quantity: 1, size: 'medio', chosen_dishes: [], use_credit: true }],
        delivery: { type: 'pickup' },
        payment: { method: 'cash' },
      });
      expect([drink.status, drink.body.message]).toEqual([400, PACK_MESSAGES.creditNotQuentinha('Suco de Laranja')]);
      expect(await remainingOf(p, pack.tracking_token)).toBe(10);
    });

    it('too few credits refuses the whole order with 409 naming créditos; another size has none', async () => {
      const phone = newNumber();
      const pack = await activePack(p, offer.id, phone);
      const many = await creditOrder(p, p.staff, phone, { boxes: 11 });
      expect(many.status).toBe(409);
      expect(many.body.message).toContain('créditos');
      const other = await creditOrder(p, p.staff, phone, { size: 'grande' });
      expect(other.status).toBe(409);
      expect(await remainingOf(p, pack.tracking_token)).toBe(10);
    });

    it('uses the batch expiring first, then the oldest; never an expired one', async () => {
      const phone = newNumber();
      const never = await activePack(p, (await createOffer(p, { validity_days: null, quantity: 2 })).id, phone);
      const late = await activePack(p, (await createOffer(p, { validity_days: 90, quantity: 2 })).id, phone);
      const soon = await activePack(p, (await createOffer(p, { validity_days: 30, quantity: 2 })).id, phone);
      const gone = await activePack(p, (await createOffer(p, { validity_days: 30, quantity: 2 })).id, phone);
      await setExpiry(p, gone.id, new Date(Date.now() - 60_000));
      expect((await creditOrder(p, p.staff, phone, { boxes: 3 })).status).toBe(201);
      expect(await remainingOf(p, soon.tracking_token)).toBe(0);
      expect(await remainingOf(p, late.tracking_token)).toBe(1);
      expect(await remainingOf(p, never.tracking_token)).toBe(2);
      const expired = (await p.guest.get(`/api/pack-purchases/track/${gone.tracking_token}`)).body;
      expect(expired).toMatchObject({ status: 'expired', remaining: 0 });
      expect(expired.entries.map((e: any) => e.kind)).toEqual(['grant', 'expire']);
    });

    it('who may use: staff any number; a customer account its own; a guest only with the code', async () => {
      const phone = newNumber();
      const pack = await activePack(p, offer.id, phone);
      const noCode = await creditOrder(p, p.guest, phone);
      expect([noCode.status, noCode.body.message]).toEqual([403, PACK_MESSAGES.codeRequired]);
      const owner = await bed.f.newUser({ role: 'customer', phone });
      expect((await creditOrder(p, owner.http, phone)).status).toBe(201);
      // another customer account is a guest for this number
      const stranger = await creditOrder(p, bed.users.customer.http, phone);
      expect(stranger.status).toBe(403);
      expect((await creditOrder(p, p.staff, phone)).status).toBe(201);
      expect(await remainingOf(p, pack.tracking_token)).toBe(8);
      const mine = await owner.http.get('/api/me/credits');
      expect(mine.status).toBe(200);
      expect(mine.body).toHaveLength(1);
      expect(mine.body[0]).toMatchObject({ id: pack.id, remaining: 8, status: 'active' });
      expect((await p.staff.get('/api/me/credits')).status).toBe(403);
    });

    it('five wrong codes for a number lock it for 15 minutes (429), even for the right code', async () => {
      const phone = newNumber();
      const pack = await activePack(p, offer.id, phone);
      const wrong = pack.redeem_code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await creditOrder(p, p.guest, phone, { code: wrong });
        expect([res.status, res.body.message]).toEqual([403, PACK_MESSAGES.codeWrong]);
      }
      const locked = await creditOrder(p, p.guest, phone, { code: pack.redeem_code });
      expect([locked.status, locked.body.message]).toEqual([429, PACK_MESSAGES.codeLocked]);
      // another number is not locked
      const other = newNumber();
      const second = await activePack(p, offer.id, other);
      expect((await creditOrder(p, p.guest, other, { code: second.redeem_code })).status).toBe(201);
      // 15 minutes later
      await bed.t.db.query(`UPDATE "credit_code_attempts" SET "at" = "at" - ${16 * 60_000}`);
      expect((await creditOrder(p, p.guest, phone, { code: pack.redeem_code })).status).toBe(201);
      expect(await remainingOf(p, pack.tracking_token)).toBe(9);
    });

    it('an edit that gives a credit-only order something to pay asks for the method of the rest', async () => {
      const phone = newNumber();
      await activePack(p, offer.id, phone);
      const order = (await creditOrder(p, p.staff, phone)).body.data;
      expect(order).toMatchObject({ payment_method: 'credit', total_amount: 0 });
      const delivery = { isDelivery: true, address: { street: 'Rua A, 1', neighborhood: bed.c.neighborhood.id } };
      const refused = await p.admin.put(`/api/orders/${order.id}`, { delivery });
      expect([refused.status, refused.body.message]).toEqual([400, PACK_MESSAGES.creditRest]);
      const named = await p.admin.put(`/api/orders/${order.id}`, { delivery, payment_method: 'cash' });
      expect(named.status).toBe(200);
      expect(named.body.data).toMatchObject({ payment_method: 'cash', total_amount: 7.5, paid_with_credit: true });
    });

    it('an order replayed with its Idempotency-Key spends its credits once', async () => {
      const phone = newNumber();
      const pack = await activePack(p, offer.id, phone);
      const body = {
        customer: { name: 'Cliente Pacote', phone },
        items: [
          {
            product_id: bed.c.quentinha.id,
            quantity: 2,
            size: 'medio',
            chosen_dishes: [bed.c.dishes[0].id],
            use_credit: true,
          },
        ],
        delivery: { type: 'pickup' },
        payment: { method: 'cash' },
        credit_code: pack.redeem_code,
      };
      const key = `pack-replay-${phone}`;
      const first = await p.guest.post('/api/orders', body, { 'idempotency-key': key });
      const again = await p.guest.post('/api/orders', body, { 'idempotency-key': key });
      expect([first.status, again.status, again.body.data.id]).toEqual([201, 201, first.body.data.id]);
      expect(await remainingOf(p, pack.tracking_token)).toBe(8);
    });

    it('a malformed code is 400 and is not counted', async () => {
      const phone = newNumber();
      await activePack(p, offer.id, phone);
      const res = await creditOrder(p, p.guest, phone, { code: '12ab' });
      expect([res.status, res.body.message]).toEqual([400, PACK_MESSAGES.codeFormat]);
    });
  });

  describe('cancel and reopen', () => {
    it('a cancel gives each credit back once; reopening is refused', async () => {
      const phone = newNumber();
      const pack = await activePack(p, offer.id, phone);
      const order = (await creditOrder(p, p.staff, phone, { boxes: 2 })).body.data;
      expect(await remainingOf(p, pack.tracking_token)).toBe(8);
      const cancel = await p.admin.put(`/api/orders/${order.id}/status`, { status: 'cancelled' });
      expect(cancel.status).toBe(200);
      expect(await remainingOf(p, pack.tracking_token)).toBe(10);
      await p.admin.put(`/api/orders/${order.id}/status`, { status: 'cancelled' });
      expect(await remainingOf(p, pack.tracking_token)).toBe(10);
      const reopen = await p.admin.put(`/api/orders/${order.id}/status`, { status: 'pending' });
      expect([reopen.status, reopen.body.message]).toEqual([409, PACK_MESSAGES.reopenRefused]);
      expect((await p.admin.get(`/api/orders/${order.id}`)).body.data.status).toBe('cancelled');
      const kinds = (await entriesOf(pack.id)).map((e) => e.kind).sort();
      expect(kinds).toEqual(['grant', 'return', 'use']);
    });

    it('an order that used credits is not deleted until it is cancelled', async () => {
      const phone = newNumber();
      const pack = await activePack(p, offer.id, phone);
      const order = (await creditOrder(p, p.staff, phone)).body.data;
      const refused = await p.admin.delete(`/api/orders/${order.id}`);
      expect([refused.status, refused.body.message]).toEqual([409, PACK_MESSAGES.removeRefused]);
      expect((await p.admin.put(`/api/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(200);
      expect((await p.admin.delete(`/api/orders/${order.id}`)).status).toBe(204);
      expect(await remainingOf(p, pack.tracking_token)).toBe(10);
    });

    it('a credit given back to a batch that expired meanwhile lives until the end of the 7th day', async () => {
      const phone = newNumber();
      const pack = await activePack(p, offer.id, phone);
      const order = (await creditOrder(p, p.staff, phone)).body.data;
      await setExpiry(p, pack.id, new Date(Date.now() - 60_000));
      expect((await p.admin.put(`/api/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(200);
      const after = (await p.guest.get(`/api/pack-purchases/track/${pack.tracking_token}`)).body;
      // the 9 that expired stay expired; the one of this order is back
      expect(after).toMatchObject({ status: 'active', remaining: 1 });
      const days = (Date.parse(after.expires_at) - Date.now()) / DAY;
      expect(days).toBeGreaterThan(6);
      expect(days).toBeLessThanOrEqual(8);
      expect(after.expires_at).toMatch(/T02:59:59\.999Z$/);
    });
  });

  describe('refund', () => {
    it('R$ 139,90 pack of 10 with 3 used refunds R$ 97,93, once', async () => {
      const phone = newNumber();
      const pricey = await createOffer(p, { price: 139.9 });
      const pack = await activePack(p, pricey.id, phone);
      const order = await creditOrder(p, p.staff, phone, { boxes: 3 });
      expect(order.status).toBe(201);
      // a box of an open order may still come back: the refund waits for it
      const early = await p.admin.post(`/api/pack-purchases/${pack.id}/refund`, {});
      expect([early.status, early.body.message]).toEqual([409, PACK_MESSAGES.refundOpenOrders]);
      await deliverOrder(p, order.body.data.id);
      expect((await p.staff.post(`/api/pack-purchases/${pack.id}/refund`, {})).status).toBe(403);
      const listed = (await p.staff.get(`/api/pack-purchases?phone=${phone}`)).body;
      expect(listed[0]).toMatchObject({ id: pack.id, refund_amount: 97.93, remaining: 7 });
      const res = await p.admin.post(`/api/pack-purchases/${pack.id}/refund`, { note: 'Mudou de cidade' });
      expect(res.status).toBe(200);
      expect(res.body.refund_amount).toBe(97.93);
      expect(res.body.purchase).toMatchObject({ status: 'refunded', remaining: 0 });
      const again = await p.admin.post(`/api/pack-purchases/${pack.id}/refund`, {});
      expect([again.status, again.body.message]).toEqual([409, PACK_MESSAGES.refundTwice]);
      const spend = await creditOrder(p, p.staff, phone);
      expect(spend.status).toBe(409);
    });

    it('an unused pack refunds its whole price; an unpaid one or a used-up one cannot be refunded', async () => {
      const unused = await activePack(p, offer.id, newNumber());
      expect((await p.admin.post(`/api/pack-purchases/${unused.id}/refund`, {})).body.refund_amount).toBe(180);
      const unpaid = await buyPack(p, offer.id, newNumber());
      const res = await p.admin.post(`/api/pack-purchases/${unpaid.id}/refund`, {});
      expect([res.status, res.body.message]).toEqual([409, PACK_MESSAGES.refundNotPaid]);
      const phone = newNumber();
      const small = await activePack(p, (await createOffer(p, { quantity: 2, price: 30 })).id, phone);
      const both = await creditOrder(p, p.staff, phone, { boxes: 2 });
      expect(both.status).toBe(201);
      await deliverOrder(p, both.body.data.id);
      const none = await p.admin.post(`/api/pack-purchases/${small.id}/refund`, {});
      expect([none.status, none.body.message]).toEqual([409, PACK_MESSAGES.refundNothing]);
    });

    it('an expired pack refunds what was not used', async () => {
      const phone = newNumber();
      const pack = await activePack(p, offer.id, phone);
      const four = await creditOrder(p, p.staff, phone, { boxes: 4 });
      expect(four.status).toBe(201);
      await deliverOrder(p, four.body.data.id);
      await setExpiry(p, pack.id, new Date(Date.now() - 60_000));
      const res = await p.admin.post(`/api/pack-purchases/${pack.id}/refund`, {});
      // 180 - 4 x 18
      expect([res.status, res.body.refund_amount]).toEqual([200, 108]);
    });
  });

  describe('Prorrogar and the expiring list', () => {
    it('extends an expired batch: its credits come back, the ledger says who', async () => {
      const phone = newNumber();
      const pack = await activePack(p, offer.id, phone);
      await setExpiry(p, pack.id, new Date(Date.now() - 60_000));
      expect(await remainingOf(p, pack.tracking_token)).toBe(0);
      const bad = await p.admin.post(`/api/pack-purchases/${pack.id}/extend`, { days: 0 });
      expect([bad.status, bad.body.message]).toEqual([400, PACK_MESSAGES.extendDays]);
      expect((await p.staff.post(`/api/pack-purchases/${pack.id}/extend`, { days: 10 })).status).toBe(403);
      const res = await p.admin.post(`/api/pack-purchases/${pack.id}/extend`, { days: 10, note: 'Viajou' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'active', remaining: 10 });
      expect(res.body.entries.at(-1)).toMatchObject({
        kind: 'extend',
        quantity: 10,
        note: 'Viajou',
        created_by_name: 'Pessoa admin',
      });
      expect((Date.parse(res.body.expires_at) - Date.now()) / DAY).toBeGreaterThan(9);
    });

    it('lists credits ending this week with a wa.me reminder for opted-in customers only', async () => {
      const inPhone = newNumber();
      const outPhone = newNumber();
      const a = await activePack(p, offer.id, inPhone);
      const b = await activePack(p, offer.id, outPhone);
      for (const id of [a.id, b.id]) await setExpiry(p, id, new Date(Date.now() + 3 * DAY));
      // opted in through an order's consent box
      const optIn = await p.guest.post(
        '/api/orders',
        {
          customer: { name: 'Cliente Pacote', phone: inPhone },
          items: [{ product_id: bed.c.drink.id, quantity: 1, size: 'medio', chosen_dishes: [] }],
          delivery: { type: 'pickup' },
          payment: { method: 'cash' },
          marketing_opt_in: true,
        },
        { 'idempotency-key': `optin-${inPhone}` },
      );
      expect(optIn.status).toBe(201);
      expect((await p.staff.get('/api/pack-purchases/expiring')).status).toBe(403);
      const res = await p.admin.get('/api/pack-purchases/expiring?days=7');
      expect(res.status).toBe(200);
      const rowA = res.body.find((r: any) => r.purchase_id === a.id);
      const rowB = res.body.find((r: any) => r.purchase_id === b.id);
      expect(rowA).toMatchObject({ remaining: 10, marketing: 'opted_in' });
      expect(rowA.link).toMatch(new RegExp(`^https://wa\\.me/55${inPhone}\\?text=`));
      expect(decodeURIComponent(rowA.link)).toContain('/sair/');
      expect(rowB).toMatchObject({ remaining: 10, link: null });
      expect((await p.admin.get('/api/pack-purchases/expiring?days=abc')).status).toBe(400);
    });
  });

  describe('reads', () => {
    it('by phone for staff (400 for a bad number), unknown tracking token 404', async () => {
      expect((await p.staff.get('/api/pack-purchases?phone=12')).status).toBe(400);
      expect((await p.staff.get('/api/pack-purchases?status=active')).status).toBe(400);
      expect((await bed.users.kitchen.http.get(`/api/pack-purchases?phone=${newNumber()}`)).status).toBe(403);
      expect((await p.guest.get('/api/pack-purchases/track/nao-existe')).status).toBe(404);
    });
  });

  describe("a customer's data (DECISIONS 10.1)", () => {
    it('the export lists the purchases; removal waits for unused credits, then forgets the name on them', async () => {
      const phone = newNumber();
      const pack = await activePack(p, offer.id, phone);
      const found = await p.admin.get(`/api/customers?search=${phone}`);
      const customerId = found.body.data[0].id;
      const exported = await p.admin.get(`/api/customers/${customerId}/export`);
      expect(exported.body.pack_purchases).toHaveLength(1);
      expect(exported.body.pack_purchases[0]).toMatchObject({ id: pack.id, remaining: 10, status: 'active' });
      const refused = await p.admin.delete(`/api/customers/${customerId}`);
      expect([refused.status, refused.body.message]).toEqual([409, PACK_MESSAGES.customerHasCredits]);
      expect((await p.admin.post(`/api/pack-purchases/${pack.id}/refund`, {})).status).toBe(200);
      expect((await p.admin.delete(`/api/customers/${customerId}`)).status).toBe(204);
      const kept = await bed.t.db.getRepository(PackPurchase).findOneByOrFail({ id: pack.id });
      expect([kept.customer_name, kept.whatsapp, kept.price_cents]).toEqual(['Cliente removido', '', 18000]);
      expect((await p.staff.get(`/api/pack-purchases?phone=${phone}`)).body).toEqual([]);
    });
  });

  describe('the ledger', () => {
    it('is append-only in the database itself', async () => {
      const pack = await activePack(p, offer.id, newNumber());
      await expect(
        bed.t.db.query(`UPDATE "credit_entries" SET "quantity" = 99 WHERE "purchase_id" = '${pack.id}'`),
      ).rejects.toThrow(/append-only/);
      await expect(bed.t.db.query(`DELETE FROM "credit_entries" WHERE "purchase_id" = '${pack.id}'`)).rejects.toThrow(
        /append-only/,
      );
      expect(await remainingOf(p, pack.tracking_token)).toBe(10);
    });
  });

  describe('the dashboard', () => {
    it('counts packs confirmed in the period and the credits still owed now', async () => {
      const before = (await p.admin.get('/api/analytics/dashboard?period=today')).body.packs;
      const phone = newNumber();
      const pack = await activePack(p, (await createOffer(p, { price: 139.9 })).id, phone);
      expect((await creditOrder(p, p.staff, phone, { boxes: 3 })).status).toBe(201);
      const after = (await p.admin.get('/api/analytics/dashboard?period=today')).body.packs;
      expect(after.sold).toBe(before.sold + 1);
      expect(after.revenue).toBeCloseTo(before.revenue + 139.9, 2);
      // 7 x 13,99
      expect(after.credits_outstanding).toBeCloseTo(before.credits_outstanding + 97.93, 2);
      expect(pack.id).toBeTruthy();
    });
  });
});
