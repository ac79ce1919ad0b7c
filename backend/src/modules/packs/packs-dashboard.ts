import { toReais } from '@quentinha/shared/money/money';
import { unitPriceCents } from '@quentinha/shared/packs/rules';
import type { PacksDashboardDto } from '@quentinha/shared/packs/types';
import type { EntityManager } from 'typeorm';
import { execute } from '../../common/database/plain-sql.js';

/**
 * The dashboard's packs (DECISIONS 10.6): purchases confirmed inside the period (a purchase counts
 * on the day its money was confirmed; a later refund does not move it), and the credits still
 * owed now: remaining x unit_price over active, unexpired purchases.
 */
export async function packsDashboard(
  manager: EntityManager,
  range: { start: Date; end: Date },
  now = new Date(),
): Promise<PacksDashboardDto> {
  const { rows: sold } = await execute(
    manager,
    `SELECT COUNT(*) AS "n", SUM("price_cents") AS "cents" FROM "pack_purchases" WHERE "paid_at" >= ? AND "paid_at" <= ?`,
    [range.start, range.end],
    { returnsRows: true },
  );
  return {
    sold: Number(sold[0]?.n ?? 0),
    revenue: toReais(Number(sold[0]?.cents ?? 0)),
    credits_outstanding: toReais(await outstandingCreditsCents(manager, now)),
  };
}

/** remaining x unit_price over active purchases not expired at `now`, in centavos. */
export async function outstandingCreditsCents(manager: EntityManager, now: Date): Promise<number> {
  const { rows } = await execute(
    manager,
    `SELECT p."price_cents", p."quantity", (SELECT SUM(e."quantity") FROM "credit_entries" e WHERE e."purchase_id" = p."id") AS "remaining"
      FROM "pack_purchases" p WHERE p."status" = 'active' AND (p."expires_at" IS NULL OR p."expires_at" >= ?)`,
    [now],
    { returnsRows: true },
  );
  return rows.reduce(
    (sum, r) => sum + Math.max(0, Number(r.remaining ?? 0)) * unitPriceCents(Number(r.price_cents), Number(r.quantity)),
    0,
  );
}
