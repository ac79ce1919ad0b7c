import { randomUUID } from 'node:crypto';
import type { CustomerDetailDto, CustomerExportDto, CustomerListResponse } from '@quentinha/shared/customers/types';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { linkUnlinkedOrders } from '../../src/modules/customers/customer-identity.js';
import { Customer } from '../../src/modules/customers/customer.entities.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { newTabCompany } from '../support/company-tabs.js';
import type { HttpClient } from '../support/http.js';
import { orderBody } from '../support/order-fixtures.js';
import { startOrderTestBed, type OrderTestBed } from '../support/order-test-bed.js';
import { usingPostgres } from '../support/test-app.js';

/**
 * DECISIONS 10.1, 'Clientes': one person per WhatsApp number whatever way it was typed, built from
 * every order (guest, customer account, staff), with their figures; the LGPD export and
 * 'Excluir dados', which takes the person away and leaves every figure of the business as it was.
 */
describe('customers', () => {
  let bed: OrderTestBed;
  let admin: HttpClient;
  beforeAll(async () => {
    bed = await startOrderTestBed();
    admin = bed.users.admin.http;
  });
  afterAll(() => bed.t.close());

  const order = async (as: HttpClient, name: string, phone: string, extra: Record<string, unknown> = {}) => {
    const res = await as.post('/api/orders', orderBody(bed.c, { customer: { name, phone }, ...extra }), { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(201);
    return res.body.data as { id: string; tracking_token?: string };
  };
  const setStatus = (id: string, status: string) => bed.t.db.getRepository(Order).update(id, { status: status as Order['status'] });
  const find = async (search: string) => (await admin.get<CustomerListResponse>(`/api/customers?search=${encodeURIComponent(search)}`)).body;

  it('merges every spelling of one number, from every kind of order, into one customer named after the latest order', async () => {
    const first = await order(bed.guest, 'Ana', '(11) 91234-5678');
    await order(bed.users.customer.http, 'Ana P.', '+55 11 91234-5678');
    await order(admin, 'Ana Paula', '5511912345678');
    const last = await order(bed.users.staff.http, 'Ana Paula Souza', '11912345678');
    await setStatus(first.id, 'delivered');
    await setStatus(last.id, 'cancelled');

    const list = await find('91234');
    expect(list.data).toHaveLength(1);
    const [ana] = list.data;
    expect(ana).toMatchObject({ name: 'Ana Paula Souza', whatsapp: '11912345678', marketing: 'none' });
    // 4 orders, one cancelled: 3; only the delivered one's R$ 46 counts as spent
    expect(ana.orders_count).toBe(3);
    expect(ana.total_spent).toBe(46);
    expect(Date.parse(ana.first_order_at!)).toBeLessThanOrEqual(Date.parse(ana.last_order_at!));
    expect(list.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });

    const detail = (await admin.get<CustomerDetailDto>(`/api/customers/${ana.id}`)).body;
    expect(detail.orders).toHaveLength(4);
    expect(detail.orders[0].id).toBe(last.id);
    // back-office shape: costs and the tracking token are there for the owner
    expect(detail.orders[0]).toHaveProperty('total_cost');
    expect(detail.consents).toEqual([]);
    // search by name too, any case, and by a typed number
    expect((await find('paula souza')).data.map((c) => c.id)).toEqual([ana.id]);
    expect((await find('(11) 91234-5678')).data.map((c) => c.id)).toEqual([ana.id]);
  });

  it('first orders of one new number at the same moment meet on one customer', async () => {
    const spellings = ['(51) 99123-4455', '+55 51 99123-4455', '5551991234455', '51991234455', '51 99123 4455'];
    const placed = await Promise.all(
      spellings.map((phone, i) =>
        bed.guest.post('/api/orders', orderBody(bed.c, { customer: { name: `Rita ${i}`, phone } }), { 'idempotency-key': randomUUID() }),
      ),
    );
    expect(placed.map((r) => r.status)).toEqual(spellings.map(() => 201));
    const list = await find('991234455');
    expect(list.data).toHaveLength(1);
    expect(list.data[0].orders_count).toBe(5);
  });

  it('filters by days without ordering and by the daily-menu choice, a page at a time', async () => {
    await order(bed.guest, 'Bruno Antigo', '21987650001');
    await order(bed.guest, 'Carla Recente', '21987650002', { marketing_opt_in: true });
    const bruno = (await find('Bruno Antigo')).data[0];
    const fortyDaysAgo = Date.now() - 40 * 86_400_000;
    await bed.t.db.getRepository(Customer).update(bruno.id, { last_order_at: new Date(fortyDaysAgo) });

    const inactive = (await admin.get<CustomerListResponse>('/api/customers?inactive_days=30')).body.data.map((c) => c.name);
    expect(inactive).toContain('Bruno Antigo');
    expect(inactive).not.toContain('Carla Recente');
    const optedIn = (await admin.get<CustomerListResponse>('/api/customers?marketing=opted_in')).body.data.map((c) => c.name);
    expect(optedIn).toEqual(['Carla Recente']);
    const none = (await admin.get<CustomerListResponse>('/api/customers?marketing=none')).body.data.map((c) => c.name);
    expect(none).toContain('Bruno Antigo');

    const page1 = (await admin.get<CustomerListResponse>('/api/customers?limit=1&page=1')).body;
    const page2 = (await admin.get<CustomerListResponse>('/api/customers?limit=1&page=2')).body;
    expect(page1.pagination.total).toBeGreaterThanOrEqual(3);
    expect(page1.pagination.pages).toBe(page1.pagination.total);
    expect(page1.data[0].id).not.toBe(page2.data[0].id);
    // newest last order first
    expect(Date.parse(page1.data[0].last_order_at!)).toBeGreaterThanOrEqual(Date.parse(page2.data[0].last_order_at!));

    for (const bad of ['inactive_days=0', 'inactive_days=abc', 'marketing=talvez', 'limit=500', 'page=0', `search=${'a'.repeat(101)}`]) {
      const res = await admin.get(`/api/customers?${bad}`);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const csv = await admin.get('/api/customers/csv?search=Carla');
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('Carla Recente;(21) 98765-0002;1;0,00');
  });

  it('is for the owner only', async () => {
    const { id } = (await find('11912345678')).data[0];
    for (const path of ['/api/customers', `/api/customers/${id}`, `/api/customers/${id}/export`, '/api/customers/csv']) {
      expect((await bed.guest.get(path)).status).toBe(401);
      for (const role of ['customer', 'staff', 'kitchen', 'delivery'] as const) expect((await bed.users[role].http.get(path)).status).toBe(403);
    }
    expect((await bed.users.staff.http.delete(`/api/customers/${id}`)).status).toBe(403);
    expect((await admin.get(`/api/customers/${randomUUID()}`)).status).toBe(404);
    expect((await admin.get('/api/customers/nao-e-um-id')).status).toBe(404);
  });

  it('exports everything kept about the person (LGPD access)', async () => {
    const { id } = (await find('11912345678')).data[0];
    const res = await admin.get<CustomerExportDto>(`/api/customers/${id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(res.body.customer).toMatchObject({ id, name: 'Ana Paula Souza', whatsapp: '11912345678' });
    expect(res.body.orders).toHaveLength(4);
    expect(res.body.orders[0].items.length).toBeGreaterThan(0);
    expect(res.body).toHaveProperty('consents');
    expect(res.body.pack_purchases).toEqual([]);
    expect(res.body.company_memberships).toEqual([]);
  });

  it('anonymises the person and their orders, leaves every figure as it was, and a new order starts a new customer', async () => {
    const phone = '31999887766';
    const address = { type: 'delivery', address: 'Rua Secreta, 42', neighborhood: bed.c.neighborhood.id };
    const a = await order(bed.guest, 'Daniela Sigilo', phone, { delivery: address, notes: 'portão azul' });
    const b = await order(bed.guest, 'Daniela Sigilo', `(31) 99988-7766`, { delivery: address });
    await setStatus(a.id, 'delivered');
    const daniela = (await find('Daniela')).data[0];
    // she also orders on her employer's tab
    const employer = await newTabCompany(admin);
    const membership = await admin.post(`/api/companies/${employer.id}/members`, { name: 'Daniela Sigilo', whatsapp: phone });
    expect(membership.status).toBe(201);
    const exported = (await admin.get<CustomerExportDto>(`/api/customers/${daniela.id}/export`)).body;
    expect(exported.company_memberships).toMatchObject([{ company_id: employer.id, name: 'Daniela Sigilo', whatsapp: phone }]);

    // an order still on its way: the shop needs the address
    const refused = await admin.delete(`/api/customers/${daniela.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('pedido em andamento');
    await setStatus(b.id, 'delivered');

    const today = todaySaoPaulo();
    const figures = async () => {
      const dashboard = (await admin.get(`/api/analytics/dashboard?period=custom&start=${today}&end=${today}`)).body;
      const reports = (await admin.get(`/api/analytics/reports?period=custom&start=${today}&end=${today}`)).body;
      delete dashboard.recent_orders;
      return { dashboard, customers: reports.customers };
    };
    const before = await figures();
    expect(before.customers.total).toBeGreaterThan(0);

    expect((await admin.delete(`/api/customers/${daniela.id}`)).status).toBe(204);
    expect(await figures()).toEqual(before);

    expect((await find('Daniela')).data).toEqual([]);
    expect((await find('99988')).data).toEqual([]);
    expect((await admin.get(`/api/customers/${daniela.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/customers/${daniela.id}`)).status).toBe(404);
    for (const id of [a.id, b.id]) {
      const kept = (await admin.get(`/api/orders/${id}`)).body.data;
      expect(kept.customer_name).toBe('Cliente removido');
      expect(kept.whatsapp).not.toMatch(/\d/);
      expect(JSON.stringify(kept)).not.toContain('Rua Secreta');
      expect(JSON.stringify(kept)).not.toContain('portão azul');
      expect(kept.total_amount).toBe(53.5);
      expect(kept.status).toBe('delivered');
      expect(kept.items.length).toBe(2);
    }

    // the employer's list keeps the line (its ledger names it) without her name or number, and it no longer orders
    const members = (await admin.get(`/api/companies/${employer.id}`)).body.members as { id: string; name: string; whatsapp: string; active: boolean }[];
    const hers = members.find((m) => m.id === membership.body.id);
    expect(hers).toMatchObject({ name: 'Cliente removido', active: false });
    expect(hers!.whatsapp).not.toMatch(/\d/);
    expect(members.filter((m) => m.id !== hers!.id).map((m) => m.active)).toEqual([true, true]);

    await order(bed.guest, 'Daniela Nova', phone);
    const again = (await find('99988')).data;
    expect(again).toHaveLength(1);
    expect(again[0].id).not.toBe(daniela.id);
    expect(again[0]).toMatchObject({ name: 'Daniela Nova', orders_count: 1, marketing: 'none' });
  });

  it('builds the customers of orders kept before customers existed (the migration’s backfill)', async () => {
    await order(bed.guest, 'Elisa Antes', '41998761234');
    await order(bed.guest, 'Elisa Depois', '(41) 99876-1234');
    const elisa = (await find('Elisa')).data[0];
    await bed.t.db.getRepository(Order).update({ customer_id: elisa.id }, { customer_id: null });
    await bed.t.db.getRepository(Customer).delete(elisa.id);
    expect((await find('Elisa')).data).toEqual([]);

    await linkUnlinkedOrders((sql, params) => bed.t.db.query(sql, params as unknown[]), usingPostgres());
    const rebuilt = (await find('Elisa')).data;
    expect(rebuilt).toHaveLength(1);
    expect(rebuilt[0]).toMatchObject({ name: 'Elisa Depois', whatsapp: '41998761234', orders_count: 2 });
  });
});
