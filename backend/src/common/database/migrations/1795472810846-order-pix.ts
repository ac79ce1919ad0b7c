// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. The PIX copia-e-cola of an order is kept as it was given to the customer (DECISIONS
// 9.5): a later change of the store's key must not change a code already paid.
import { twoDialectMigration } from './two-dialects.js';

// SQLite adds nullable columns in place: no table rebuild
const sqliteUp: string[] = [
  'ALTER TABLE "orders" ADD COLUMN "pix_copia_e_cola" varchar(512)',
  'ALTER TABLE "orders" ADD COLUMN "pix_txid" varchar(25)',
];
const sqliteDown: string[] = ['ALTER TABLE "orders" DROP COLUMN "pix_txid"', 'ALTER TABLE "orders" DROP COLUMN "pix_copia_e_cola"'];
const postgresUp: string[] = [
  'ALTER TABLE "orders" ADD "pix_copia_e_cola" character varying(512)',
  'ALTER TABLE "orders" ADD "pix_txid" character varying(25)',
];
const postgresDown: string[] = ['ALTER TABLE "orders" DROP COLUMN "pix_txid"', 'ALTER TABLE "orders" DROP COLUMN "pix_copia_e_cola"'];

export class OrderPix1795472810846 extends twoDialectMigration('OrderPix1795472810846', { sqliteUp, sqliteDown, postgresUp, postgresDown }) {}
