import type { EntityManager } from 'typeorm';
import type { StockUpdatedPayload } from '@quentinha/shared/realtime/events';
import { STOCK_MESSAGES } from '@quentinha/shared/catalog/stock';
import { execute, inList } from '../../common/database/plain-sql.js';
import { conflict } from '../../common/errors/domain-error.js';

/**
 * Stock of drinks and other products (DECISIONS 10.10), always read and written in the caller's
 * transaction, never through the catalogue snapshot (fromCatalog): it changes with every order.
 * Taking is one conditional UPDATE per counted product, `stock = stock - q WHERE stock >= q`: on
 * PostgreSQL a concurrent UPDATE waits for the row lock and checks its WHERE again on the
 * committed row; SQLite runs one write transaction at a time. Rows are touched in id order.
 */
const TAKE = `UPDATE "product_stock" SET "stock" = "stock" - ? WHERE "product_id" = ? AND "stock" >= ? RETURNING "stock"`;
const GIVE_BACK = `UPDATE "product_stock" SET "stock" = "stock" + ? WHERE "product_id" = ?`;
const READ_ONE = `SELECT "stock" FROM "product_stock" WHERE "product_id" = ?`;
const UPSERT = `INSERT INTO "product_stock" ("product_id", "stock") VALUES (?, ?)
  ON CONFLICT ("product_id") DO UPDATE SET "stock" = excluded."stock"`;
const FORGET = `DELETE FROM "product_stock" WHERE "product_id" = ?`;

/** product id -> units */
export type StockCounts = Record<string, number>;

/**
 * Takes the units of every counted product, or throws 409 naming the first that has not enough
 * (the transaction then rolls back). A product with no row is not counted: it always fits and
 * nothing is taken of it. Returns what was taken (counted products only), which is what the order
 * holds. Which products are counted is one read for all of them, the caller's (most drinks are not: their
 * orders then pay no statement per product).
 */
export async function takeStock(
  tx: EntityManager,
  wanted: StockCounts,
  names: Record<string, string>,
  /** readStock of the wanted products, read by the caller before it locked any shared row */
  counted: Map<string, number>,
): Promise<StockCounts> {
  const taken: StockCounts = {};
  for (const id of [...counted.keys()].sort()) {
    const q = wanted[id];
    const updated = await execute(tx, TAKE, [q, id, q], { returnsRows: true });
    if (updated.rows.length > 0) {
      taken[id] = q;
      continue;
    }
    // not enough, or no longer counted (the row went away since the read: it fits, like any uncounted)
    const { rows } = await execute(tx, READ_ONE, [id], { returnsRows: true });
    if (rows.length > 0) throw conflict(STOCK_MESSAGES.notEnough(names[id] ?? 'Produto', Number(rows[0].stock)));
  }
  return taken;
}

/** Gives back what takeStock took (the caller makes sure it happens once). */
export async function giveBackStock(tx: EntityManager, taken: StockCounts): Promise<void> {
  for (const id of Object.keys(taken).sort()) await execute(tx, GIVE_BACK, [taken[id], id]);
}

/** Units left of these products (all counted products when `ids` is absent); uncounted ones are left out. */
export async function readStock(manager: EntityManager, ids?: readonly string[]): Promise<Map<string, number>> {
  if (ids && ids.length === 0) return new Map();
  const sql = `SELECT "product_id", "stock" FROM "product_stock"${ids ? ` WHERE "product_id" IN (${inList(ids.length)})` : ''}`;
  const { rows } = await execute(manager, sql, ids ? [...ids] : [], { returnsRows: true });
  return new Map(rows.map((r) => [String(r.product_id), Number(r.stock)]));
}

/** The product form: a number is what is on the shelf now; null stops counting. */
export async function writeStock(manager: EntityManager, productId: string, stock: number | null): Promise<void> {
  if (stock === null) await execute(manager, FORGET, [productId]);
  else await execute(manager, UPSERT, [productId, stock]);
}

/** The realtime news of these products' stock ('Esgotado' live, like a dish). */
export function stockNews(ids: readonly string[], stock: ReadonlyMap<string, number>): StockUpdatedPayload {
  const counts = Object.fromEntries(ids.map((id) => [id, stock.get(id) ?? null]));
  return { kind: 'stock', stock: counts, sold_out: ids.filter((id) => stock.get(id) === 0) };
}
