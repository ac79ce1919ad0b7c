// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. The box as the shop sells it (DECISIONS 10.10): paid extras on quentinha products and
// on the order lines that chose them; 'Acabou' as a mark beside the cap (the cap is kept); and
// the stock of drinks and other products, in a table of its own so that an order taking a can
// does not move the catalogue's version (products is a catalogue table: CatalogVersion).
import { twoDialectMigration } from './two-dialects.js';

// SQLite adds a column with a constant default in place: no table rebuild
const sqliteUp: string[] = [
  'ALTER TABLE "products" ADD COLUMN "extras" text',
  'ALTER TABLE "order_items" ADD COLUMN "extras" text',
  'ALTER TABLE "menu_portions" ADD COLUMN "sold_out" boolean NOT NULL DEFAULT (0)',
  'CREATE TABLE "product_stock" ("product_id" varchar(36) PRIMARY KEY NOT NULL, "stock" integer NOT NULL)',
];
const sqliteDown: string[] = [
  'DROP TABLE "product_stock"',
  'ALTER TABLE "menu_portions" DROP COLUMN "sold_out"',
  'ALTER TABLE "order_items" DROP COLUMN "extras"',
  'ALTER TABLE "products" DROP COLUMN "extras"',
];
const postgresUp: string[] = [
  'ALTER TABLE "products" ADD "extras" text',
  'ALTER TABLE "order_items" ADD "extras" text',
  'ALTER TABLE "menu_portions" ADD "sold_out" boolean NOT NULL DEFAULT false',
  'CREATE TABLE "product_stock" ("product_id" character varying(36) NOT NULL, "stock" integer NOT NULL, CONSTRAINT "PK_product_stock" PRIMARY KEY ("product_id"))',
];
const postgresDown: string[] = [
  'DROP TABLE "product_stock"',
  'ALTER TABLE "menu_portions" DROP COLUMN "sold_out"',
  'ALTER TABLE "order_items" DROP COLUMN "extras"',
  'ALTER TABLE "products" DROP COLUMN "extras"',
];

export class BoxRules1795710000000 extends twoDialectMigration('BoxRules1795710000000', { sqliteUp, sqliteDown, postgresUp, postgresDown }) {}
