// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. An order line the kitchen ticked as done (DECISIONS 9.2), seen by every kitchen screen.
import { twoDialectMigration } from './two-dialects.js';

// SQLite adds a column with a constant default in place: no table rebuild
const sqliteUp: string[] = ['ALTER TABLE "order_items" ADD COLUMN "done" boolean NOT NULL DEFAULT (0)'];
const sqliteDown: string[] = ['ALTER TABLE "order_items" DROP COLUMN "done"'];
const postgresUp: string[] = ['ALTER TABLE "order_items" ADD "done" boolean NOT NULL DEFAULT false'];
const postgresDown: string[] = ['ALTER TABLE "order_items" DROP COLUMN "done"'];

export class OrderItemDone1795480000000 extends twoDialectMigration('OrderItemDone1795480000000', { sqliteUp, sqliteDown, postgresUp, postgresDown }) {}
