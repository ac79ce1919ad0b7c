import type { EntityManager } from 'typeorm';
import { execute } from '../../common/database/plain-sql.js';

/**
 * 'A receber' on the dashboard (DECISIONS 10.5): what the companies owe now, the sum of the
 * positive balances (a company paid ahead owes nothing and lowers nobody else's debt). Centavos.
 */
export async function receivableCents(manager: EntityManager): Promise<number> {
  const { rows } = await execute(
    manager,
    `SELECT COALESCE(SUM("owed"), 0) AS "total" FROM (
       SELECT SUM("amount_cents") AS "owed" FROM "company_entries" GROUP BY "company_id" HAVING SUM("amount_cents") > 0
     ) AS "balances"`,
    [],
    { returnsRows: true },
  );
  return Number(rows[0]?.total ?? 0);
}
