// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. The daily sales ledger (the orders module's sales ledger): what each Sao Paulo day's
// sales sold per product and size and per dish, kept by every order change that makes or unmakes
// a sale, so a year of 'Produtos Mais Vendidos' and 'Pratos Vendidos' reads a few thousand rows
// instead of every order line. It replaces the lines' copy of their order's created_at (and its
// covering index), which only those two reports read. The ledger is filled here from the orders.
// (The generator also proposed rebuilding SQLite's orders table for an old idempotency_key
// length, which SQLite never enforces: left out.)
// The fill uses a frozen copy of the rules as they stood when this migration was written (which
// statuses are a sale, the Sao Paulo day, the portions a box takes of its dishes), never the app's
// own code: that keeps changing after the migration, which must do the same thing forever.
import type { EntityManager, QueryRunner } from 'typeorm';
import { twoDialectMigration } from './two-dialects.js';

const createTables = (integer: string, text: (n: number) => string) => [
  `CREATE TABLE "daily_product_sales" ("day" integer NOT NULL, "product_name" ${text(200)} NOT NULL, "size" ${text(20)} NOT NULL,
    "quantity" integer NOT NULL DEFAULT ${integer}, "revenue_cents" integer NOT NULL DEFAULT ${integer},
    "cost_cents" integer NOT NULL DEFAULT ${integer}, CONSTRAINT "PK_43e8b32a01b5ce5795a3fa386ad" PRIMARY KEY ("day", "product_name", "size"))`,
  `CREATE TABLE "daily_dish_sales" ("day" integer NOT NULL, "dish" ${text(200)} NOT NULL, "portions" integer NOT NULL DEFAULT ${integer},
    CONSTRAINT "PK_7779441130e94459c15345ad8d7" PRIMARY KEY ("day", "dish"))`,
];
const dropTables = ['DROP TABLE "daily_dish_sales"', 'DROP TABLE "daily_product_sales"'];
const dropLineTime = (quote: (name: string) => string) => [
  `DROP INDEX ${quote('ix_order_items_created')}`,
  'ALTER TABLE "order_items" DROP COLUMN "order_created_at"',
];
// going back: the lines' creation time again, from their orders (as ReportIndexes filled it)
const restoreLineTime = [
  'ALTER TABLE "order_items" ADD COLUMN "order_created_at" bigint NOT NULL DEFAULT 0',
  `UPDATE "order_items" SET "order_created_at" = (SELECT "o"."created_at" FROM "orders" "o" WHERE "o"."id" = "order_items"."order_id")`,
  'CREATE INDEX "ix_order_items_created" ON "order_items" ("order_created_at", "product_name", "size", "quantity", "unit_price_cents", "unit_cost_cents")',
];

const Statements = twoDialectMigration('SalesLedger1795626837880', {
  sqliteUp: [...createTables('(0)', (n) => `varchar(${n})`), ...dropLineTime((n) => `"${n}"`)],
  sqliteDown: [...restoreLineTime, ...dropTables],
  postgresUp: [...createTables("'0'", (n) => `character varying(${n})`), ...dropLineTime((n) => `"public"."${n}"`)],
  postgresDown: [...restoreLineTime.map((s) => s.replace('ADD COLUMN', 'ADD')), ...dropTables],
});

export class SalesLedger1795626837880 extends Statements {
  override async up(runner: QueryRunner): Promise<void> {
    await super.up(runner);
    await fillLedger(runner.manager);
  }
}

// ---- frozen as of this migration ----
const SALE_STATUSES = ['confirmed', 'preparing', 'ready', 'delivering', 'delivered'];
const SAO_PAULO_UTC_OFFSET_MS = -3 * 3_600_000;
const DAY_MS = 86_400_000;
const READ_BATCH = 5_000;
const WRITE_BATCH = 200;

const saoPauloDay = (ms: number) => Math.floor((ms + SAO_PAULO_UTC_OFFSET_MS) / DAY_MS);
const fold = (value: unknown) =>
  typeof value === 'string' ? value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase() : '';
const isQuentinha = (category: unknown) => ['quentinha', 'quentinhas'].includes(fold(category));

/** simple-json as stored ('["Arroz","Feijão"]'); anything unreadable holds no dishes */
function readDishes(text: unknown): string[] {
  try {
    const value: unknown = typeof text === 'string' ? JSON.parse(text) : text;
    return Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Sums every sale line per day and product/size and per day and dish, then writes the sums into the
 * empty tables. Exported for its test, which holds it to what the live ledger keeps.
 */
export async function fillLedger(tx: EntityManager): Promise<void> {
  const products = new Map<string, Record<string, unknown> & { quantity: number; revenue_cents: number; cost_cents: number }>();
  const dishes = new Map<string, Record<string, unknown> & { portions: number }>();
  for (let offset = 0; ; offset += READ_BATCH) {
    const [sql, params] = tx.connection.driver.escapeQueryWithParameters(
      `SELECT "o"."created_at" AS "created_at", "i"."product_name" AS "product_name", "i"."size" AS "size",
        "i"."category" AS "category", "i"."quantity" AS "quantity", "i"."unit_price_cents" AS "unit_price_cents",
        "i"."unit_cost_cents" AS "unit_cost_cents", "i"."chosen_dishes" AS "chosen_dishes"
      FROM "order_items" "i" INNER JOIN "orders" "o" ON "o"."id" = "i"."order_id"
      WHERE "o"."status" IN (:...statuses) ORDER BY "i"."id" LIMIT ${READ_BATCH} OFFSET ${offset}`,
      { statuses: SALE_STATUSES },
    );
    const rows: Record<string, unknown>[] = await tx.query(sql, params);
    for (const r of rows) {
      const day = saoPauloDay(Number(r.created_at));
      const quantity = Number(r.quantity);
      const productName = String(r.product_name);
      const size = (r.size as string | null) ?? '';
      const key = `${day}\u0000${productName}\u0000${size}`;
      const row = products.get(key) ?? { day, product_name: productName, size, quantity: 0, revenue_cents: 0, cost_cents: 0 };
      row.quantity += quantity;
      row.revenue_cents += quantity * Number(r.unit_price_cents);
      row.cost_cents += quantity * Number(r.unit_cost_cents);
      products.set(key, row);
      if (!isQuentinha(r.category)) continue;
      // a box of quantity q holds one portion of every chosen dish (a dish chosen twice counts once)
      for (const dish of new Set(readDishes(r.chosen_dishes).map((d) => d.trim()).filter(Boolean))) {
        const dishKey = `${day}\u0000${dish}`;
        const dishRow = dishes.get(dishKey) ?? { day, dish, portions: 0 };
        dishRow.portions += quantity;
        dishes.set(dishKey, dishRow);
      }
    }
    if (rows.length < READ_BATCH) break;
  }
  await insertRows(tx, 'daily_product_sales', ['day', 'product_name', 'size', 'quantity', 'revenue_cents', 'cost_cents'], [
    ...products.values(),
  ]);
  await insertRows(tx, 'daily_dish_sales', ['day', 'dish', 'portions'], [...dishes.values()]);
}

/** The tables were created empty above, and every key is summed once: plain inserts, in batches. */
async function insertRows(tx: EntityManager, table: string, columns: string[], rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += WRITE_BATCH) {
    const params: Record<string, unknown> = {};
    const values = rows.slice(start, start + WRITE_BATCH).map((row, r) => {
      const names = columns.map((c, i) => {
        params[`p${r}_${i}`] = row[c];
        return `:p${r}_${i}`;
      });
      return `(${names.join(', ')})`;
    });
    const [sql, bound] = tx.connection.driver.escapeQueryWithParameters(
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${values.join(', ')}`,
      params,
    );
    await tx.query(sql, bound);
  }
}
