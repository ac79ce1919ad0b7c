// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. The daily sales ledger (modules/orders/sales-ledger.ts): what each Sao Paulo day's
// sales sold per product and size and per dish, kept by every order change that makes or unmakes
// a sale, so a year of 'Produtos Mais Vendidos' and 'Pratos Vendidos' reads a few thousand rows
// instead of every order line. It replaces the lines' copy of their order's created_at (and its
// covering index), which only those two reports read. The ledger is filled here from the orders.
// (The generator also proposed rebuilding SQLite's orders table for an old idempotency_key
// length, which SQLite never enforces: left out.)
import type { QueryRunner } from 'typeorm';
import { rebuildSalesLedger } from '../../../modules/orders/sales-ledger.js';
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
    await rebuildSalesLedger(runner.manager);
  }
}
