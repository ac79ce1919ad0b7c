import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { appendEntry } from '../../common/database/append-only.js';
import { execute, inList, selectWhere } from '../../common/database/plain-sql.js';
import { endOfSaoPauloDayAfter, isExpired } from '@quentinha/shared/packs/rules';
import type { CreditEntryKind } from '@quentinha/shared/packs/types';
import { PackPurchase } from './pack.entities.js';

/**
 * The credit ledger (DECISIONS 10.4, 10.6) as plain statements on a transaction's manager, so the
 * order's own transaction (orders/order-creation.service.ts, order-updater.ts) and the packs
 * service write it the same way. A purchase's remaining boxes are the sum of its entries.
 */

export interface Author {
  id: string | null;
  name: string;
}

export interface EntryInput {
  purchaseId: string;
  kind: CreditEntryKind;
  quantity: number;
  orderId?: string | null;
  note?: string | null;
  by?: Author | null;
  at: Date;
  /** deterministic for anything that may be asked twice (10.4); null for a deliberate new entry */
  dedupe: string | null;
}

/** Writes one entry unless its dedupe key was written before; true when it wrote. */
export function writeEntry(tx: EntityManager, e: EntryInput): Promise<boolean> {
  return appendEntry(tx, 'credit_entries', {
    id: randomUUID(),
    purchase_id: e.purchaseId,
    kind: e.kind,
    quantity: e.quantity,
    order_id: e.orderId ?? null,
    note: e.note ?? null,
    created_by: e.by?.id ?? null,
    created_by_name: e.by?.name ?? null,
    created_at: e.at,
    dedupe_key: e.dedupe,
  });
}

/** Remaining boxes of each purchase (0 for one with no entry). */
export async function remainingOf(tx: EntityManager, purchaseIds: readonly string[]): Promise<Map<string, number>> {
  const left = new Map(purchaseIds.map((id) => [id, 0]));
  if (purchaseIds.length === 0) return left;
  const { rows } = await execute(
    tx,
    `SELECT "purchase_id", SUM("quantity") AS "total" FROM "credit_entries" WHERE "purchase_id" IN (${inList(purchaseIds.length)}) GROUP BY "purchase_id"`,
    [...purchaseIds],
    { returnsRows: true },
  );
  for (const row of rows) left.set(String(row.purchase_id), Number(row.total ?? 0));
  return left;
}

/** Boxes used and not given back: what a refund charges for. */
export async function usedOf(tx: EntityManager, purchaseId: string): Promise<number> {
  const { rows } = await execute(
    tx,
    `SELECT SUM("quantity") AS "total" FROM "credit_entries" WHERE "purchase_id" = ? AND "kind" IN ('use', 'return')`,
    [purchaseId],
    { returnsRows: true },
  );
  return -Number(rows[0]?.total ?? 0);
}

/** Orders that used this purchase's credits and are neither delivered nor cancelled. */
export async function hasOpenOrders(tx: EntityManager, purchaseId: string): Promise<boolean> {
  const { rows } = await execute(
    tx,
    `SELECT COUNT(*) AS "n" FROM "credit_entries" e JOIN "orders" o ON o."id" = e."order_id"
      WHERE e."purchase_id" = ? AND e."kind" = 'use' AND o."status" NOT IN ('delivered', 'cancelled')`,
    [purchaseId],
    { returnsRows: true },
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

const isPostgres = (tx: EntityManager) => tx.connection.options.type === 'postgres';

/**
 * Purchases matching `where`, locked for the rest of the transaction: PostgreSQL row locks in id
 * order (no deadlock between two orders); SQLite's writer already holds the whole database
 * (BEGIN IMMEDIATE under the app's transaction lock).
 */
export function lockPurchases(tx: EntityManager, where: string, params: unknown[]): Promise<PackPurchase[]> {
  return selectWhere(tx, PackPurchase, `${where} ORDER BY "id"${isPostgres(tx) ? ' FOR UPDATE' : ''}`, params);
}

/**
 * Lazy expiry (10.6): a purchase past its expires_at loses what was left, with one 'expire'
 * entry per expiry date (a purchase extended and expired again writes a new one).
 */
export async function settleExpiry(
  tx: EntityManager,
  purchase: PackPurchase,
  remaining: number,
  now: Date,
): Promise<number> {
  if (purchase.status !== 'active' || !purchase.expires_at || !isExpired(purchase.expires_at, now) || remaining <= 0)
    return remaining;
  await writeEntry(tx, {
    purchaseId: purchase.id,
    kind: 'expire',
    quantity: -remaining,
    at: now,
    dedupe: `expire:${purchase.id}:${new Date(purchase.expires_at).getTime()}`,
  });
  return 0;
}

/** Settles the expiry of every purchase given (locked by the caller); remaining after it. */
export async function settleExpiries(
  tx: EntityManager,
  purchases: readonly PackPurchase[],
  now: Date,
): Promise<Map<string, number>> {
  const left = await remainingOf(
    tx,
    purchases.map((p) => p.id),
  );
  for (const p of purchases) left.set(p.id, await settleExpiry(tx, p, left.get(p.id) ?? 0, now));
  return left;
}

/** Moves a purchase's expiry (a return to an expired batch, or 'Prorrogar'). */
export async function moveExpiry(tx: EntityManager, purchaseId: string, to: Date, now: Date): Promise<void> {
  await execute(tx, `UPDATE "pack_purchases" SET "expires_at" = ?, "updated_at" = ? WHERE "id" = ?`, [
    to,
    now,
    purchaseId,
  ]);
}

/** The end of the 7th day after today: where a credit given back to an expired batch now ends. */
export const graceExpiry = (now: Date, days: number) => endOfSaoPauloDayAfter(now, days);
