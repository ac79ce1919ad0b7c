import { randomUUID } from 'node:crypto';
import { COMPANY_MESSAGES as M } from '@quentinha/shared/companies/messages';
import type { PublicStatementDto, StatementDetailDto, StatementDto } from '@quentinha/shared/companies/types';
import { parseMoney } from '@quentinha/shared/money/money';
import { CompanyStatement } from '../../src/modules/companies/company.entities.js';
import { balances, newTabCompany, placeTabOrder } from '../support/company-tabs.js';
import type { HttpClient } from '../support/http.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';

const cents = (reais: number) => Math.round(reais * 100);

/** Payments, 'Fechar Período', the statements, the public page and the CSV (DECISIONS 10.5). */
describe('company payments and statements', () => {
  let bed: OrderTestBed;
  let admin: HttpClient;
  let staff: HttpClient;

  beforeAll(async () => {
    bed = await startOrderTestBed();
    admin = bed.users.admin.http;
    staff = bed.users.staff.http;
  });
  afterAll(() => bed.t.close());

  describe('payments', () => {
    it.each([
      ['zero', { amount: 0, method: 'pix' }, M.paymentAmount],
      ['a negative amount', { amount: -5, method: 'pix' }, M.paymentAmount],
      ['3 decimals', { amount: 1.005, method: 'pix' }, M.paymentAmount],
      ['no amount', { method: 'cash' }, M.paymentAmount],
      ['boleto', { amount: 5, method: 'boleto' }, M.paymentMethod],
      ['a note too long', { amount: 5, method: 'pix', note: 'x'.repeat(300) }, M.note],
    ])('refuses %s with 400', async (_what, body, message) => {
      const company = await newTabCompany(admin);
      const res = await admin.post(`/api/companies/${company.id}/payments`, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect((await balances(admin, company.id)).entries).toEqual([]);
    });

    it('writes -amount; paying more than owed leaves a credit that later charges use', async () => {
      const company = await newTabCompany(admin, { credit_limit: 40 });
      await placeTabOrder(staff, bed.c, company, 1);
      const paid = await admin.post(`/api/companies/${company.id}/payments`, {
        amount: 50,
        method: 'transfer',
        note: 'TED maio',
      });
      expect(paid.status).toBe(201);
      expect(paid.body).toMatchObject({
        kind: 'payment',
        amount: -50,
        note: 'Transferência · TED maio',
        created_by_name: 'Pessoa admin',
      });
      const read = (await admin.get(`/api/companies/${company.id}`)).body;
      expect(read).toMatchObject({ balance: -30, available: 70, oldest_open_days: null });
      expect(read.last_payment_at).toBe(paid.body.created_at);
      // R$ 70 available now: three boxes (R$ 60) fit on a R$ 40 limit
      expect((await placeTabOrder(staff, bed.c, company, 3)).status).toBe(201);
      const { balance, sumOfEntries } = await balances(admin, company.id);
      expect([balance, sumOfEntries]).toEqual([3000, 3000]);
    });

    it('a retried payment with the same Idempotency-Key is written once', async () => {
      const company = await newTabCompany(admin);
      const key = randomUUID();
      const first = await admin.post(
        `/api/companies/${company.id}/payments`,
        { amount: 10, method: 'pix' },
        { 'idempotency-key': key },
      );
      const again = await admin.post(
        `/api/companies/${company.id}/payments`,
        { amount: 10, method: 'pix' },
        { 'idempotency-key': key },
      );
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body.id).toBe(first.body.id);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const other = await admin.post(
        `/api/companies/${company.id}/payments`,
        { amount: 11, method: 'pix' },
        { 'idempotency-key': key },
      );
      expect(other.status).toBe(422);
      expect((await balances(admin, company.id)).balance).toBe(-1000);
    });
  });

  describe('closing periods', () => {
    it('freezes the figures; a later cancellation lands in the next statement; statements tile time', async () => {
      const company = await newTabCompany(admin);
      const a = (await placeTabOrder(staff, bed.c, company, 2)).body.data;
      await placeTabOrder(staff, bed.c, { id: company.id, memberId: company.secondMemberId }, 1);
      const closed = await admin.post(`/api/companies/${company.id}/statements`);
      expect(closed.status).toBe(201);
      const first = closed.body as StatementDto;
      expect(first).toMatchObject({
        opening_balance: 0,
        charges: 60,
        reversals: 0,
        adjustments: 0,
        payments: 0,
        closing_balance: 60,
        status: 'due',
      });
      expect(first.share_token).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
      const end = new Date(first.period_end);
      const due = new Date(end.getTime() + 10 * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
      expect(first.due_date).toBe(due);

      // after the close: the cancel of an order of the closed period belongs to the next one
      expect((await admin.put(`/api/orders/${a.id}/status`, { status: 'cancelled' })).status).toBe(200);
      await admin.post(`/api/companies/${company.id}/payments`, { amount: 5, method: 'cash' });
      const second = (await admin.post(`/api/companies/${company.id}/statements`)).body as StatementDto;
      expect(second).toMatchObject({
        opening_balance: 60,
        charges: 0,
        reversals: -40,
        payments: -5,
        closing_balance: 15,
      });
      expect(second.period_start).toBe(first.period_end);
      // nothing in between: an empty period still tiles
      const third = (await admin.post(`/api/companies/${company.id}/statements`)).body as StatementDto;
      expect(third).toMatchObject({
        opening_balance: 15,
        charges: 0,
        closing_balance: 15,
        period_start: second.period_end,
      });

      const listed = (await admin.get(`/api/companies/${company.id}/statements`)).body as StatementDto[];
      expect(listed.map((s) => s.id)).toEqual([third.id, second.id, first.id]);
      const firstAgain = listed.find((s) => s.id === first.id)!;
      // the closed statement never changed (its status is read, not stored)
      expect({ ...firstAgain, status: 'due' }).toEqual({ ...first, status: 'due' });
      // R$ 45 credited (reversal 40 + payment 5) of R$ 60: the first is still due, R$ 15 open
      expect(firstAgain.status).toBe('due');
      await admin.post(`/api/companies/${company.id}/payments`, { amount: 15, method: 'pix' });
      const after = (await admin.get(`/api/companies/${company.id}/statements`)).body as StatementDto[];
      expect(after.map((s) => s.status)).toEqual(['paid', 'paid', 'paid']);
      expect((await balances(admin, company.id)).balance).toBe(0);
      // the database refuses to change a closed statement
      await expect(
        bed.t.db.getRepository(CompanyStatement).update({ id: first.id }, { closing_balance_cents: 0 }),
      ).rejects.toThrow(/append-only/);
    });

    it('a payment settles the oldest statement first', async () => {
      const company = await newTabCompany(admin);
      await placeTabOrder(staff, bed.c, company, 1);
      await admin.post(`/api/companies/${company.id}/statements`);
      await placeTabOrder(staff, bed.c, company, 2);
      await admin.post(`/api/companies/${company.id}/statements`);
      await admin.post(`/api/companies/${company.id}/payments`, { amount: 20, method: 'pix' });
      const [newer, older] = (await admin.get(`/api/companies/${company.id}/statements`)).body as StatementDto[];
      expect([older.closing_balance, older.status, newer.closing_balance, newer.status]).toEqual([
        20,
        'paid',
        60,
        'due',
      ]);
    });

    it('concurrent closes leave periods that tile with no overlap', async () => {
      const company = await newTabCompany(admin);
      await placeTabOrder(staff, bed.c, company, 1);
      const closes = await Promise.all([1, 2, 3].map(() => admin.post(`/api/companies/${company.id}/statements`)));
      expect(closes.map((r) => r.status)).toEqual([201, 201, 201]);
      const list = ((await admin.get(`/api/companies/${company.id}/statements`)).body as StatementDto[]).reverse();
      for (let i = 1; i < list.length; i++) {
        expect(list[i].period_start).toBe(list[i - 1].period_end);
        expect(list[i].opening_balance).toBe(list[i - 1].closing_balance);
      }
      expect(list.reduce((s, x) => s + cents(x.charges), 0)).toBe(2000);
    });
  });

  describe('reading a statement', () => {
    let company: { id: string; memberId: string; secondMemberId: string };
    let statement: StatementDto;
    let orderIds: string[];

    beforeAll(async () => {
      company = await newTabCompany(admin);
      await admin.put(`/api/companies/${company.id}`, {
        name: 'Construtora Horizonte',
        cnpj: '11.222.333/0001-81',
        contact_name: 'Joana',
        contact_whatsapp: '11977771234',
        credit_limit: 500,
        closing_day: 25,
      });
      const first = (await placeTabOrder(staff, bed.c, company, 2)).body.data;
      const second = (await placeTabOrder(staff, bed.c, { id: company.id, memberId: company.secondMemberId }, 1)).body
        .data;
      await admin.put(`/api/orders/${second.id}/status`, { status: 'cancelled' });
      await admin.post(`/api/companies/${company.id}/payments`, { amount: 12.34, method: 'pix' });
      orderIds = [first.id, second.id];
      statement = (await admin.post(`/api/companies/${company.id}/statements`)).body;
    });

    it('the admin detail lists its entries and orders; the entries add up to the figures', async () => {
      const res = await admin.get(`/api/companies/${company.id}/statements/${statement.id}`);
      const detail = res.body as StatementDetailDto;
      expect(detail.entries.map((e) => e.kind)).toEqual(['charge', 'charge', 'reversal', 'payment']);
      const sum = detail.entries.reduce((s, e) => s + cents(e.amount), 0);
      expect(sum).toBe(cents(detail.closing_balance) - cents(detail.opening_balance));
      expect(detail.orders.map((o) => [o.order_id, o.member_name, o.items, o.total, o.cancelled])).toEqual([
        [orderIds[0], 'Carlos Pedreiro', ['2 x Quentinha Tradicional M'], 40, false],
        [orderIds[1], 'Ana Engenheira', ['1 x Quentinha Tradicional M'], 0, true],
      ]);
      expect((await admin.get(`/api/companies/${company.id}/statements/${randomUUID()}`)).status).toBe(404);
      const other = await newTabCompany(admin);
      expect((await admin.get(`/api/companies/${other.id}/statements/${statement.id}`)).status).toBe(404);
    });

    it('the public page shows that statement, the company name and CNPJ and its orders, nothing else, without a session', async () => {
      const res = await bed.guest.get(`/api/statements/${statement.share_token}`);
      expect(res.status).toBe(200);
      const page = res.body as PublicStatementDto;
      expect(Object.keys(page).sort()).toEqual(
        [
          'adjustments',
          'charges',
          'closing_balance',
          'company',
          'due_date',
          'opening_balance',
          'orders',
          'payments',
          'period_end',
          'period_start',
          'reversals',
          'status',
        ].sort(),
      );
      expect(page.company).toEqual({ name: 'Construtora Horizonte', cnpj: '11222333000181' });
      expect(page).toMatchObject({
        charges: 60,
        reversals: -20,
        payments: -12.34,
        closing_balance: 27.66,
        status: 'due',
      });
      expect(page.orders).toHaveLength(2);
      const text = JSON.stringify(page);
      // no WhatsApp numbers, ids of people or tokens
      const members = (await admin.get(`/api/companies/${company.id}`)).body.members as { whatsapp: string }[];
      for (const number of [...members.map((m) => m.whatsapp), '11977771234', '11911112222'])
        expect(text).not.toContain(number);
      expect(text).not.toContain(company.memberId);
      expect(text).not.toContain('share_token');
      expect((await bed.guest.get(`/api/statements/${'x'.repeat(32)}`)).status).toBe(404);
      expect((await bed.guest.get('/api/statements/curto')).status).toBe(404);
    });

    it("the CSV is ';' separated with decimal commas, and its total line equals the entries", async () => {
      const res = await admin.get(`/api/companies/${company.id}/statements/${statement.id}/csv`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toContain('.csv');
      const lines = (res.body as string).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toContain('Construtora Horizonte');
      expect(lines[0]).toContain('CNPJ: 11.222.333/0001-81');
      expect(lines[1]).toBe('Data;Pedido;Funcionário;Itens;Lançamento;Observação;Valor (R$)');
      const entryLines = lines.slice(2, 6).map((l) => l.split(';'));
      expect(entryLines.map((l) => l[4])).toEqual(['Pedido', 'Pedido', 'Estorno', 'Pagamento']);
      expect(entryLines.map((l) => l[6])).toEqual(['40,00', '20,00', '-20,00', '-12,34']);
      const value = (label: string) => cents(parseMoney(lines.find((l) => l.split(';')[4] === label)!.split(';')[6]));
      const sumOfLines = entryLines.reduce((s, l) => s + cents(parseMoney(l[6])), 0);
      expect(value('Total dos lançamentos')).toBe(sumOfLines);
      expect(value('Saldo final') - value('Saldo anterior')).toBe(sumOfLines);
      expect(value('Saldo final')).toBe(2766);
      expect((await staff.get(`/api/companies/${company.id}/statements/${statement.id}/csv`)).status).toBe(403);
    });

    it('the entries route filters by Sao Paulo days and refuses a reversed range', async () => {
      const all = (await admin.get(`/api/companies/${company.id}/entries`)).body;
      expect(all).toHaveLength(4);
      expect((await admin.get(`/api/companies/${company.id}/entries?from=2000-01-01&to=2000-01-31`)).body).toEqual([]);
      const bad = await admin.get(`/api/companies/${company.id}/entries?from=2026-05-02&to=2026-05-01`);
      expect([bad.status, bad.body.message]).toEqual([400, M.range]);
      expect((await admin.get(`/api/companies/${company.id}/entries?from=2026-02-30`)).status).toBe(400);
    });
  });
});
