import { randomUUID } from 'node:crypto';
import { addDays } from '@quentinha/shared/availability/hours';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { Order } from '../../src/modules/orders/order.entity.js';
import { PixExpiryService } from '../../src/modules/orders/pix-expiry.service.js';
import { SocketPool } from '../realtime/socket-client.js';
import { Factories } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { eventsOf, type OrderCatalog, orderBody, seedOrderCatalog } from '../support/order-fixtures.js';
import { STORE_SETTINGS } from '../support/store-settings.js';
import { startTestApp, type TestApp, usingPostgres } from '../support/test-app.js';

const REASON = 'Pagamento não confirmado';
// the timer stays out of the way: each test sweeps when it means to
const QUIET = { PIX_SWEEP_SECONDS: '3600' };

interface Placed {
  id: string;
  tracking_token: string;
  status: string;
}

/** An app with a PIX key, a 1-minute PIX timeout and 100 portions of 'Frango Grelhado' today. */
async function startPixShop(env: Record<string, string> = QUIET) {
  const t = await startTestApp(env);
  const f = new Factories(t);
  const c = await seedOrderCatalog(t);
  const admin = (await f.newUser({ role: 'admin' })).http;
  const staff = (await f.newUser({ role: 'staff' })).http;
  expect((await admin.put('/api/settings/store', STORE_SETTINGS)).status).toBe(200);
  expect((await admin.put('/api/settings/ordering', { pix_timeout_minutes: 1 })).status).toBe(200);
  const menu = await admin.post('/api/dailymenus', {
    date: todaySaoPaulo(),
    dishes: c.dishes.map((d) => d.id),
    portions: { [c.dishes[2].id]: 100 },
  });
  expect([200, 201]).toContain(menu.status);
  return { t, f, c, admin, staff, guest: f.anonymous() };
}

/** Places a guest order (2 boxes with 'Frango Grelhado' and a drink, paid by PIX unless told). */
async function place(guest: HttpClient, c: OrderCatalog, extra: Record<string, unknown> = {}): Promise<Placed> {
  const res = await guest.post('/api/orders', orderBody(c, extra), { 'idempotency-key': randomUUID() });
  expect(res.status).toBe(201);
  return res.body.data;
}

/** The order as if placed `minutes` ago (written straight to the table). */
const age = (t: TestApp, id: string, minutes: number) =>
  t.db.getRepository(Order).update(id, { created_at: new Date(Date.now() - minutes * 60_000) });

const cancelEntries = async (t: TestApp, id: string) => (await eventsOf(t, id)).filter((e) => e.to_status === 'cancelled');

describe('unpaid PIX orders are cancelled after the shop’s timeout (DECISIONS 10.8)', () => {
  let shop: Awaited<ReturnType<typeof startPixShop>>;
  let sweeper: PixExpiryService;
  const sockets = new SocketPool();
  const tomorrow = addDays(todaySaoPaulo(), 1);

  beforeAll(async () => {
    shop = await startPixShop();
    sweeper = shop.t.app.get(PixExpiryService);
  });
  afterAll(() => sockets.closeWith(shop.t));

  const chickenLeft = async () => (await shop.guest.get('/api/dailymenus/today')).body.remaining[shop.c.dishes[2].id];
  const noonSlot = async () => (await shop.guest.get(`/api/orders/slots?date=${tomorrow}`)).body[24];
  const status = async (id: string) => (await shop.admin.get(`/api/orders/${id}`)).body.data;

  it('cancels an expired one with its reason, gives its portions and slot place back, and everyone hears it', async () => {
    const { t, c, guest, admin } = shop;
    expect((await admin.put('/api/settings/scheduling', { slot_minutes: 30, slot_capacity: 5 })).status).toBe(200);
    const leftBefore = await chickenLeft();
    const unpaid = await place(guest, c);
    const scheduled = await place(guest, c, { scheduled_for: `${tomorrow}T12:10:00-03:00` });
    const fresh = await place(guest, c);
    const cash = await place(guest, c, { payment: { method: 'cash', change_for: 100 } });
    expect([unpaid.status, scheduled.status, fresh.status, cash.status]).toEqual(['awaiting_payment', 'awaiting_payment', 'awaiting_payment', 'pending']);
    // a slot counts boxes: this order's 2
    expect(await noonSlot()).toMatchObject({ taken: 2, available: 3 });
    for (const old of [unpaid, scheduled, cash]) await age(t, old.id, 2);

    const board = await sockets.connect(t.baseUrl, { cookie: admin.cookieHeader });
    const tracking = await sockets.connect(t.baseUrl, { auth: { trackingToken: unpaid.tracking_token } });
    expect(await sweeper.sweep()).toBe(2);

    // only the fresh and the cash order still hold their 2 portions each; the slot place is free again
    expect(await chickenLeft()).toBe(leftBefore - 4);
    expect(await noonSlot()).toMatchObject({ taken: 0, available: 5 });
    const tracked = await guest.get(`/api/orders/track/${unpaid.tracking_token}`);
    expect(tracked.body.data).toMatchObject({ status: 'cancelled', cancel_reason: REASON });
    expect(tracked.body.data.status_history.at(-1)).toMatchObject({ from: 'awaiting_payment', to: 'cancelled', by_name: 'Loja', reason: REASON });
    expect((await status(unpaid.id)).status_history.at(-1)).toMatchObject({ by_user_id: null, by_name: 'Loja', reason: REASON });
    expect(await status(scheduled.id)).toMatchObject({ status: 'cancelled', cancel_reason: REASON });
    // a fresh PIX order and an old cash order are left alone
    expect((await status(fresh.id)).status).toBe('awaiting_payment');
    expect((await status(cash.id)).status).toBe('pending');

    const live = (p: { id: string; status: string; cancel_reason: string }) => p.id === unpaid.id && p.status === 'cancelled' && p.cancel_reason === REASON;
    await board.waitFor('order.updated', live);
    await tracking.waitFor('order.updated', live);

    // a second sweep finds nothing: one cancel, portions given back once
    expect(await sweeper.sweep()).toBe(0);
    expect(await cancelEntries(t, unpaid.id)).toHaveLength(1);
    expect(await chickenLeft()).toBe(leftBefore - 4);
  });

  it('leaves an order alone that the shop confirmed between the sweep’s look and its cancel; too late the other way round', async () => {
    const { t, c, guest, staff } = shop;
    const paid = await place(guest, c);
    await age(t, paid.id, 5);
    const leftBefore = await chickenLeft();
    const look = sweeper.expiredIds.bind(sweeper);
    const spy = jest.spyOn(sweeper, 'expiredIds').mockImplementationOnce(async (cutoff) => {
      const ids = await look(cutoff);
      expect(ids).toContain(paid.id);
      // the owner sees the money arrive right now
      expect((await staff.put(`/api/orders/${paid.id}/status`, { status: 'confirmed' })).status).toBe(200);
      return ids;
    });
    try {
      expect(await sweeper.sweep()).toBe(0);
    } finally {
      spy.mockRestore();
    }
    expect(await status(paid.id)).toMatchObject({ status: 'confirmed', payment_status: 'paid', cancel_reason: null });
    expect(await cancelEntries(t, paid.id)).toHaveLength(0);
    expect(await chickenLeft()).toBe(leftBefore);

    // the server got there first: confirming a cancelled order is refused by the transition rule
    const late = await place(guest, c);
    await age(t, late.id, 5);
    expect(await sweeper.sweep()).toBe(1);
    const refused = await staff.put(`/api/orders/${late.id}/status`, { status: 'confirmed' });
    expect(refused.status).toBe(409);
    expect((await status(late.id)).status).toBe('cancelled');
  });

  it('0 means never; a longer timeout waits for it', async () => {
    const { t, c, guest, admin } = shop;
    const order = await place(guest, c);
    await age(t, order.id, 3 * 24 * 60);
    expect((await admin.put('/api/settings/ordering', { pix_timeout_minutes: 0 })).status).toBe(200);
    // the tracking page reads it to say until when to pay (here: no limit)
    expect((await guest.get('/api/settings/public')).body.pix_timeout_minutes).toBe(0);
    expect(await sweeper.sweep()).toBe(0);
    expect((await status(order.id)).status).toBe('awaiting_payment');

    expect((await admin.put('/api/settings/ordering', { pix_timeout_minutes: 30 })).status).toBe(200);
    expect((await guest.get('/api/settings/public')).body.pix_timeout_minutes).toBe(30);
    const recent = await place(guest, c);
    await age(t, recent.id, 20);
    expect(await sweeper.sweep()).toBe(1);
    expect((await status(order.id)).status).toBe('cancelled');
    expect((await status(recent.id)).status).toBe('awaiting_payment');
    // paid after all: nothing older than a minute is left waiting for the next tests
    expect((await shop.staff.put(`/api/orders/${recent.id}/status`, { status: 'confirmed' })).status).toBe(200);
    expect((await admin.put('/api/settings/ordering', { pix_timeout_minutes: 1 })).status).toBe(200);
  });

  it('two expiries of one order at the same moment cancel it once', async () => {
    const { t, c, guest } = shop;
    const order = await place(guest, c);
    await age(t, order.id, 2);
    const leftBefore = await chickenLeft();
    const results = await Promise.all([sweeper.expire(order.id, 1), sweeper.expire(order.id, 1)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await cancelEntries(t, order.id)).toHaveLength(1);
    expect(await chickenLeft()).toBe(leftBefore + 2);
  });

  (usingPostgres() ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
    let other: TestApp;
    beforeAll(async () => {
      other = await startTestApp({ ...QUIET, DATABASE_URL: shop.t.config.databaseUrl! });
    });
    afterAll(() => other?.close());

    it('sweeping at the same moment cancel each expired order exactly once', async () => {
      const { t, c, guest } = shop;
      const orders = [await place(guest, c), await place(guest, c), await place(guest, c)];
      for (const o of orders) await age(t, o.id, 2);
      const leftBefore = await chickenLeft();
      const counts = await Promise.all([sweeper.sweep(), other.app.get(PixExpiryService).sweep()]);
      expect(counts[0] + counts[1]).toBe(3);
      for (const o of orders) expect(await cancelEntries(t, o.id)).toHaveLength(1);
      expect(await chickenLeft()).toBe(leftBefore + 6);
    });

    it('while one instance sweeps, the other does not start its own (advisory lock)', async () => {
      const { t, c, guest } = shop;
      const orders = [await place(guest, c), await place(guest, c)];
      for (const o of orders) await age(t, o.id, 2);
      const otherSweeper = other.app.get(PixExpiryService);
      const otherLook = jest.spyOn(otherSweeper, 'expiredIds');
      const look = sweeper.expiredIds.bind(sweeper);
      let entered!: () => void;
      let release!: () => void;
      const inside = new Promise<void>((r) => (entered = r));
      const gate = new Promise<void>((r) => (release = r));
      const held = jest.spyOn(sweeper, 'expiredIds').mockImplementationOnce(async (cutoff) => {
        entered();
        await gate;
        return look(cutoff);
      });
      try {
        const first = sweeper.sweep();
        await inside;
        expect(await otherSweeper.sweep()).toBe(0);
        expect(otherLook).not.toHaveBeenCalled();
        release();
        expect(await first).toBe(2);
      } finally {
        release();
        held.mockRestore();
        otherLook.mockRestore();
      }
      for (const o of orders) expect(await cancelEntries(t, o.id)).toHaveLength(1);
    });

    it('even without the sweep lock, the same order expired on both at once is cancelled once', async () => {
      const { t, c, guest } = shop;
      const order = await place(guest, c);
      await age(t, order.id, 2);
        const results = await Promise.all([sweeper.expire(order.id, 1), other.app.get(PixExpiryService).expire(order.id, 1)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await cancelEntries(t, order.id)).toHaveLength(1);
    });
  });
});

describe('the server sweeps by itself (PIX_SWEEP_SECONDS)', () => {
  it('cancels an expired order without anyone asking', async () => {
    const shop = await startPixShop({ PIX_SWEEP_SECONDS: '1' });
    try {
      const order = await place(shop.guest, shop.c);
      await age(shop.t, order.id, 2);
      const deadline = Date.now() + 10_000;
      let seen = (await shop.guest.get(`/api/orders/track/${order.tracking_token}`)).body.data;
      while (seen.status !== 'cancelled' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        seen = (await shop.guest.get(`/api/orders/track/${order.tracking_token}`)).body.data;
      }
      expect(seen).toMatchObject({ status: 'cancelled', cancel_reason: REASON });
    } finally {
      await shop.t.close();
    }
  });
});
