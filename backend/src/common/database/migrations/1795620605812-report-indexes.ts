// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. 'Relatórios' and the dashboard over a year of orders (issue 13) read indexes alone:
// - orders remember when they first reached each step (confirmed_at ... delivered_at, filled in
//   from the audit events here, then by OrderUpdater), so kitchen and delivery times are sums
//   over ix_orders_status_created instead of a join with every event of the year;
// - each line carries its order's created_at (which never changes), so a range's lines are read
//   from ix_order_items_created without joining their orders;
// - ix_orders_created_at covers the dashboard's sums of every bucket.
// (The generator also proposed rebuilding SQLite's orders table for an old idempotency_key
// length, which SQLite never enforces: left out.)
import { twoDialectMigration } from './two-dialects.js';

const STEPS = ['confirmed', 'ready', 'delivering', 'delivered'] as const;

const addColumns = [
  ...STEPS.map((step) => `ALTER TABLE "orders" ADD COLUMN "${step}_at" bigint`),
  'ALTER TABLE "order_items" ADD COLUMN "order_created_at" bigint NOT NULL DEFAULT 0',
];
const backfill = [
  ...STEPS.map(
    (step) => `UPDATE "orders" SET "${step}_at" = (SELECT MIN("e"."at") FROM "order_events" "e"
      WHERE "e"."order_id" = "orders"."id" AND "e"."to_status" = '${step}')`,
  ),
  `UPDATE "order_items" SET "order_created_at" = (SELECT "o"."created_at" FROM "orders" "o" WHERE "o"."id" = "order_items"."order_id")`,
];
const createIndexes = [
  'CREATE INDEX "ix_orders_created_at" ON "orders" ("created_at", "status", "total_amount_cents", "total_cost_cents", "delivery_fee_cents", "is_delivery", "delivery_neighborhood")',
  `CREATE INDEX "ix_orders_status_created" ON "orders" ("status", "created_at", "id", "total_amount_cents", "is_delivery",
    "whatsapp", "confirmed_at", "ready_at", "delivering_at", "delivered_at", "delivery_user_name", "payment_method", "delivery_neighborhood")`,
  'CREATE INDEX "ix_order_items_created" ON "order_items" ("order_created_at", "product_name", "size", "quantity", "unit_price_cents", "unit_cost_cents")',
];
const dropIndexes = (quote: (name: string) => string) => [
  `DROP INDEX ${quote('ix_orders_created_at')}`,
  `DROP INDEX ${quote('ix_orders_status_created')}`,
];
const down = (quote: (name: string) => string) => [
  `DROP INDEX ${quote('ix_order_items_created')}`,
  ...dropIndexes(quote),
  'CREATE INDEX "ix_orders_created_at" ON "orders" ("created_at")',
  'CREATE INDEX "ix_orders_status_created" ON "orders" ("status", "created_at")',
  'ALTER TABLE "order_items" DROP COLUMN "order_created_at"',
  ...STEPS.map((step) => `ALTER TABLE "orders" DROP COLUMN "${step}_at"`),
];
const sqlite = (name: string) => `"${name}"`;
const postgres = (name: string) => `"public"."${name}"`;

export class ReportIndexes1795620605812 extends twoDialectMigration('ReportIndexes1795620605812', {
  sqliteUp: [...addColumns, ...backfill, ...dropIndexes(sqlite), ...createIndexes],
  sqliteDown: down(sqlite),
  postgresUp: [
    ...addColumns.map((s) => s.replace('ADD COLUMN', 'ADD')),
    ...backfill,
    ...dropIndexes(postgres),
    ...createIndexes,
  ],
  postgresDown: down(postgres),
}) {}
