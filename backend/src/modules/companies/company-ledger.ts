import { randomUUID } from 'node:crypto';
import type { CompanyEntryKind, CompanyPaymentMethod } from '@quentinha/shared/companies/types';
import type { EntityManager } from 'typeorm';
import { appendEntry } from '../../common/database/append-only.js';
import { execute, selectOne, selectWhere } from '../../common/database/plain-sql.js';
import { Company, CompanyMember } from './company.entities.js';

/**
 * The company ledger's few operations (DECISIONS 10.4, 10.5), each inside the caller's
 * transaction. One rule for every writer of a company's money: hold the company first
 * (holdCompany), then read its balance, decide, append. On PostgreSQL holding is
 * `SELECT ... FOR UPDATE` on the company row, so two orders, a payment and a close of one company
 * run one after the other and each reads the balance the previous one left; on SQLite every
 * writing transaction already holds the whole database (BEGIN IMMEDIATE behind the app's
 * transaction lock), so the plain read is enough.
 */

const num = (value: unknown) => Number(value ?? 0);
const isPostgres = (tx: EntityManager) => tx.connection.options.type === 'postgres';

/** The company, held for the rest of the transaction; null when there is none. */
export async function holdCompany(tx: EntityManager, companyId: string): Promise<Company | null> {
  const lock = isPostgres(tx) ? ' FOR UPDATE' : '';
  return (await selectWhere(tx, Company, `"id" = ?${lock}`, [companyId]))[0] ?? null;
}

export function findMember(tx: EntityManager, companyId: string, memberId: string): Promise<CompanyMember | null> {
  return selectOne(tx, CompanyMember, `"id" = ? AND "company_id" = ?`, [memberId, companyId]);
}

/** What the company owes now, in centavos: the sum of its entries (no cached column). */
export async function balanceCents(tx: EntityManager, companyId: string): Promise<number> {
  const { rows } = await execute(
    tx,
    'SELECT COALESCE(SUM("amount_cents"), 0) AS "sum" FROM "company_entries" WHERE "company_id" = ?',
    [companyId],
    {
      returnsRows: true,
    },
  );
  return num(rows[0]?.sum);
}

/** The end of the company's last closed period (epoch ms), or null before the first close. */
export async function lastPeriodEnd(tx: EntityManager, companyId: string): Promise<number | null> {
  const { rows } = await execute(
    tx,
    'SELECT MAX("period_end") AS "end" FROM "company_statements" WHERE "company_id" = ?',
    [companyId],
    {
      returnsRows: true,
    },
  );
  return rows[0]?.end == null ? null : num(rows[0].end);
}

/** Net amount the entries of one order add up to (charge + adjustments + reversal). */
export async function orderNetCents(
  tx: EntityManager,
  orderId: string,
): Promise<{ companyId: string | null; cents: number; entries: number }> {
  const { rows } = await execute(
    tx,
    'SELECT "company_id" AS "company", COALESCE(SUM("amount_cents"), 0) AS "sum", COUNT(*) AS "n" FROM "company_entries" WHERE "order_id" = ? GROUP BY "company_id"',
    [orderId],
    { returnsRows: true },
  );
  const row = rows[0];
  return { companyId: row ? String(row.company) : null, cents: num(row?.sum), entries: num(row?.n) };
}

export interface NewEntry {
  companyId: string;
  kind: CompanyEntryKind;
  amountCents: number;
  orderId?: string | null;
  memberId?: string | null;
  note?: string | null;
  /** a payment's method (the cash drawer counts the ones in cash) */
  method?: CompanyPaymentMethod | null;
  by: { id: string | null; name: string };
  /** deterministic for anything that may be asked twice; null for a one-off (a payment) */
  dedupeKey: string | null;
  now?: Date;
}

/**
 * Appends one entry (the company already held). Its instant is never at or before the last close:
 * a closed statement covers (start, end] and must never gain an entry, even if the clock stepped
 * back or the close happened in the same millisecond. True when it wrote (false: its dedupe_key
 * was written before).
 */
export async function appendCompanyEntry(
  tx: EntityManager,
  entry: NewEntry,
): Promise<{ written: boolean; id: string; at: Date }> {
  const closedUntil = await lastPeriodEnd(tx, entry.companyId);
  const now = (entry.now ?? new Date()).getTime();
  const at = new Date(closedUntil != null && now <= closedUntil ? closedUntil + 1 : now);
  const id = randomUUID();
  const written = await appendEntry(tx, 'company_entries', {
    id,
    company_id: entry.companyId,
    kind: entry.kind,
    amount_cents: entry.amountCents,
    order_id: entry.orderId ?? null,
    member_id: entry.memberId ?? null,
    note: entry.note ?? null,
    method: entry.method ?? null,
    created_by: entry.by.id,
    created_by_name: entry.by.name.slice(0, 100),
    created_at: at,
    dedupe_key: entry.dedupeKey,
  });
  return { written, id, at };
}
