import { randomUUID } from 'node:crypto';
import type { WireStatus } from '@quentinha/shared/api/types';
import { SIZE_LABELS } from '@quentinha/shared/catalog/sizes';
import {
  CODE_ATTEMPTS,
  CODE_WINDOW_MS,
  isExpired,
  isRedeemCode,
  PACK_MESSAGES,
  pickBatches,
  RETURN_GRACE_DAYS,
} from '@quentinha/shared/packs/rules';
import type { EntityManager } from 'typeorm';
import { customerNumber } from '../../common/database/customers-backfill.js';
import { execute, selectWhere } from '../../common/database/plain-sql.js';
import { conflict, DomainError, forbidden, validationError } from '../../common/errors/domain-error.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { graceExpiry, lockPurchases, moveExpiry, remainingOf, settleExpiry, writeEntry } from './credit-ledger.js';
import { PackPurchase } from './pack.entities.js';
import { redeemCodeMatches } from './redeem-code.js';

/**
 * The order's side of prepaid packs (DECISIONS 10.6), called by the order module: who may spend
 * credits (before the order's transaction: a wrong code must stay counted when the order is
 * refused), spending them in the order's transaction, and giving them back on cancel.
 */

/** What these hooks read of an order being created (orders' OrderAggregate fits). */
export interface CreditDraft {
  order: {
    id: string;
    customer_name: string;
    whatsapp: string;
    created_at: Date;
    payment_method: string;
    payment_status: string;
    change_for_cents: number | null;
    total_amount_cents: number;
  };
  items: { product_id: string; product_name: string; size: string; credits_used?: number }[];
}

const creditBoxes = (draft: CreditDraft) => draft.items.reduce((n, item) => n + (item.credits_used ?? 0), 0);

/**
 * Who may spend credits for the order's number: admin and staff any number; a customer account
 * its own number; anyone else with the redeem code of one of that number's purchases. Five wrong
 * codes for a number in 15 minutes lock it (429). Runs before the order's transaction; each wrong
 * code is written at once, so refusing the order does not erase it.
 */
export async function authorizeCreditUse(
  manager: EntityManager,
  draft: CreditDraft,
  user: AuthUser | null,
  code: string | undefined,
  now = new Date(),
): Promise<void> {
  if (creditBoxes(draft) === 0) return;
  if (user?.role === 'admin' || user?.role === 'staff') return;
  const number = customerNumber(draft.order.whatsapp);
  if (!number) throw forbidden(PACK_MESSAGES.codeRequired);
  if (user?.role === 'customer' && (await accountNumber(manager, user.id)) === number) return;
  if (code === undefined || code === null || code === '') throw forbidden(PACK_MESSAGES.codeRequired);
  // count, compare and record in one transaction, one number at a time: a burst of guesses sent
  // at once meets the same count (PostgreSQL: an advisory lock per number; SQLite: its one writer)
  const verdict = await manager.transaction(async (tx) => {
    if (tx.connection.options.type === 'postgres')
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`credit-code:${number}`]);
    const { rows } = await execute(
      tx,
      `SELECT COUNT(*) AS "n" FROM "credit_code_attempts" WHERE "whatsapp" = ? AND "at" > ?`,
      [number, now.getTime() - CODE_WINDOW_MS],
      { returnsRows: true },
    );
    if (Number(rows[0]?.n ?? 0) >= CODE_ATTEMPTS) return 'locked' as const;
    const purchases = await selectWhere(tx, PackPurchase, '"whatsapp" = ?', [number]);
    // every purchase is compared (constant time each): the time taken does not say which matched
    let matched = false;
    for (const p of purchases)
      if (isRedeemCode(code) && redeemCodeMatches(p.id, code, p.redeem_code_hash)) matched = true;
    if (matched) return 'ok' as const;
    // attempts older than the window say nothing any more
    await execute(tx, `DELETE FROM "credit_code_attempts" WHERE "whatsapp" = ? AND "at" <= ?`, [
      number,
      now.getTime() - CODE_WINDOW_MS,
    ]);
    await execute(tx, `INSERT INTO "credit_code_attempts" ("id", "whatsapp", "at") VALUES (?, ?, ?)`, [
      randomUUID(),
      number,
      now,
    ]);
    return 'wrong' as const;
  });
  if (verdict === 'locked') throw new DomainError('RATE_LIMITED', PACK_MESSAGES.codeLocked);
  if (verdict === 'wrong') throw forbidden(PACK_MESSAGES.codeWrong);
}

async function accountNumber(manager: EntityManager, userId: string): Promise<string | null> {
  const { rows } = await execute(manager, `SELECT "phone" FROM "users" WHERE "id" = ?`, [userId], {
    returnsRows: true,
  });
  return customerNumber(rows[0]?.phone ?? null);
}

/**
 * An order whose boxes were all paid by credits and has nothing else to pay: method 'credit',
 * already paid (contract 2). Otherwise the person's method stays for the rest.
 */
export function creditPayment(draft: CreditDraft): void {
  if (creditBoxes(draft) === 0 || draft.order.total_amount_cents !== 0) return;
  draft.order.payment_method = 'credit';
  draft.order.payment_status = 'paid';
  draft.order.change_for_cents = null;
}

/**
 * In the order's transaction (after its customer is known): takes each credit box from the
 * number's active, unexpired purchases of that product and size, expiring first then oldest;
 * too few refuses the whole order (409 'créditos'). Race-safe: the purchases are locked first.
 */
export async function spendPackCredits(
  tx: EntityManager,
  draft: CreditDraft,
  user: Pick<AuthUser, 'id' | 'name'> | null,
): Promise<void> {
  if (creditBoxes(draft) === 0) return;
  const number = customerNumber(draft.order.whatsapp);
  const wanted = new Map<string, { product_id: string; product_name: string; size: string; boxes: number }>();
  for (const item of draft.items) {
    if (!item.credits_used) continue;
    const key = `${item.product_id}|${item.size}`;
    const entry = wanted.get(key) ?? {
      product_id: item.product_id,
      product_name: item.product_name,
      size: item.size,
      boxes: 0,
    };
    entry.boxes += item.credits_used;
    wanted.set(key, entry);
  }
  const now = draft.order.created_at;
  const taken = new Map<string, number>();
  for (const want of wanted.values()) {
    const purchases = number
      ? await lockPurchases(tx, `"whatsapp" = ? AND "product_id" = ? AND "size" = ? AND "status" = 'active'`, [
          number,
          want.product_id,
          want.size,
        ])
      : [];
    const left = await remainingOf(
      tx,
      purchases.map((p) => p.id),
    );
    const batches = purchases.map((p) => ({
      id: p.id,
      remaining: left.get(p.id) ?? 0,
      expires_at: p.expires_at,
      paid_at: p.paid_at,
    }));
    const picked = pickBatches(batches, want.boxes, now);
    if (!picked) {
      const available = batches
        .filter((b) => b.remaining > 0 && !isExpired(b.expires_at, now))
        .reduce((n, b) => n + b.remaining, 0);
      throw conflict(
        PACK_MESSAGES.tooFewCredits(
          want.product_name,
          SIZE_LABELS[want.size as keyof typeof SIZE_LABELS] ?? want.size,
          available,
        ),
      );
    }
    for (const { id, take } of picked) taken.set(id, (taken.get(id) ?? 0) + take);
  }
  // a guest spending her own credits is named as the order names her ('Por' on 'Créditos')
  const by = user ? { id: user.id, name: user.name } : { id: null, name: draft.order.customer_name };
  for (const [purchaseId, boxes] of taken) {
    await writeEntry(tx, {
      purchaseId,
      kind: 'use',
      quantity: -boxes,
      orderId: draft.order.id,
      by,
      at: now,
      dedupe: `use:${draft.order.id}:${purchaseId}`,
    });
  }
}

/**
 * In an order change's transaction (order-updater.ts): a cancel gives every credit back once
 * (a purchase that expired meanwhile lives until the end of the 7th day after today); reopening a
 * cancelled order that used credits is refused (its credits may be spent elsewhere by now).
 */
export async function packCreditsAfterChange(
  tx: EntityManager,
  before: { id: string; status: WireStatus },
  patch: { status?: unknown },
  user: { id: string | null; name: string },
  now: Date,
): Promise<void> {
  const to = patch.status as WireStatus | undefined;
  if (!to || to === before.status) return;
  const cancelling = to === 'cancelled';
  const reopening = before.status === 'cancelled';
  if (!cancelling && !reopening) return;
  const { rows } = await execute(
    tx,
    `SELECT "purchase_id", SUM("quantity") AS "total" FROM "credit_entries" WHERE "order_id" = ? AND "kind" = 'use' GROUP BY "purchase_id"`,
    [before.id],
    { returnsRows: true },
  );
  const used = rows
    .map((r) => ({ purchaseId: String(r.purchase_id), boxes: -Number(r.total ?? 0) }))
    .filter((u) => u.boxes > 0);
  if (used.length === 0) return;
  if (reopening) throw conflict(PACK_MESSAGES.reopenRefused);
  const purchases = await lockPurchases(
    tx,
    `"id" IN (${used.map(() => '?').join(', ')})`,
    used.map((u) => u.purchaseId),
  );
  const left = await remainingOf(
    tx,
    purchases.map((p) => p.id),
  );
  for (const purchase of purchases) {
    const boxes = used.find((u) => u.purchaseId === purchase.id)!.boxes;
    // what had expired stays expired: only the boxes of this order come back
    await settleExpiry(tx, purchase, left.get(purchase.id) ?? 0, now);
    const wrote = await writeEntry(tx, {
      purchaseId: purchase.id,
      kind: 'return',
      quantity: boxes,
      orderId: before.id,
      by: user,
      at: now,
      dedupe: `return:${before.id}:${purchase.id}`,
    });
    if (wrote && purchase.expires_at && new Date(purchase.expires_at) < now) {
      await moveExpiry(tx, purchase.id, graceExpiry(now, RETURN_GRACE_DAYS), now);
    }
  }
}

/** Deleting an order would keep its credits spent with nothing to show for them: cancel it first. */
export async function refuseCreditOrderRemoval(
  manager: EntityManager,
  order: { id: string; status: WireStatus },
): Promise<void> {
  if (order.status === 'cancelled') return;
  const { rows } = await execute(
    manager,
    `SELECT 1 AS "x" FROM "credit_entries" WHERE "order_id" = ? AND "kind" = 'use' LIMIT 1`,
    [order.id],
    {
      returnsRows: true,
    },
  );
  if (rows.length > 0) throw conflict(PACK_MESSAGES.removeRefused);
}

/** Reads a guest's code field: absent, or six digits (else 400 before anything is counted). */
export function readCreditCode(raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (!isRedeemCode(typeof raw === 'string' ? raw.trim() : raw)) throw validationError(PACK_MESSAGES.codeFormat);
  return (raw as string).trim();
}
