import type { EntityManager } from 'typeorm';
import type { DialectStatements } from './migrations/two-dialects.js';
import { execute, inList } from './plain-sql.js';

/**
 * Append-only ledgers (DECISIONS 10.4): company tabs and pack credits keep money and boxes as
 * entries that are never changed or deleted; a balance is the sum of its entries.
 *
 * Every entry that can be asked for twice (a retried request, a second cancel, a replayed
 * Idempotency-Key) carries a deterministic `dedupe_key` under a unique index, e.g.
 * `reversal:<orderId>`. Writing it is `INSERT ... ON CONFLICT DO NOTHING`: the second attempt
 * writes nothing and, unlike catching a unique violation, leaves a PostgreSQL transaction usable.
 */
export type LedgerTable = 'company_entries' | 'credit_entries';
/** Tables whose rows are written once and never changed: the ledgers and the closed company statements. */
export type AppendOnlyTable = LedgerTable | 'company_statements';

/**
 * Inserts one entry unless its dedupe_key was written before; true when it wrote. The row must
 * carry its `id`: `RETURNING "id"` answers a row only when one was written, the same way on both
 * databases (TypeORM's PostgreSQL driver answers an INSERT's rows, not its row count, so counting
 * rows written from its plain answer would always say 0 there).
 */
export async function appendEntry(
  tx: EntityManager,
  table: LedgerTable,
  row: Record<string, unknown>,
): Promise<boolean> {
  const columns = Object.keys(row);
  const names = columns.map((c) => `"${c}"`).join(', ');
  const sql = `INSERT INTO "${table}" (${names}) VALUES (${inList(columns.length)}) ON CONFLICT DO NOTHING RETURNING "id"`;
  const { rows } = await execute(
    tx,
    sql,
    columns.map((c) => row[c]),
    { returnsRows: true },
  );
  return rows.length > 0;
}

/**
 * Migration statements that make the database itself refuse UPDATE and DELETE on a ledger table,
 * so 'never edited or deleted' does not rest on every future line of code.
 */
export function appendOnlyGuards(table: AppendOnlyTable): DialectStatements {
  const message = `${table} is append-only: write a correcting entry instead`;
  return {
    sqliteUp: [
      `CREATE TRIGGER "tr_${table}_no_update" BEFORE UPDATE ON "${table}" BEGIN SELECT RAISE(ABORT, '${message}'); END`,
      `CREATE TRIGGER "tr_${table}_no_delete" BEFORE DELETE ON "${table}" BEGIN SELECT RAISE(ABORT, '${message}'); END`,
    ],
    sqliteDown: [`DROP TRIGGER "tr_${table}_no_delete"`, `DROP TRIGGER "tr_${table}_no_update"`],
    postgresUp: [
      `CREATE FUNCTION "fn_${table}_append_only"() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION '${message}'; END $$ LANGUAGE plpgsql`,
      `CREATE TRIGGER "tr_${table}_append_only" BEFORE UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION "fn_${table}_append_only"()`,
    ],
    postgresDown: [`DROP TRIGGER "tr_${table}_append_only" ON "${table}"`, `DROP FUNCTION "fn_${table}_append_only"()`],
  };
}
