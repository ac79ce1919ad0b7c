import type { CompanyDto, CompanyEntryDto, CompanyMemberDto, StatementDto } from '@quentinha/shared/companies/types';
import { toReais } from '@quentinha/shared/money/money';
import type { Company, CompanyMember, CompanyStatement } from './company.entities.js';

const iso = (value: Date | number) => new Date(value).toISOString();

export function memberView(m: CompanyMember, ordersCount = 0): CompanyMemberDto {
  return {
    id: m.id,
    company_id: m.company_id,
    name: m.name,
    whatsapp: m.whatsapp,
    // SQLite hands booleans back as 0/1 on raw reads
    active: Boolean(m.active),
    orders_count: ordersCount,
    created_at: iso(m.created_at),
  };
}

/** What the list and the page show beside the company's own fields. */
export interface CompanyFigures {
  balanceCents: number;
  oldestOpenDays: number | null;
  lastPaymentAt: Date | null;
  members: CompanyMemberDto[];
}

export function companyView(c: Company, f: CompanyFigures): CompanyDto {
  return {
    id: c.id,
    name: c.name,
    cnpj: c.cnpj,
    contact_name: c.contact_name,
    contact_whatsapp: c.contact_whatsapp,
    credit_limit: toReais(c.credit_limit_cents),
    closing_day: c.closing_day,
    due_days: c.due_days,
    status: c.status,
    balance: toReais(f.balanceCents),
    available: toReais(c.credit_limit_cents - f.balanceCents),
    oldest_open_days: f.oldestOpenDays,
    last_payment_at: f.lastPaymentAt ? iso(f.lastPaymentAt) : null,
    members: f.members,
    created_at: iso(c.created_at),
    updated_at: iso(c.updated_at),
  };
}

/** An entry row as read with its order's number and its member's name. */
export interface EntryRow {
  id: string;
  kind: CompanyEntryDto['kind'];
  amount_cents: number;
  order_id: string | null;
  order_number: number | null;
  member_name: string | null;
  note: string | null;
  created_by_name: string;
  created_at: number;
}

export function entryView(e: EntryRow): CompanyEntryDto {
  return {
    id: e.id,
    kind: e.kind,
    amount: toReais(e.amount_cents),
    order_id: e.order_id,
    order_number: e.order_number,
    member_name: e.member_name,
    note: e.note,
    created_by_name: e.created_by_name,
    created_at: iso(e.created_at),
  };
}

export function statementView(s: CompanyStatement, status: StatementDto['status']): StatementDto {
  return {
    id: s.id,
    company_id: s.company_id,
    period_start: iso(s.period_start),
    period_end: iso(s.period_end),
    opening_balance: toReais(s.opening_balance_cents),
    charges: toReais(s.charges_cents),
    reversals: toReais(s.reversals_cents),
    adjustments: toReais(s.adjustments_cents),
    payments: toReais(s.payments_cents),
    closing_balance: toReais(s.closing_balance_cents),
    due_date: s.due_date,
    status,
    share_token: s.share_token,
    created_at: iso(s.created_at),
  };
}
