import { randomUUID } from 'node:crypto';
import type { HttpClient, HttpResponse } from './http.js';
import type { OrderCatalog } from './order-fixtures.js';

/** A valid company body (DECISIONS 10.5); CNPJ 12.345.678/0001-95 has valid check digits. */
export function companyBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Construtora Horizonte',
    cnpj: '12.345.678/0001-95',
    contact_name: 'Joana Prado',
    contact_whatsapp: '(11) 97777-1234',
    credit_limit: 500,
    closing_day: 25,
    ...overrides,
  };
}

export interface TabCompany {
  id: string;
  memberId: string;
  secondMemberId: string;
}

let numbers = 0;
/** A fresh mobile number per call: members are unique per company by number. */
export const freshWhatsapp = () => `1198${String(1_000_000 + (numbers++ % 8_999_999)).padStart(7, '0')}`;

/** Creates a company (no CNPJ unless given: CNPJs are unique) with two members, over HTTP as the admin. */
export async function newTabCompany(admin: HttpClient, overrides: Record<string, unknown> = {}): Promise<TabCompany> {
  const created = await admin.post(
    '/api/companies',
    companyBody({ cnpj: null, name: `Empresa ${randomUUID().slice(0, 6)}`, ...overrides }),
  );
  if (created.status !== 201) throw new Error(`company: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  const a = await admin.post(`/api/companies/${id}/members`, { name: 'Carlos Pedreiro', whatsapp: freshWhatsapp() });
  const b = await admin.post(`/api/companies/${id}/members`, { name: 'Ana Engenheira', whatsapp: freshWhatsapp() });
  if (a.status !== 201 || b.status !== 201) throw new Error(`members: ${a.status} ${b.status}`);
  return { id, memberId: a.body.id, secondMemberId: b.body.id };
}

/** A tab order body: `boxes` quentinhas M (R$ 20 each), pickup, on the company's tab. */
export function tabOrderBody(
  c: OrderCatalog,
  company: { id: string; memberId: string },
  boxes = 1,
  extra: Record<string, unknown> = {},
) {
  return {
    customer: { name: 'Quem ligou', phone: '(11) 91111-2222' },
    items: [
      {
        product_id: c.quentinha.id,
        quantity: boxes,
        size: 'medio',
        chosen_dishes: ['Arroz Branco', 'Frango Grelhado'],
      },
    ],
    delivery: { type: 'pickup' },
    payment: { method: 'company_tab', company_id: company.id, member_id: company.memberId },
    ...extra,
  };
}

export function placeTabOrder(
  as: HttpClient,
  c: OrderCatalog,
  company: { id: string; memberId: string },
  boxes = 1,
  headers: Record<string, string> = {},
): Promise<HttpResponse> {
  return as.post('/api/orders', tabOrderBody(c, company, boxes), headers);
}

/** Balance from the company record and from the ledger: both, in centavos. */
export async function balances(
  admin: HttpClient,
  companyId: string,
): Promise<{ balance: number; sumOfEntries: number; entries: any[] }> {
  const company = await admin.get(`/api/companies/${companyId}`);
  const entries = await admin.get(`/api/companies/${companyId}/entries`);
  const sum = (entries.body as { amount: number }[]).reduce((s, e) => s + Math.round(e.amount * 100), 0);
  return { balance: Math.round(company.body.balance * 100), sumOfEntries: sum, entries: entries.body };
}
