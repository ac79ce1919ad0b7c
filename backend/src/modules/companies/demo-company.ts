import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, statementFigures } from '@quentinha/shared/companies/statements';
import { todaySaoPaulo, toSaoPauloDay } from '@quentinha/shared/dates/sao-paulo';
import { fromZonedTime } from 'date-fns-tz';
import type { EntityManager } from 'typeorm';
import { appendEntry } from '../../common/database/append-only.js';
import { insertRows } from '../../common/database/plain-sql.js';
import type { Order } from '../orders/order.entity.js';
import { Company, CompanyMember, CompanyStatement } from './company.entities.js';

/**
 * The demo's company on a tab (issue 29): 'Construtora Horizonte' with two members, a few of the
 * demo's orders put on its tab (past ones delivered, one on today's board) and last period closed,
 * so 'Empresas', a company's page and a public statement have something to show on a fresh start.
 */
export interface DemoCompanyPlan {
  company: Company;
  members: CompanyMember[];
  orders: Partial<Order>[];
}

const MEMBERS: [string, string][] = [
  ['Roberto Mendes', '11976543210'],
  ['Patrícia Lima', '11965432109'],
];

/** Picks a few demo orders (before they are written) and puts them on the demo company's tab. */
export function demoCompanyOrders(rows: { order: Partial<Order> }[], now: Date): DemoCompanyPlan {
  const created = new Date(now.getTime() - 40 * 86_400_000);
  const company = Object.assign(new Company(), {
    id: randomUUID(),
    created_at: created,
    updated_at: created,
    name: 'Construtora Horizonte',
    cnpj: '11222333000181',
    contact_name: 'Marcos Horizonte',
    contact_whatsapp: '11987651234',
    credit_limit_cents: 100_000,
    closing_day: 25,
    due_days: 10,
    status: 'active' as const,
  });
  const members = MEMBERS.map(([name, whatsapp]) =>
    Object.assign(new CompanyMember(), {
      id: randomUUID(),
      created_at: created,
      updated_at: created,
      company_id: company.id,
      name,
      whatsapp,
      active: true,
    }),
  );
  const today = todaySaoPaulo(now);
  const past = rows.filter((r) => r.order.status === 'delivered' && r.order.order_date !== today).slice(-12);
  const picked = [
    past[0],
    past[4],
    past[8],
    rows.find((r) => r.order.order_date === today && r.order.status === 'confirmed'),
  ].filter((r): r is { order: Partial<Order> } => Boolean(r));
  picked.forEach((row, i) => {
    const member = members[i % members.length];
    Object.assign(row.order, {
      customer_name: member.name,
      whatsapp: member.whatsapp,
      customer_user_id: null,
      payment_method: 'company_tab',
      change_for_cents: null,
      company_id: company.id,
      company_member_id: member.id,
      company_name: company.name,
      company_member_name: member.name,
      source: 'admin',
      created_by_name: 'Dona Maria',
    });
  });
  return { company, members, orders: picked.map((r) => r.order) };
}

/** Writes the company, its members, one charge per order and a statement closing yesterday. */
export async function writeDemoCompany(tx: EntityManager, plan: DemoCompanyPlan, now: Date): Promise<void> {
  await insertRows(tx, Company, [plan.company]);
  await insertRows(tx, CompanyMember, plan.members);
  const entries = plan.orders.map((o) => ({
    id: randomUUID(),
    company_id: plan.company.id,
    kind: 'charge' as const,
    amount_cents: o.total_amount_cents!,
    order_id: o.id!,
    member_id: o.company_member_id ?? null,
    note: null,
    created_by: null,
    created_by_name: 'Dona Maria',
    created_at: o.created_at!,
    dedupe_key: `charge:${o.id}`,
  }));
  for (const entry of entries) await appendEntry(tx, 'company_entries', entry);
  // the period up to the end of yesterday is closed: today's order is in the open one
  const end = fromZonedTime(`${todaySaoPaulo(now)}T00:00:00`, 'America/Sao_Paulo').getTime() - 1;
  const closed = entries.filter((e) => e.created_at.getTime() <= end);
  const figures = statementFigures(0, closed);
  const statement: CompanyStatement = {
    id: randomUUID(),
    created_at: new Date(end),
    company_id: plan.company.id,
    period_start: plan.company.created_at,
    period_end: new Date(end),
    ...figures,
    debits_through_cents: figures.charges_cents,
    due_date: addDays(toSaoPauloDay(new Date(end)), plan.company.due_days),
    share_token: randomBytes(24).toString('base64url'),
    created_by: null,
    created_by_name: 'Dona Maria',
  };
  await insertRows(tx, CompanyStatement, [statement]);
}
