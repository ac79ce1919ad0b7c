// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. Covering indexes for the reports over a year of orders (issue 13): the sums of a range
// are read from ix_orders_created_at alone, the sales from ix_orders_status_created, their lines and status times from the two
// others, with no row lookups. The two order_id indexes they replace were their prefixes.
// (The generator also proposed rebuilding SQLite's orders table for an old idempotency_key
// length, which SQLite never enforces: left out, a rebuild of a big table is no index change.)
import { twoDialectMigration } from './two-dialects.js';

const up = (quote: (name: string) => string) => [
  `DROP INDEX ${quote('ix_orders_created_at')}`,
  `DROP INDEX ${quote('ix_orders_status_created')}`,
  `DROP INDEX ${quote('ix_order_items_order')}`,
  `DROP INDEX ${quote('ix_order_events_order')}`,
  'CREATE INDEX "ix_orders_created_at" ON "orders" ("created_at", "status", "total_amount_cents", "total_cost_cents", "delivery_fee_cents", "is_delivery")',
  'CREATE INDEX "ix_orders_status_created" ON "orders" ("status", "created_at", "id", "total_amount_cents", "is_delivery", "whatsapp")',
  'CREATE INDEX "ix_order_items_sales" ON "order_items" ("order_id", "product_name", "size", "quantity", "unit_price_cents", "unit_cost_cents")',
  'CREATE INDEX "ix_order_events_path" ON "order_events" ("order_id", "to_status", "at")',
];
const down = (quote: (name: string) => string) => [
  `DROP INDEX ${quote('ix_order_events_path')}`,
  `DROP INDEX ${quote('ix_order_items_sales')}`,
  `DROP INDEX ${quote('ix_orders_status_created')}`,
  `DROP INDEX ${quote('ix_orders_created_at')}`,
  'CREATE INDEX "ix_orders_created_at" ON "orders" ("created_at")',
  'CREATE INDEX "ix_order_events_order" ON "order_events" ("order_id")',
  'CREATE INDEX "ix_order_items_order" ON "order_items" ("order_id")',
  'CREATE INDEX "ix_orders_status_created" ON "orders" ("status", "created_at")',
];
const sqlite = (name: string) => `"${name}"`;
const postgres = (name: string) => `"public"."${name}"`;

export class ReportIndexes1795620605812 extends twoDialectMigration('ReportIndexes1795620605812', {
  sqliteUp: up(sqlite),
  sqliteDown: down(sqlite),
  postgresUp: up(postgres),
  postgresDown: down(postgres),
}) {}
