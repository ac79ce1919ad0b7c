import { isExpired } from '@quentinha/shared/packs/rules';
import type { PackPurchaseDto } from '@quentinha/shared/packs/types';
import type { EntityManager } from 'typeorm';
import { execute, selectWhere } from '../../common/database/plain-sql.js';
import { remainingOf } from './credit-ledger.js';
import { PackPurchase } from './pack.entities.js';
import { readPurchaseViews, toPurchaseDto } from './pack-views.js';

/**
 * What the customers module asks of packs (DECISIONS 10.1): a person's purchases for the LGPD
 * export, whether unused credits forbid removing them, and forgetting their name and number.
 */
export async function packPurchasesOfCustomer(manager: EntityManager, customerId: string): Promise<PackPurchaseDto[]> {
  const purchases = await selectWhere(manager, PackPurchase, '"customer_id" = ? ORDER BY "created_at", "id"', [
    customerId,
  ]);
  const now = new Date();
  return (await readPurchaseViews(manager, purchases)).map((v) => toPurchaseDto(v, now));
}

/** Credits still spendable: the shop owes them boxes or money, so the person is not removed yet. */
export async function hasUnusedCredits(tx: EntityManager, customerId: string, now = new Date()): Promise<boolean> {
  const purchases = await selectWhere(tx, PackPurchase, `"customer_id" = ? AND "status" = 'active'`, [customerId]);
  const live = purchases.filter((p) => !isExpired(p.expires_at, now));
  const left = await remainingOf(
    tx,
    live.map((p) => p.id),
  );
  return [...left.values()].some((n) => n > 0);
}

/** The purchases lose the name and the number (amounts, dates and the ledger stay). */
export async function anonymisePackPurchases(
  tx: EntityManager,
  customerId: string,
  name: string,
  now: number,
): Promise<void> {
  await execute(
    tx,
    `UPDATE "pack_purchases" SET "customer_name" = ?, "whatsapp" = '', "updated_at" = ? WHERE "customer_id" = ?`,
    [name, now, customerId],
  );
}
