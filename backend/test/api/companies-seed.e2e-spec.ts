import { isValidCnpj } from '@quentinha/shared/companies/cnpj';
import type { CompanyDto, CompanyEntryDto, PublicStatementDto, StatementDto } from '@quentinha/shared/companies/types';
import { HttpClient } from '../support/http.js';
import { SEEDED_START_MS, startTestApp, type TestApp } from '../support/test-app.js';

// `npm start` on an empty database: 'Empresas' has a company to show (issue 29).
describe('demo company', () => {
  let t: TestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    t = await startTestApp({ SEED: 'true' });
    admin = new HttpClient(t.baseUrl);
    await admin.post('/api/auth/login', { email: 'admin@quentinha.com.br', password: 'Quentinha123' });
  }, SEEDED_START_MS);
  afterAll(() => t.close());

  it('Construtora Horizonte: valid CNPJ, two members, tab orders, a closed period with its public page', async () => {
    const companies = (await admin.get('/api/companies')).body as CompanyDto[];
    expect(companies.map((c) => c.name)).toEqual(['Construtora Horizonte']);
    const [company] = companies;
    expect(isValidCnpj(company.cnpj)).toBe(true);
    expect(company.members).toHaveLength(2);
    const entries = (await admin.get(`/api/companies/${company.id}/entries`)).body as CompanyEntryDto[];
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.every((e) => e.kind === 'charge' && e.order_number !== null)).toBe(true);
    expect(Math.round(company.balance * 100)).toBe(entries.reduce((s, e) => s + Math.round(e.amount * 100), 0));
    expect(company.balance).toBeGreaterThan(0);

    // one on today's board, naming its company (the cards say not to collect)
    const today = (await admin.get('/api/orders?limit=100&period=today')).body.data as {
      payment_method: string;
      company: { name: string } | null;
      status: string;
    }[];
    const tab = today.filter((o) => o.payment_method === 'company_tab');
    expect(tab.map((o) => [o.company?.name, o.status])).toEqual([['Construtora Horizonte', 'confirmed']]);

    const [statement] = (await admin.get(`/api/companies/${company.id}/statements`)).body as StatementDto[];
    expect(statement.status).toBe('due');
    const page = (await new HttpClient(t.baseUrl).get(`/api/statements/${statement.share_token}`))
      .body as PublicStatementDto;
    expect(page.company.name).toBe('Construtora Horizonte');
    expect(page.orders.length).toBeGreaterThanOrEqual(2);
    expect(page.closing_balance).toBe(statement.closing_balance);

    const dashboard = (await admin.get('/api/analytics/dashboard?period=today')).body;
    expect(dashboard.metrics.receivable).toBe(company.balance);
  });
});
