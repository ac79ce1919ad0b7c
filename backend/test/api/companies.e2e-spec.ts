import { randomUUID } from 'node:crypto';
import { COMPANY_MESSAGES as M } from '@quentinha/shared/companies/messages';
import type { CompanyDto } from '@quentinha/shared/companies/types';
import { CompanyEntry } from '../../src/modules/companies/company.entities.js';
import {
  balances,
  companyBody,
  freshWhatsapp,
  newTabCompany,
  placeTabOrder,
  tabOrderBody,
} from '../support/company-tabs.js';
import type { HttpClient } from '../support/http.js';
import { orderBody } from '../support/order-fixtures.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';

const NO_PERMISSION = 'Você não tem permissão para esta ação.';

/** 'Empresas' and the tab (DECISIONS 10.4, 10.5): records, members, roles, the order's charge. */
describe('companies and their tab', () => {
  let bed: OrderTestBed;
  let admin: HttpClient;
  let staff: HttpClient;

  beforeAll(async () => {
    bed = await startOrderTestBed();
    admin = bed.users.admin.http;
    staff = bed.users.staff.http;
  });
  afterAll(() => bed.t.close());

  describe('the company record', () => {
    it('creates with a punctuated CNPJ (kept as digits), due_days 10 by default, active, nothing owed', async () => {
      const res = await admin.post('/api/companies', companyBody());
      expect(res.status).toBe(201);
      const c = res.body as CompanyDto;
      expect(c).toMatchObject({
        name: 'Construtora Horizonte',
        cnpj: '12345678000195',
        contact_whatsapp: '11977771234',
        credit_limit: 500,
        closing_day: 25,
        due_days: 10,
        status: 'active',
        balance: 0,
        available: 500,
        oldest_open_days: null,
        last_payment_at: null,
        members: [],
      });
      const again = await admin.post('/api/companies', companyBody({ cnpj: '12345678000195', name: 'Outra' }));
      expect([again.status, again.body.message]).toEqual([409, M.cnpjTaken]);
      const listed = await admin.get('/api/companies');
      expect(listed.body.map((x: CompanyDto) => x.id)).toContain(c.id);
    });

    it.each([
      ['a wrong check digit', { cnpj: '12.345.678/0001-96' }, M.cnpj],
      ['13 digits', { cnpj: '1234567800019' }, M.cnpj],
      ['letters', { cnpj: '12.345.678/0001-9X' }, M.cnpj],
      ['repeated digits', { cnpj: '11.111.111/1111-11' }, M.cnpj],
      ['a number for CNPJ', { cnpj: 12345678000195 }, M.cnpj],
      ['no name', { name: ' ' }, M.name],
      ['closing day 0', { closing_day: 0 }, M.closingDay],
      ['closing day 29', { closing_day: 29 }, M.closingDay],
      ['closing day 2.5', { closing_day: 2.5 }, M.closingDay],
      ['due in 61 days', { due_days: 61 }, M.dueDays],
      ['due in 0 days', { due_days: 0 }, M.dueDays],
      ['a negative limit', { credit_limit: -1 }, M.creditLimit],
      ['a limit with 3 decimals', { credit_limit: 10.005 }, M.creditLimit],
      ['a limit as text', { credit_limit: '500' }, M.creditLimit],
      ['an unknown status', { status: 'closed' }, M.status],
      ['a contact number with letters', { contact_whatsapp: '11 9abc' }, null],
    ])('refuses %s with 400 and a sentence, writing nothing', async (_what, override, message) => {
      const before = (await admin.get('/api/companies')).body.length;
      const res = await admin.post('/api/companies', companyBody({ cnpj: null, ...override }));
      expect(res.status).toBe(400);
      if (message) expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(/WhatsApp do contato/);
      expect((await admin.get('/api/companies')).body.length).toBe(before);
    });

    it('is the owner’s: 401 without a session, 403 for staff, kitchen, courier and customer', async () => {
      const { id } = await newTabCompany(admin);
      const routes: [string, string, unknown?][] = [
        ['GET', '/api/companies'],
        ['POST', '/api/companies', companyBody({ cnpj: null })],
        ['GET', `/api/companies/${id}`],
        ['PUT', `/api/companies/${id}`, companyBody({ cnpj: null })],
        ['DELETE', `/api/companies/${id}`],
        ['POST', `/api/companies/${id}/members`, { name: 'Zé', whatsapp: freshWhatsapp() }],
        ['POST', `/api/companies/${id}/payments`, { amount: 1, method: 'pix' }],
        ['GET', `/api/companies/${id}/entries`],
        ['POST', `/api/companies/${id}/statements`],
        ['GET', `/api/companies/${id}/statements`],
      ];
      for (const [method, path, body] of routes) {
        expect([method, path, (await bed.guest.request(method, path, body)).status]).toEqual([method, path, 401]);
        for (const role of ['staff', 'kitchen', 'delivery', 'customer'] as const) {
          const res = await bed.users[role].http.request(method, path, body);
          expect([method, path, role, res.status, res.body.message]).toEqual([method, path, role, 403, NO_PERMISSION]);
        }
      }
      expect((await admin.get(`/api/companies/${id}/statements`)).body).toEqual([]);
    });

    it('PUT changes the record; status blocked is "Bloquear"; an unknown or malformed id is 404', async () => {
      const { id } = await newTabCompany(admin);
      const res = await admin.put(
        `/api/companies/${id}`,
        companyBody({
          cnpj: '11.222.333/0001-81',
          name: 'Obras Sul',
          credit_limit: 80.5,
          status: 'blocked',
          due_days: 30,
        }),
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'Obras Sul',
        cnpj: '11222333000181',
        credit_limit: 80.5,
        available: 80.5,
        status: 'blocked',
        due_days: 30,
      });
      expect(res.body.members).toHaveLength(2);
      expect((await admin.get(`/api/companies/${randomUUID()}`)).status).toBe(404);
      const malformed = await admin.get('/api/companies/not-an-id');
      expect([malformed.status, malformed.body.message]).toEqual([404, 'Empresa não encontrada.']);
    });
  });

  describe('members', () => {
    it('adds, renames and deactivates; the same number twice in one company is 409, in another company fine', async () => {
      const { id } = await newTabCompany(admin);
      const added = await admin.post(`/api/companies/${id}/members`, {
        name: 'Rita Mestre',
        whatsapp: '+55 (21) 99777-6655',
      });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ name: 'Rita Mestre', whatsapp: '21997776655', active: true, orders_count: 0 });
      const twice = await admin.post(`/api/companies/${id}/members`, {
        name: 'Rita de Novo',
        whatsapp: '21 99777 6655',
      });
      expect([twice.status, twice.body.message]).toEqual([409, M.memberTaken]);
      const other = await newTabCompany(admin);
      expect(
        (await admin.post(`/api/companies/${other.id}/members`, { name: 'Rita Mestre', whatsapp: '21997776655' }))
          .status,
      ).toBe(201);

      const renamed = await admin.put(`/api/companies/${id}/members/${added.body.id}`, {
        name: 'Rita M.',
        active: false,
      });
      expect(renamed.body).toMatchObject({ name: 'Rita M.', active: false });
      const empty = await admin.put(`/api/companies/${id}/members/${added.body.id}`, {});
      expect([empty.status, empty.body.message]).toEqual([400, M.memberNothing]);
      const bad = await admin.post(`/api/companies/${id}/members`, { name: 'X', whatsapp: '11912345678' });
      expect([bad.status, bad.body.message]).toEqual([400, M.memberName]);
      const badNumber = await admin.post(`/api/companies/${id}/members`, { name: 'Xavier', whatsapp: '123' });
      expect(badNumber.status).toBe(400);
      // a member of another company is not found through this one
      expect((await admin.put(`/api/companies/${other.id}/members/${added.body.id}`, { active: true })).status).toBe(
        404,
      );
    });

    it('DELETE of a company or member without entries works; with entries it is 409 (block or deactivate instead)', async () => {
      const empty = await newTabCompany(admin);
      expect((await admin.delete(`/api/companies/${empty.id}/members/${empty.secondMemberId}`)).status).toBe(204);
      expect((await admin.delete(`/api/companies/${empty.id}`)).status).toBe(204);
      expect((await admin.get(`/api/companies/${empty.id}`)).status).toBe(404);

      const used = await newTabCompany(admin);
      expect((await placeTabOrder(staff, bed.c, used)).status).toBe(201);
      const member = await admin.delete(`/api/companies/${used.id}/members/${used.memberId}`);
      expect([member.status, member.body.message]).toEqual([409, M.memberHasEntries]);
      const company = await admin.delete(`/api/companies/${used.id}`);
      expect([company.status, company.body.message]).toEqual([409, M.companyHasEntries]);
      expect((await admin.delete(`/api/companies/${used.id}/members/${used.secondMemberId}`)).status).toBe(204);
    });
  });

  describe('ordering on the tab', () => {
    it('staff puts an order on the tab: confirmed, payment pending, the member is the customer, one charge of the total', async () => {
      const company = await newTabCompany(admin);
      const res = await placeTabOrder(staff, bed.c, company, 2);
      expect(res.status).toBe(201);
      const order = res.body.data;
      expect(order).toMatchObject({
        payment_method: 'company_tab',
        status: 'confirmed',
        payment_status: 'pending',
        customer_name: 'Carlos Pedreiro',
        total_amount: 40,
        company: { id: company.id, member_id: company.memberId, member_name: 'Carlos Pedreiro' },
      });
      expect(order.company.name).toMatch(/^Empresa /);
      const { balance, sumOfEntries, entries } = await balances(admin, company.id);
      expect([balance, sumOfEntries]).toEqual([4000, 4000]);
      expect(entries).toEqual([
        expect.objectContaining({
          kind: 'charge',
          amount: 40,
          order_id: order.id,
          order_number: order.order_number,
          member_name: 'Carlos Pedreiro',
          created_by_name: 'Pessoa staff',
        }),
      ]);
      const read = await admin.get(`/api/companies/${company.id}`);
      expect(read.body).toMatchObject({ balance: 40, available: 460, oldest_open_days: 0 });
      expect(read.body.members.find((m: { id: string }) => m.id === company.memberId).orders_count).toBe(1);
      // the order reads back the same way
      const again = await admin.get(`/api/orders/${order.id}`);
      expect(again.body.data.company).toEqual(order.company);
      // the tracking link says 'Conta Empresa' by its method, without the company's or member's ids
      const tracked = (await bed.guest.get(`/api/orders/track/${order.tracking_token}`)).body.data;
      expect([tracked.payment_method, tracked.company]).toEqual(['company_tab', null]);
      // an order of another method names no company
      const plain = await staff.post('/api/orders', orderBody(bed.c));
      expect(plain.body.data.company).toBeNull();
    });

    it("'Adicionar Pedido' reads the choices as staff: companies, what is left, active members; nothing else", async () => {
      const company = await newTabCompany(admin, { credit_limit: 100 });
      await admin.put(`/api/companies/${company.id}/members/${company.secondMemberId}`, { active: false });
      await placeTabOrder(staff, bed.c, company, 1);
      const res = await staff.get('/api/companies/tab-options');
      expect(res.status).toBe(200);
      const option = res.body.find((o: { id: string }) => o.id === company.id);
      expect(option).toEqual({
        id: company.id,
        name: expect.stringMatching(/^Empresa /),
        status: 'active',
        credit_limit: 100,
        available: 80,
        members: [{ id: company.memberId, name: 'Carlos Pedreiro', whatsapp: expect.stringMatching(/^\d{11}$/) }],
      });
      for (const role of ['kitchen', 'delivery', 'customer'] as const) {
        expect((await bed.users[role].http.get('/api/companies/tab-options')).status).toBe(403);
      }
      expect((await bed.guest.get('/api/companies/tab-options')).status).toBe(401);
    });

    it('a guest or a customer may not use the tab (403); nothing is written', async () => {
      const company = await newTabCompany(admin);
      for (const who of [bed.guest, bed.users.customer.http]) {
        const res = await placeTabOrder(who, bed.c, company);
        expect([res.status, res.body.message]).toEqual([403, M.tabNotForCustomers]);
      }
      expect((await balances(admin, company.id)).entries).toEqual([]);
    });

    it('refuses a missing member (400), an unknown company (400), a blocked company and an inactive member (409)', async () => {
      const company = await newTabCompany(admin);
      const noMember = await staff.post(
        '/api/orders',
        tabOrderBody(bed.c, company, 1, { payment: { method: 'company_tab', company_id: company.id } }),
      );
      expect([noMember.status, noMember.body.message]).toEqual([400, M.tabCompanyRequired]);
      const unknown = await placeTabOrder(staff, bed.c, { id: randomUUID(), memberId: company.memberId });
      expect([unknown.status, unknown.body.message]).toEqual([400, M.tabCompanyUnknown]);
      const other = await newTabCompany(admin);
      const foreign = await placeTabOrder(staff, bed.c, { id: company.id, memberId: other.memberId });
      expect([foreign.status, foreign.body.message]).toEqual([400, M.tabMemberUnknown]);

      await admin.put(`/api/companies/${company.id}/members/${company.memberId}`, { active: false });
      const inactive = await placeTabOrder(staff, bed.c, company);
      expect([inactive.status, inactive.body.message]).toEqual([409, M.tabMemberInactive]);
      await admin.put(`/api/companies/${company.id}`, companyBody({ cnpj: null, status: 'blocked' }));
      const blocked = await placeTabOrder(staff, bed.c, { id: company.id, memberId: company.secondMemberId });
      expect([blocked.status, blocked.body.message]).toEqual([409, M.tabCompanyBlocked]);
      expect((await balances(admin, company.id)).entries).toEqual([]);
      // 'Desbloquear'
      await admin.put(`/api/companies/${company.id}`, companyBody({ cnpj: null, status: 'active' }));
      expect((await placeTabOrder(staff, bed.c, { id: company.id, memberId: company.secondMemberId })).status).toBe(
        201,
      );
    });

    it('exactly at the limit passes; one centavo over is refused with "limite" and the R$ available', async () => {
      const company = await newTabCompany(admin, { credit_limit: 60 });
      expect((await placeTabOrder(staff, bed.c, company, 1)).status).toBe(201);
      // R$ 40 left: two boxes of R$ 20 fit exactly
      expect((await placeTabOrder(staff, bed.c, company, 2)).status).toBe(201);
      expect((await admin.get(`/api/companies/${company.id}`)).body).toMatchObject({ balance: 60, available: 0 });

      const other = await newTabCompany(admin, { credit_limit: 39.99 });
      const over = await placeTabOrder(staff, bed.c, other, 2);
      expect(over.status).toBe(409);
      expect(over.body.message).toBe('Pedido acima do limite da empresa: disponível R$ 39,99.');
      expect(over.body.message).toContain('limite');
      expect((await balances(admin, other.id)).entries).toEqual([]);
      await admin.put(`/api/companies/${other.id}`, companyBody({ cnpj: null, credit_limit: 40 }));
      expect((await placeTabOrder(staff, bed.c, other, 2)).status).toBe(201);
    });

    it('two concurrent orders that fit alone but not together: exactly one is taken (5 times)', async () => {
      for (let round = 0; round < 5; round++) {
        const company = await newTabCompany(admin, { credit_limit: 50 });
        const results = await Promise.all([
          placeTabOrder(staff, bed.c, company, 2),
          placeTabOrder(admin, bed.c, { id: company.id, memberId: company.secondMemberId }, 2),
        ]);
        const statuses = results.map((r) => r.status).sort();
        expect([round, statuses]).toEqual([round, [201, 409]]);
        expect(results.find((r) => r.status === 409)!.body.message).toContain('limite');
        const { balance, sumOfEntries, entries } = await balances(admin, company.id);
        expect([balance, sumOfEntries, entries.length]).toEqual([4000, 4000, 1]);
      }
    });

    it('a new order, a cancel, an edit and a payment of one company at once all land, and the ledger adds up (5 times)', async () => {
      for (let round = 0; round < 5; round++) {
        const company = await newTabCompany(admin, { credit_limit: 200 });
        const first = (await placeTabOrder(staff, bed.c, company, 1)).body.data;
        const second = (await placeTabOrder(staff, bed.c, company, 1)).body.data;
        const results = await Promise.all([
          placeTabOrder(staff, bed.c, { id: company.id, memberId: company.secondMemberId }, 2),
          admin.put(`/api/orders/${first.id}/status`, { status: 'cancelled' }),
          admin.put(`/api/orders/${second.id}`, {
            delivery: { isDelivery: true, address: { street: 'Rua A, 1', neighborhood: bed.c.neighborhood.id } },
          }),
          admin.post(`/api/companies/${company.id}/payments`, { amount: 5, method: 'cash' }),
          admin.post(`/api/companies/${company.id}/statements`),
        ]);
        expect([round, results.map((r) => r.status)]).toEqual([round, [201, 200, 200, 201, 201]]);
        const { balance, sumOfEntries } = await balances(admin, company.id);
        // 20 + 20 + 40 - 20 + 7,50 - 5
        expect([balance, sumOfEntries]).toEqual([6250, 6250]);
      }
    });

    it('a replayed Idempotency-Key charges once', async () => {
      const company = await newTabCompany(admin);
      const key = randomUUID();
      const first = await placeTabOrder(staff, bed.c, company, 1, { 'idempotency-key': key });
      const again = await placeTabOrder(staff, bed.c, company, 1, { 'idempotency-key': key });
      const racing = await Promise.all(
        [1, 2].map(() => placeTabOrder(staff, bed.c, company, 1, { 'idempotency-key': key })),
      );
      expect([first.status, again.status, ...racing.map((r) => r.status)]).toEqual([201, 201, 201, 201]);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(new Set([first, again, ...racing].map((r) => r.body.data.id)).size).toBe(1);
      // two keys racing for the first time: still one order per key
      const k2 = randomUUID();
      const pair = await Promise.all(
        [1, 2].map(() => placeTabOrder(staff, bed.c, company, 1, { 'idempotency-key': k2 })),
      );
      expect(pair.map((r) => r.status)).toEqual([201, 201]);
      const { balance, entries } = await balances(admin, company.id);
      expect(entries.filter((e) => e.kind === 'charge')).toHaveLength(2);
      expect(balance).toBe(4000);
    });
  });

  describe('after the order', () => {
    it('cancelling writes one reversal, however often it is asked; reopening is refused', async () => {
      const company = await newTabCompany(admin);
      const order = (await placeTabOrder(staff, bed.c, company, 2)).body.data;
      const cancels = await Promise.all(
        [1, 2].map(() => admin.put(`/api/orders/${order.id}/status`, { status: 'cancelled', reason: 'Obra parada' })),
      );
      expect(cancels.some((r) => r.status === 200)).toBe(true);
      for (const r of cancels) expect([200, 409]).toContain(r.status);
      const third = await admin.put(`/api/orders/${order.id}/status`, { status: 'cancelled' });
      expect([200, 409]).toContain(third.status);
      const { balance, entries } = await balances(admin, company.id);
      expect(entries.map((e) => [e.kind, e.amount])).toEqual([
        ['charge', 40],
        ['reversal', -40],
      ]);
      expect(balance).toBe(0);
      const reopen = await admin.put(`/api/orders/${order.id}/status`, { status: 'confirmed' });
      expect([reopen.status, reopen.body.message]).toEqual([409, M.tabReopen]);
      expect((await admin.get(`/api/orders/${order.id}`)).body.data.status).toBe('cancelled');
      expect((await admin.get(`/api/companies/${company.id}`)).body.oldest_open_days).toBeNull();
    });

    it('an admin edit that changes the total writes an adjustment of the difference (within the limit); the method stays', async () => {
      const company = await newTabCompany(admin, { credit_limit: 47 });
      const order = (await placeTabOrder(staff, bed.c, company, 2)).body.data;
      const toDelivery = {
        delivery: { isDelivery: true, address: { street: 'Rua da Obra, 1', neighborhood: bed.c.neighborhood.id } },
      };
      // R$ 40 + R$ 7,50 of delivery is over the R$ 47 limit: the edit is refused like an order
      const over = await admin.put(`/api/orders/${order.id}`, toDelivery);
      expect([over.status, over.body.message]).toEqual([409, 'Pedido acima do limite da empresa: disponível R$ 7,00.']);
      expect((await admin.get(`/api/orders/${order.id}`)).body.data.total_amount).toBe(40);
      await admin.put(`/api/companies/${company.id}`, companyBody({ cnpj: null, credit_limit: 100 }));
      const edited = await admin.put(`/api/orders/${order.id}`, toDelivery);
      expect([edited.status, edited.body.data.total_amount]).toEqual([200, 47.5]);
      const back = await admin.put(`/api/orders/${order.id}`, { delivery: { isDelivery: false } });
      expect([back.status, back.body.data.total_amount]).toEqual([200, 40]);
      const { balance, sumOfEntries, entries } = await balances(admin, company.id);
      expect(entries.map((e) => [e.kind, e.amount, e.order_id])).toEqual([
        ['charge', 40, order.id],
        ['adjustment', 7.5, order.id],
        ['adjustment', -7.5, order.id],
      ]);
      expect([balance, sumOfEntries]).toEqual([4000, 4000]);

      const away = await admin.put(`/api/orders/${order.id}`, { payment_method: 'pix' });
      expect([away.status, away.body.message]).toEqual([409, M.tabMethodChange]);
      const plain = (await staff.post('/api/orders', orderBody(bed.c))).body.data;
      const onto = await admin.put(`/api/orders/${plain.id}`, { payment_method: 'company_tab' });
      expect([onto.status, onto.body.message]).toEqual([409, M.tabMethodChosen]);
      // a status change that keeps the total writes nothing
      expect((await admin.put(`/api/orders/${order.id}/status`, { status: 'preparing' })).status).toBe(200);
      expect((await balances(admin, company.id)).entries).toHaveLength(3);
    });

    it('a delivered tab order is a sale like any other, and stays unpaid until the company pays', async () => {
      const company = await newTabCompany(admin);
      const revenue = async () =>
        (await admin.get('/api/analytics/dashboard?period=today')).body.metrics.revenue as number;
      const before = await revenue();
      const order = (await placeTabOrder(staff, bed.c, company, 2)).body.data;
      for (const status of ['preparing', 'ready', 'delivered']) {
        expect((await admin.put(`/api/orders/${order.id}/status`, { status })).status).toBe(200);
      }
      const delivered = (await admin.get(`/api/orders/${order.id}`)).body.data;
      expect([delivered.status, delivered.payment_status]).toEqual(['delivered', 'pending']);
      expect(Math.round((await revenue()) * 100) - Math.round(before * 100)).toBe(4000);
      expect((await balances(admin, company.id)).balance).toBe(4000);
    });

    it('deleting a tab order is refused: it is cancelled instead', async () => {
      const company = await newTabCompany(admin);
      const order = (await placeTabOrder(staff, bed.c, company, 1)).body.data;
      const res = await admin.delete(`/api/orders/${order.id}`);
      expect([res.status, res.body.message]).toEqual([409, M.tabDelete]);
    });

    it("the dashboard's 'A receber' is the sum of what companies owe now (a credit lowers nobody else's debt)", async () => {
      const owing = await newTabCompany(admin);
      await placeTabOrder(staff, bed.c, owing, 2);
      const ahead = await newTabCompany(admin);
      await admin.post(`/api/companies/${ahead.id}/payments`, { amount: 10, method: 'cash' });
      const companies = (await admin.get('/api/companies')).body as CompanyDto[];
      const owed = companies.reduce((s, c) => s + Math.max(0, Math.round(c.balance * 100)), 0);
      expect(owed).toBeGreaterThanOrEqual(4000);
      const dashboard = await admin.get('/api/analytics/dashboard?period=today');
      expect(dashboard.status).toBe(200);
      expect(Math.round(dashboard.body.metrics.receivable * 100)).toBe(owed);
    });

    it("the member's customer record exports the company membership (LGPD access)", async () => {
      const company = await newTabCompany(admin);
      const order = (await placeTabOrder(staff, bed.c, company, 1)).body.data;
      const found = (await admin.get(`/api/customers?search=${order.whatsapp}`)).body.data;
      expect(found).toHaveLength(1);
      const exported = (await admin.get(`/api/customers/${found[0].id}/export`)).body;
      expect(exported.company_memberships).toEqual([
        expect.objectContaining({
          company_id: company.id,
          member_id: company.memberId,
          name: 'Carlos Pedreiro',
          whatsapp: order.whatsapp,
          active: true,
        }),
      ]);
    });

    it('the database itself refuses to change or delete a ledger entry', async () => {
      const company = await newTabCompany(admin);
      await placeTabOrder(staff, bed.c, company, 1);
      const repo = bed.t.db.getRepository(CompanyEntry);
      await expect(repo.update({ company_id: company.id }, { amount_cents: 1 })).rejects.toThrow(/append-only/);
      await expect(repo.delete({ company_id: company.id })).rejects.toThrow(/append-only/);
      expect((await balances(admin, company.id)).balance).toBe(2000);
    });
  });
});
