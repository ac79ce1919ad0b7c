import type { Role } from '@quentinha/shared/api/types';
import { DEFAULT_ORDERING_SETTINGS, ORDERING_MESSAGES } from '@quentinha/shared/settings/ordering';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import { SocketPool } from '../realtime/socket-client.js';
import { type Factories, startAppWithFactories } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { expectAllRefused, malformedBodies } from '../support/malformed.js';
import { countOrderRows, type OrderCatalog, orderBody, seedOrderCatalog } from '../support/order-fixtures.js';
import { STORE_SETTINGS } from '../support/store-settings.js';
import type { TestApp } from '../support/test-app.js';

const ROUTE = '/api/settings/ordering';

describe("ordering settings: 'Aceitar pedidos automaticamente' and boxes per website order (DECISIONS 10.8, 10.9)", () => {
  let t: TestApp, f: Factories, c: OrderCatalog, admin: HttpClient, staff: HttpClient, kitchen: HttpClient;
  const sockets = new SocketPool();

  beforeAll(async () => {
    ({ t, f } = await startAppWithFactories());
    c = await seedOrderCatalog(t);
    admin = (await f.newUser({ role: 'admin' })).http;
    staff = (await f.newUser({ role: 'staff' })).http;
    kitchen = (await f.newUser({ role: 'kitchen' })).http;
  });
  afterAll(() => sockets.closeWith(t));

  const storedRow = () => t.db.getRepository(Setting).findOneBy({ key: 'ordering' });
  const put = async (body: Record<string, unknown>) => {
    const res = await admin.put(ROUTE, body);
    expect(res.status).toBe(200);
    return res.body;
  };
  /** `n` medium quentinhas and a drink (drinks are not boxes) */
  const boxes = (n: number) => [
    { product_id: c.quentinha.id, quantity: n, size: 'medio', chosen_dishes: [c.dishes[0].id] },
    { product_id: c.drink.id, quantity: 3, size: 'medio', chosen_dishes: [] },
  ];
  const cash = { payment: { method: 'cash', change_for: 100 } };

  describe('the route', () => {
    it('answers the defaults before the owner saved anything, to admin and staff', async () => {
      expect((await admin.get(ROUTE)).body).toEqual(DEFAULT_ORDERING_SETTINGS);
      expect(DEFAULT_ORDERING_SETTINGS).toEqual({ auto_accept: false, max_boxes_per_order: 15, pix_timeout_minutes: 30 });
      const read = await staff.get(ROUTE);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(DEFAULT_ORDERING_SETTINGS);
    });

    it('reads for admin and staff, writes for the admin only', async () => {
      const anon = await f.anonymous().get(ROUTE);
      expect(anon.status).toBe(401);
      expect((await f.anonymous().put(ROUTE, { auto_accept: true })).status).toBe(401);
      for (const role of ['customer', 'kitchen', 'delivery'] as Role[]) {
        const { http } = await f.newUser({ role });
        const read = await http.get(ROUTE);
        expect(read.status).toBe(403);
        expect(read.body.message).toBe('Você não tem permissão para esta ação.');
        expect((await http.put(ROUTE, { auto_accept: true })).status).toBe(403);
      }
      const byStaff = await staff.put(ROUTE, { auto_accept: true });
      expect(byStaff.status).toBe(403);
      expect(await storedRow()).toBeNull();
    });

    it('refuses bad bodies with one Portuguese sentence and stores nothing', async () => {
      const valid = { auto_accept: true, max_boxes_per_order: 20, pix_timeout_minutes: 45 };
      await expectAllRefused((body) => admin.put(ROUTE, body), malformedBodies(valid));
      const said = async (body: unknown) => (await admin.put(ROUTE, body)).body.message;
      expect(await said({})).toBe(ORDERING_MESSAGES.noField);
      expect(await said({ auto_accept: 'sim' })).toBe(ORDERING_MESSAGES.autoAccept);
      expect(await said({ auto_accept: null })).toBe(ORDERING_MESSAGES.autoAccept);
      expect(await said({ max_boxes_per_order: 0 })).toBe(ORDERING_MESSAGES.maxBoxesPerOrder);
      expect(await said({ max_boxes_per_order: 100 })).toBe(ORDERING_MESSAGES.maxBoxesPerOrder);
      expect(await said({ max_boxes_per_order: 2.5 })).toBe(ORDERING_MESSAGES.maxBoxesPerOrder);
      expect(await said({ pix_timeout_minutes: -1 })).toBe(ORDERING_MESSAGES.pixTimeoutMinutes);
      expect(await said({ pix_timeout_minutes: 1441 })).toBe(ORDERING_MESSAGES.pixTimeoutMinutes);
      // one bad field refuses the whole body: the good one is not half-saved
      expect(await said({ auto_accept: true, max_boxes_per_order: '20' })).toBe(ORDERING_MESSAGES.maxBoxesPerOrder);
      expect(await storedRow()).toBeNull();
      expect((await admin.get(ROUTE)).body).toEqual(DEFAULT_ORDERING_SETTINGS);
    });

    it('changes only what a body names; 0 minutes (never cancel) and the bounds are accepted', async () => {
      expect(await put({ pix_timeout_minutes: 0 })).toEqual({ ...DEFAULT_ORDERING_SETTINGS, pix_timeout_minutes: 0 });
      expect(await put({ max_boxes_per_order: 99 })).toEqual({ ...DEFAULT_ORDERING_SETTINGS, pix_timeout_minutes: 0, max_boxes_per_order: 99 });
      const all = { auto_accept: false, max_boxes_per_order: 1, pix_timeout_minutes: 1440 };
      expect(await put(all)).toEqual(all);
      expect((await staff.get(ROUTE)).body).toEqual(all);
      await put({ ...DEFAULT_ORDERING_SETTINGS });
    });
  });

  describe('auto-accept', () => {
    afterAll(() => put({ auto_accept: false }));

    it('off (the default): a cash website order waits for the shop', async () => {
      const res = await f.anonymous().post('/api/orders', orderBody(c, cash));
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ status: 'pending' });
    });

    it('on, without a PIX key: cash and card orders reach the kitchen at once, accepted by the shop; PIX waits (pending)', async () => {
      await put({ auto_accept: true });
      const kitchenSocket = await sockets.connect(t.baseUrl, { cookie: kitchen.cookieHeader });
      const adminSocket = await sockets.connect(t.baseUrl, { cookie: admin.cookieHeader });
      const res = await f.anonymous().post('/api/orders', orderBody(c, cash));
      expect(res.status).toBe(201);
      const order = res.body.data;
      expect(order).toMatchObject({ status: 'confirmed', payment_status: 'pending', source: 'website' });
      expect(order.status_history.map((h: { from: string | null; to: string; by_name: string }) => [h.from, h.to, h.by_name])).toEqual([
        // the guest's own copy names roles (DECISIONS 10.8): she placed it, the shop accepted it
        [null, 'pending', 'Você'],
        ['pending', 'confirmed', 'Loja'],
      ]);
      // the kitchen wall hears it with nobody touching anything; the owner's board too
      await kitchenSocket.waitFor('order.created', (p) => p.id === order.id && p.status === 'confirmed');
      await adminSocket.waitFor('order.created', (p) => p.id === order.id && p.status === 'confirmed');
      const kitchenList = await kitchen.get('/api/orders?status=confirmed');
      expect(JSON.stringify(kitchenList.body)).toContain(order.id);

      const customer = (await f.newUser({ role: 'customer' })).http;
      for (const method of ['credit_card', 'debit_card']) {
        const card = await customer.post('/api/orders', orderBody(c, { payment: { method } }));
        expect(card.status).toBe(201);
        expect(card.body.data.status).toBe('confirmed');
      }

      const pix = await f.anonymous().post('/api/orders', orderBody(c, { payment: { method: 'pix' } }));
      expect(pix.body.data).toMatchObject({ status: 'pending', pix: null });
      expect(pix.body.data.status_history).toHaveLength(1);
      await sockets.barrier(t, [kitchenSocket]);
      expect(kitchenSocket.orderEvents(pix.body.data.id)).toEqual([]);
    });

    it("on, with a PIX key: a PIX order still waits for its payment, a cash one is confirmed", async () => {
      expect((await admin.put('/api/settings/store', STORE_SETTINGS)).status).toBe(200);
      const pix = await f.anonymous().post('/api/orders', orderBody(c, { payment: { method: 'pix' } }));
      expect(pix.status).toBe(201);
      expect(pix.body.data).toMatchObject({ status: 'awaiting_payment', payment_status: 'pending' });
      expect(pix.body.data.pix.copia_e_cola).toBeTruthy();
      const money = await f.anonymous().post('/api/orders', orderBody(c, cash));
      expect(money.body.data).toMatchObject({ status: 'confirmed', pix: null });
    });

    it("leaves the team's phone orders as the team sends them", async () => {
      const phone = await staff.post('/api/orders', orderBody(c, cash));
      expect(phone.status).toBe(201);
      expect(phone.body.data).toMatchObject({ status: 'pending', source: 'admin' });
    });

    it('switched off again: the next cash website order waits again', async () => {
      await put({ auto_accept: false });
      const res = await f.anonymous().post('/api/orders', orderBody(c, cash));
      expect(res.body.data.status).toBe('pending');
    });
  });

  describe('boxes per website order', () => {
    afterAll(() => put({ max_boxes_per_order: DEFAULT_ORDERING_SETTINGS.max_boxes_per_order }));

    it('15 by default: 15 boxes pass, 16 are refused with a word to talk to the shop, and nothing is written', async () => {
      const at = await f.anonymous().post('/api/orders', orderBody(c, { items: boxes(15) }));
      expect(at.status).toBe(201);
      const before = await countOrderRows(t);
      const over = await f.anonymous().post('/api/orders', orderBody(c, { items: boxes(16) }));
      expect(over.status).toBe(409);
      expect(over.body.message).toBe('Para mais de 15 quentinhas, fale com a loja pelo WhatsApp.');
      expect(await countOrderRows(t)).toEqual(before);
    });

    it('follows the setting for guests and customers, counting boxes over every line; the team is not limited', async () => {
      await put({ max_boxes_per_order: 3 });
      const split = [
        { product_id: c.quentinha.id, quantity: 2, size: 'medio', chosen_dishes: [c.dishes[0].id] },
        { product_id: c.quentinha.id, quantity: 1, size: 'grande', chosen_dishes: [c.dishes[1].id] },
      ];
      expect((await f.anonymous().post('/api/orders', orderBody(c, { items: split }))).status).toBe(201);
      const customer = (await f.newUser({ role: 'customer' })).http;
      const over = [...split, { product_id: c.quentinha.id, quantity: 1, size: 'pequeno', chosen_dishes: [c.dishes[2].id] }];
      const refused = await customer.post('/api/orders', orderBody(c, { items: over }));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(ORDERING_MESSAGES.tooManyBoxes(3));
      expect((await f.anonymous().post('/api/orders', orderBody(c, { items: boxes(4) }))).status).toBe(409);
      for (const team of [staff, admin]) {
        const phone = await team.post('/api/orders', orderBody(c, { items: boxes(20) }));
        expect(phone.status).toBe(201);
      }
    });
  });
});
