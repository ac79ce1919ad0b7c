import { randomUUID } from 'node:crypto';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { summarizeShift } from '@quentinha/shared/orders/shift';
import { Order, OrderEvent } from '../../src/modules/orders/order.entity.js';
import { SocketPool } from '../realtime/socket-client.js';
import type { Factories, TestUser } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { newOrderIn, type OrderCatalog, orderBody } from '../support/order-fixtures.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

/** GET /api/couriers (dispatch choice) and GET /api/couriers/shift ('Meu Turno'). */
describe('couriers', () => {
  let t: TestApp;
  let f: Factories;
  let c: OrderCatalog;
  let guest: HttpClient;
  let users: OrderTestBed['users'];
  const pool = new SocketPool();

  // 'Pessoa delivery' is the courier's name the shift shows
  beforeAll(async () => ({ t, f, c, guest, users } = await startOrderTestBed()));
  afterAll(() => pool.closeWith(t));

  describe('GET /api/couriers', () => {
    it('needs login and a team role that dispatches', async () => {
      expect((await guest.get('/api/couriers')).status).toBe(401);
      for (const role of ['delivery', 'customer'] as const) {
        const res = await users[role].http.get('/api/couriers');
        expect([role, res.status, res.body.message]).toEqual([role, 403, 'Você não tem permissão para esta ação.']);
      }
      for (const role of ['admin', 'staff', 'kitchen'] as const)
        expect((await users[role].http.get('/api/couriers')).status).toBe(200);
    });

    it('lists active couriers: connected first, then fewer orders on the road, then by name', async () => {
      const mk = (name: string, active = true) => f.newUser({ role: 'delivery', name, active, phone: '11987654321' });
      const busyOnline = await mk('Zeca Online');
      const idleOnline = await mk('Yuri Online');
      const idleA = await mk('beto');
      const idleB = await mk('Carlos');
      const busyOffline = await mk('Abel');
      const inactive = await mk('Inativo', false);
      for (const [courier, n] of [
        [busyOnline, 2],
        [busyOffline, 1],
      ] as const)
        for (let i = 0; i < n; i++) await newOrderIn(t, c, guest, 'delivering', courier.user);
      // delivered orders are not carried any more
      await newOrderIn(t, c, guest, 'delivered', idleA.user);
      // connected now: a real socket signed in as the courier
      await pool.connect(t.baseUrl, { cookie: busyOnline.http.cookieHeader });
      await pool.connect(t.baseUrl, { cookie: idleOnline.http.cookieHeader });

      const res = await users.staff.http.get('/api/couriers');
      expect(res.status).toBe(200);
      const ours = new Set([busyOnline, idleOnline, idleA, idleB, busyOffline, inactive].map((u) => u.user.id));
      const listed = res.body.filter((x: { id: string }) => ours.has(x.id));
      expect(listed).toEqual([
        { id: idleOnline.user.id, name: 'Yuri Online', phone: '11987654321', online: true, active_orders: 0 },
        { id: busyOnline.user.id, name: 'Zeca Online', phone: '11987654321', online: true, active_orders: 2 },
        { id: idleA.user.id, name: 'beto', phone: '11987654321', online: false, active_orders: 0 },
        { id: idleB.user.id, name: 'Carlos', phone: '11987654321', online: false, active_orders: 0 },
        { id: busyOffline.user.id, name: 'Abel', phone: '11987654321', online: false, active_orders: 1 },
      ]);
      // only couriers: no other role
      expect(res.body.map((x: { id: string }) => x.id)).not.toContain(users.kitchen.user.id);
      expect(res.body.map((x: { id: string }) => x.id)).toContain(users.delivery.user.id);
    });
  });

  describe('GET /api/couriers/shift', () => {
    const DAY = '2026-03-10';
    let courier: TestUser;

    /** A delivery order placed by a guest, dispatched to `who` by the kitchen and delivered by him over HTTP. */
    async function deliveredBy(who: TestUser, body: Record<string, unknown>, at: string): Promise<string> {
      const res = await guest.post(
        '/api/orders',
        orderBody(c, { delivery: { type: 'delivery', address: 'Rua A, 1', neighborhood: c.neighborhood.id }, ...body }),
        { 'idempotency-key': randomUUID() },
      );
      expect(res.status).toBe(201);
      const id = res.body.data.id as string;
      await t.db.getRepository(Order).update(id, { status: 'ready' });
      const sent = await users.kitchen.http.put(`/api/orders/${id}/status`, {
        status: 'delivering',
        courier_id: who.user.id,
      });
      expect(sent.status).toBe(200);
      expect((await who.http.put(`/api/orders/${id}/status`, { status: 'delivered' })).status).toBe(200);
      // the hand-over happened at a known instant
      await t.db.getRepository(OrderEvent).update({ order_id: id, to_status: 'delivered' }, { at: new Date(at) });
      return id;
    }

    const quentinha = (size: string, quantity = 1) => ({
      product_id: c.quentinha.id,
      quantity,
      size,
      chosen_dishes: [c.dishes[0].id],
    });
    const drinks = (quantity: number) => ({ product_id: c.drink.id, quantity, size: 'medio', chosen_dishes: [] });

    let ids: Record<string, string>;
    beforeAll(async () => {
      courier = await f.newUser({ role: 'delivery', name: 'João Entregador' });
      const other = await f.newUser({ role: 'delivery', name: 'Outro Entregador' });
      // every total includes the R$ 7,50 fee of Centro
      ids = {
        // 2 x 20 + 6 + 7,50 = 53,50 in cash, paid with 100: change 46,50 (first minute of the day in Sao Paulo)
        cashWithChange: await deliveredBy(
          courier,
          { items: [quentinha('medio', 2), drinks(1)], payment: { method: 'cash', change_for: 100 } },
          '2026-03-10T03:00:00.000Z',
        ),
        // 6 + 7,50 = 13,50 in cash, exact
        cashExact: await deliveredBy(
          courier,
          { items: [drinks(1)], payment: { method: 'cash' } },
          '2026-03-10T15:00:00.000Z',
        ),
        // 25 + 7,50 = 32,50 credit
        credit: await deliveredBy(
          courier,
          { items: [quentinha('grande')], payment: { method: 'credit_card' } },
          '2026-03-10T16:00:00.000Z',
        ),
        // 15 + 7,50 = 22,50 debit
        debit: await deliveredBy(
          courier,
          { items: [quentinha('pequeno')], payment: { method: 'debit_card' } },
          '2026-03-10T17:00:00.000Z',
        ),
        // 3 x 6 + 7,50 = 25,50 pix, last second of the day in Sao Paulo
        pix: await deliveredBy(courier, { items: [drinks(3)], payment: { method: 'pix' } }, '2026-03-11T02:59:59.000Z'),
        // the evening before, in Sao Paulo (already the 10th in UTC)
        dayBefore: await deliveredBy(
          courier,
          { items: [drinks(2)], payment: { method: 'pix' } },
          '2026-03-10T02:59:59.000Z',
        ),
        // another courier's delivery that day
        others: await deliveredBy(
          other,
          { items: [drinks(1)], payment: { method: 'pix' } },
          '2026-03-10T15:30:00.000Z',
        ),
      };
      // still on the road with him: not part of the shift
      await newOrderIn(t, c, guest, 'delivering', courier.user);
    });

    it("adds up the courier's day from the orders he delivered", async () => {
      const res = await courier.http.get(`/api/couriers/shift?date=${DAY}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        date: DAY,
        courier: { id: courier.user.id, name: 'João Entregador' },
        deliveries: 5,
        cash_collected: 67,
        change_given: 46.5,
        card_total: 55,
        pix_total: 25.5,
        total: 147.5,
        // five deliveries to Centro at R$ 7,50; he owes the cash orders' totals, not the R$ 100 note
        delivery_fees: 37.5,
        cash_received: 0,
        cash_to_hand_in: 67,
        cash_receipts: [],
      });
      expect(res.body.orders.map((o: { id: string }) => o.id)).toEqual([
        ids.cashWithChange,
        ids.cashExact,
        ids.credit,
        ids.debit,
        ids.pix,
      ]);
      expect(res.body.orders[0]).toEqual({
        id: ids.cashWithChange,
        order_number: expect.any(Number),
        customer_name: 'Maria da Silva',
        delivery_neighborhood: 'Centro',
        payment_method: 'cash',
        total_amount: 53.5,
        change_for: 100,
        delivery_fee: 7.5,
        delivered_at: '2026-03-10T03:00:00.000Z',
      });
    });

    it('counts the evening before on its own Sao Paulo day', async () => {
      const res = await courier.http.get('/api/couriers/shift?date=2026-03-09');
      expect(res.body).toMatchObject({ deliveries: 1, pix_total: 19.5, total: 19.5, cash_collected: 0 });
      expect(res.body.orders.map((o: { id: string }) => o.id)).toEqual([ids.dayBefore]);
    });

    it('a courier reads only his own shift; the admin names any courier', async () => {
      const own = await courier.http.get(`/api/couriers/shift?date=${DAY}&courier_id=${courier.user.id}`);
      expect(own.status).toBe(200);
      const other = await courier.http.get(`/api/couriers/shift?date=${DAY}&courier_id=${users.delivery.user.id}`);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('Você só pode ver o seu próprio turno.');
      const admin = await users.admin.http.get(`/api/couriers/shift?date=${DAY}&courier_id=${courier.user.id}`);
      expect(admin.status).toBe(200);
      expect(admin.body.total).toBe(147.5);
      const missing = await users.admin.http.get(`/api/couriers/shift?date=${DAY}`);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Informe o entregador (courier_id) para ver o turno.');
      const notCourier = await users.admin.http.get(`/api/couriers/shift?courier_id=${users.kitchen.user.id}`);
      expect(notCourier.status).toBe(404);
      expect(notCourier.body.message).toBe('Entregador não encontrado.');
    });

    it('defaults to today in Sao Paulo; an empty day is all zero', async () => {
      const before = todaySaoPaulo();
      const res = await users.delivery.http.get('/api/couriers/shift');
      expect(res.status).toBe(200);
      expect([before, todaySaoPaulo()]).toContain(res.body.date);
      // the summary of no deliveries: every count and total 0 (shared/src/orders/shift.test.ts)
      expect(res.body).toMatchObject({
        courier: { id: users.delivery.user.id, name: 'Pessoa delivery' },
        ...summarizeShift([]),
        orders: [],
      });
    });

    it('needs login and the courier or admin role', async () => {
      expect((await guest.get('/api/couriers/shift')).status).toBe(401);
      for (const role of ['staff', 'kitchen', 'customer'] as const)
        expect((await users[role].http.get(`/api/couriers/shift?courier_id=${courier.user.id}`)).status).toBe(403);
    });

    it.each([
      ['date=2026-02-30', 'A data do turno deve estar no formato AAAA-MM-DD.'],
      ['date=10/03/2026', 'A data do turno deve estar no formato AAAA-MM-DD.'],
      ['date=2026-03-10T00:00', 'A data do turno deve estar no formato AAAA-MM-DD.'],
      ['date=2026-03-10&date=2026-03-11', 'O parâmetro date deve ser informado uma única vez.'],
      ['courier_id=abc', 'O entregador informado (courier_id) não é um identificador válido.'],
      ['hora=10', "O campo 'hora' não é permitido."],
    ])('refuses %s (400)', async (query, message) => {
      const res = await users.admin.http.get(`/api/couriers/shift?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });
});
