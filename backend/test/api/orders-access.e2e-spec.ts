import { randomUUID } from 'node:crypto';
import { periodRange } from '@quentinha/shared/dates/sao-paulo';
import { DomainEvents, type DomainEventMap } from '../../src/common/events/domain-events.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { type Factories, startAppWithFactories, type TestUser } from '../support/factories.js';
import { type OrderCatalog, orderBody, seedOrderCatalog } from '../support/order-fixtures.js';
import type { TestApp } from '../support/test-app.js';

describe('reading orders: who sees what, filters, tracking, admin edit and delete', () => {
  let t: TestApp;
  let f: Factories;
  let c: OrderCatalog;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  let aliceOrder: string;
  let bobOrder: string;
  let guestOrder: { id: string; token: string };

  beforeAll(async () => {
    ({ t, f } = await startAppWithFactories());
    c = await seedOrderCatalog(t);
    [alice, bob, admin] = await Promise.all([
      f.newUser({ role: 'customer', name: 'Alice' }),
      f.newUser({ role: 'customer', name: 'Bob' }),
      f.newUser({ role: 'admin', name: 'Admin' }),
    ]);
    aliceOrder = (await alice.http.post('/api/orders', orderBody(c, { payment: { method: 'cash', change_for: 100 } })))
      .body.data.id;
    bobOrder = (await bob.http.post('/api/orders', orderBody(c))).body.data.id;
    const guest = await f
      .anonymous()
      .post('/api/orders', orderBody(c, { customer: { name: 'Convidado', phone: '21912345678' } }));
    guestOrder = { id: guest.body.data.id, token: guest.body.data.tracking_token };
  });
  afterAll(() => t.close());

  describe('access', () => {
    it('needs login to list or read orders', async () => {
      for (const path of ['/api/orders', `/api/orders/${aliceOrder}`]) {
        const res = await f.anonymous().get(path);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Faça login para continuar.');
      }
    });

    it('shows a customer only their own orders, without tracking tokens', async () => {
      const res = await alice.http.get('/api/orders');
      expect(res.status).toBe(200);
      expect(res.body.data.map((o: { id: string }) => o.id)).toEqual([aliceOrder]);
      expect(res.body.data[0].tracking_token).toBeUndefined();
      expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
      expect((await alice.http.get(`/api/orders/${aliceOrder}`)).status).toBe(200);
    });

    it("answers another customer's order with 404, like a missing one", async () => {
      const other = await alice.http.get(`/api/orders/${bobOrder}`);
      const missing = await alice.http.get(`/api/orders/${randomUUID()}`);
      expect(other.status).toBe(404);
      expect(other.body).toEqual(missing.body);
      expect(other.body.message).toBe('Pedido não encontrado.');
    });

    it('lists only what the person ordered as a customer with ?mine=true (Meus Pedidos)', async () => {
      const own = await alice.http.get('/api/orders?mine=true');
      expect(own.body.data.map((o: { id: string }) => o.id)).toEqual([aliceOrder]);
      // an admin sees everything on the board, but none of it is the admin's own order
      expect((await admin.http.get('/api/orders?mine=true')).body.pagination.total).toBe(0);
      expect((await admin.http.get('/api/orders?mine=talvez')).status).toBe(400);
    });

    it('shows admins every order with its tracking token', async () => {
      const res = await admin.http.get('/api/orders');
      expect(res.body.pagination.total).toBe(3);
      expect(res.body.data.every((o: { tracking_token?: string }) => typeof o.tracking_token === 'string')).toBe(true);
    });

    it('shows a courier delivery orders waiting or on the road, and their own, nothing else', async () => {
      const courier = await f.newUser({ role: 'delivery', name: 'Carlos' });
      const other = await f.newUser({ role: 'delivery', name: 'Rita' });
      const repo = t.db.getRepository(Order);
      await repo.update(bobOrder, { status: 'ready', is_delivery: true });
      // a ready pickup order is handed over at the counter: not the couriers' business
      await repo.update(aliceOrder, { status: 'ready', is_delivery: false });
      await repo.update(guestOrder.id, { status: 'delivered', is_delivery: true, delivery_user_id: courier.user.id });
      const ids = async (who: typeof courier) =>
        (await who.http.get('/api/orders')).body.data.map((o: { id: string }) => o.id).sort();
      expect(await ids(courier)).toEqual([bobOrder, guestOrder.id].sort());
      // another courier's delivered order is none of Rita's business...
      expect(await ids(other)).toEqual([bobOrder]);
      expect((await other.http.get(`/api/orders/${guestOrder.id}`)).status).toBe(404);
      // ...but while it is on the road every courier sees it, and who took it
      await repo.update(guestOrder.id, { status: 'delivering' });
      expect(await ids(other)).toEqual([bobOrder, guestOrder.id].sort());
      expect((await other.http.get(`/api/orders/${guestOrder.id}`)).body.data.delivery_user_id).toBe(courier.user.id);
      expect((await courier.http.get(`/api/orders/${aliceOrder}`)).status).toBe(404);
      await repo.update(bobOrder, { status: 'pending', is_delivery: false });
      await repo.update(aliceOrder, { status: 'pending' });
      await repo.update(guestOrder.id, { status: 'pending', is_delivery: false, delivery_user_id: null });
    });

    it('lets a guest follow the order by its token, without login', async () => {
      const res = await f.anonymous().get(`/api/orders/track/${guestOrder.token}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: guestOrder.id, customer_name: 'Convidado', status: 'pending' });
      expect(res.body.data.tracking_token).toBeUndefined();
      for (const token of ['x'.repeat(43), 'nao-existe', guestOrder.id]) {
        expect((await f.anonymous().get(`/api/orders/track/${token}`)).status).toBe(404);
      }
    });
  });

  describe('filters and pagination', () => {
    let extra: string[];
    beforeAll(async () => {
      extra = [];
      for (let i = 0; i < 5; i++) extra.push((await admin.http.post('/api/orders', orderBody(c))).body.data.id);
      const repo = t.db.getRepository(Order);
      // an order from 40 days ago and one confirmed order paid by card
      await repo.update(extra[0], { created_at: new Date(Date.now() - 40 * 86400_000) });
      await repo.update(extra[1], { status: 'confirmed', payment_method: 'credit_card', payment_status: 'paid' });
      // one on a company's tab, one paid whole with pack credits
      await repo.update(extra[2], { payment_method: 'company_tab' });
      await repo.update(extra[3], { payment_method: 'credit' });
    });
    const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((o) => o.id);

    it('pages newest first with totals', async () => {
      const page1 = await admin.http.get('/api/orders?limit=3&page=1');
      const page3 = await admin.http.get('/api/orders?limit=3&page=3');
      expect(page1.body.pagination).toEqual({ page: 1, limit: 3, total: 8, pages: 3 });
      expect(page1.body.data).toHaveLength(3);
      expect(page3.body.data).toHaveLength(2);
      const times = page1.body.data.map((o: { created_at: string }) => Date.parse(o.created_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const oldest = await admin.http.get('/api/orders?sort=createdAt&limit=1');
      expect(ids(oldest)).toEqual([extra[0]]);
    });

    it('filters by period in Sao Paulo days, status, payment and phone', async () => {
      const today = await admin.http.get('/api/orders?period=today&limit=100');
      expect(today.body.pagination.total).toBe(7);
      expect(ids(today)).not.toContain(extra[0]);
      const { startDay } = periodRange('today');
      const custom = await admin.http.get(`/api/orders?period=custom&start=${startDay}&end=${startDay}`);
      expect(custom.body.pagination.total).toBe(7);
      expect(ids(await admin.http.get('/api/orders?status=confirmado'))).toEqual([extra[1]]);
      expect(ids(await admin.http.get('/api/orders?status=confirmed,ready'))).toEqual([extra[1]]);
      expect(ids(await admin.http.get('/api/orders?payment_status=paid'))).toEqual([extra[1]]);
      expect(ids(await admin.http.get('/api/orders?payment_method=credito'))).toEqual([extra[1]]);
      expect(ids(await admin.http.get('/api/orders?payment_method=company_tab'))).toEqual([extra[2]]);
      expect(ids(await admin.http.get('/api/orders?payment_method=credit'))).toEqual([extra[3]]);
      expect(ids(await admin.http.get('/api/orders?payment_method=cash&limit=100'))).not.toEqual(expect.arrayContaining([extra[2]]));
      expect(ids(await admin.http.get('/api/orders?customer_phone=(21)%2091234-5678'))).toEqual([guestOrder.id]);
      expect(ids(await alice.http.get('/api/orders?status=pending&period=thisWeek'))).toEqual([aliceOrder]);
    });

    it.each([
      ['limit=0', 'O parâmetro limit deve ser um número inteiro entre 1 e 100.'],
      ['limit=101', 'O parâmetro limit deve ser um número inteiro entre 1 e 100.'],
      ['limit=abc', 'O parâmetro limit deve ser um número inteiro entre 1 e 100.'],
      ['page=-1', 'O parâmetro page deve ser um número inteiro maior ou igual a 1.'],
      ['sort=price', 'Ordenação inválida. Use createdAt, -createdAt, created_date ou -created_date.'],
      ['sort=constructor', 'Ordenação inválida. Use createdAt, -createdAt, created_date ou -created_date.'],
      ['status=voando', 'Status inválido: "voando".'],
      ['payment_method=bitcoin', 'Forma de pagamento inválida: "bitcoin".'],
      ['payment_status=talvez', 'Status de pagamento inválido: "talvez".'],
      ['period=ontem', 'Período inválido. Use today, thisWeek, thisMonth, lastMonth ou custom.'],
      ['period=custom&start=2025-02-30', 'Data inválida: "2025-02-30". Use o formato AAAA-MM-DD.'],
      ['period=custom', 'Informe a data inicial ou final do período personalizado (AAAA-MM-DD).'],
      ['hack=1', "O campo 'hack' não é permitido."],
    ])('refuses ?%s with a Portuguese 400', async (query, message) => {
      const res = await admin.http.get(`/api/orders?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('admin edit and delete', () => {
    it('edits customer, delivery (fee from the neighbourhood) and recomputes totals', async () => {
      const res = await admin.http.put(`/api/orders/${aliceOrder}`, {
        customer_name: 'Alice Souza',
        whatsapp: '5511911112222',
        notes: 'Sem cebola',
        delivery: {
          isDelivery: true,
          address: { street: 'Rua Nova, 5', neighborhood: 'jardim distante' },
          deliveryFee: 0.5,
        },
        timing: { orderDate: '2031-03-04' },
        status: { current: 'confirmado' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        customer_name: 'Alice Souza',
        whatsapp: '11911112222',
        notes: 'Sem cebola',
        is_delivery: true,
        delivery_neighborhood: 'Jardim Distante',
        delivery_neighborhood_id: c.farNeighborhood.id,
        delivery_address: 'Rua Nova, 5',
        delivery_fee: 12,
        subtotal: 46,
        total_amount: 58,
        total_cost: 30.5,
        order_date: '2031-03-04',
        status: 'confirmed',
        change_for: 100,
      });
      expect(res.body.data.status_history.map((h: { to: string }) => h.to)).toEqual(['pending', 'confirmed']);

      const pickup = await admin.http.put(`/api/orders/${aliceOrder}`, { delivery: { isDelivery: false } });
      expect(pickup.body.data).toMatchObject({
        is_delivery: false,
        delivery_fee: 0,
        total_amount: 46,
        delivery_address: null,
      });
    });

    it('refuses edits from non-admins and bad edit bodies', async () => {
      const staff = await f.newUser({ role: 'staff' });
      expect((await staff.http.put(`/api/orders/${aliceOrder}`, { notes: 'x' })).status).toBe(403);
      expect((await alice.http.put(`/api/orders/${aliceOrder}`, { notes: 'x' })).status).toBe(403);
      expect((await f.anonymous().put(`/api/orders/${aliceOrder}`, { notes: 'x' })).status).toBe(401);
      const inactive = await admin.http.put(`/api/orders/${aliceOrder}`, {
        delivery: { isDelivery: true, address: { street: 'Rua X', neighborhood: c.inactiveNeighborhood.id } },
      });
      expect(inactive.status).toBe(400);
      expect(inactive.body.message).toBe('O bairro escolhido não está disponível para entrega.');
      const lowChange = await admin.http.put(`/api/orders/${aliceOrder}`, { change_for: 10 });
      expect(lowChange.body.message).toBe(
        'O valor para troco deve ser igual ou maior que o total do pedido (R$ 46,00).',
      );
      expect((await admin.http.put(`/api/orders/${randomUUID()}`, { notes: 'x' })).status).toBe(404);
    });

    it('deletes an order (admin only) with 204', async () => {
      const id = (await f.anonymous().post('/api/orders', orderBody(c))).body.data.id;
      expect((await alice.http.delete(`/api/orders/${id}`)).status).toBe(403);
      const seen: DomainEventMap['order.deleted'][] = [];
      const off = t.app.get(DomainEvents).on('order.deleted', (e) => seen.push(e));
      const res = await admin.http.delete(`/api/orders/${id}`);
      off();
      expect(res.status).toBe(204);
      expect(seen.map((e) => e.order.id)).toEqual([id]);
      expect(await t.db.getRepository(Order).countBy({ id })).toBe(0);
      expect((await admin.http.get(`/api/orders/${id}`)).status).toBe(404);
      expect((await admin.http.delete(`/api/orders/${id}`)).status).toBe(404);
    });
  });
});
