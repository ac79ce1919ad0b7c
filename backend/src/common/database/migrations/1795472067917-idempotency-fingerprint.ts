// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. An Idempotency-Key is bound to the request it came with (DECISIONS 9.6): the order
// keeps a fingerprint of that body, and keys may be up to 200 characters.
import { twoDialectMigration } from './two-dialects.js';

// SQLite adds a nullable column in place (no table rebuild: a DROP TABLE "orders" inside the
// migration's transaction would cascade to order_items and order_events); it does not enforce
// varchar lengths, so the wider key needs nothing there
const sqliteUp: string[] = ['ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" varchar(64)'];
const sqliteDown: string[] = ['ALTER TABLE "orders" DROP COLUMN "idempotency_fingerprint"'];
const postgresUp: string[] = [
  'ALTER TABLE "orders" ADD "idempotency_fingerprint" character varying(64)',
  'ALTER TABLE "orders" ALTER COLUMN "idempotency_key" TYPE character varying(200)',
];
const postgresDown: string[] = [
  'ALTER TABLE "orders" ALTER COLUMN "idempotency_key" TYPE character varying(100)',
  'ALTER TABLE "orders" DROP COLUMN "idempotency_fingerprint"',
];

export class IdempotencyFingerprint1795472067917 extends twoDialectMigration('IdempotencyFingerprint1795472067917', { sqliteUp, sqliteDown, postgresUp, postgresDown }) {}
