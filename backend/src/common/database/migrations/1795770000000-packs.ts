// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. Prepaid packs (DECISIONS 10.6): offers, purchases (a batch of credits each) and the
// append-only credit ledger (10.4) whose sum is a purchase's remaining boxes; the wrong redeem
// codes a number sent (the 15-minute lockout); order_items.credits_used.
// credit_entries.dedupe_key is UNIQUE (NULLs never collide): an entry that comes from an order or
// a retried request is written once (appendEntry, ON CONFLICT DO NOTHING); triggers refuse UPDATE
// and DELETE on the ledger in the database itself.
import { appendOnlyGuards } from '../append-only.js';
import { twoDialectMigration } from './two-dialects.js';

const guards = appendOnlyGuards('credit_entries');

const sqliteUp: string[] = [
  'CREATE TABLE "pack_offers" ("id" varchar(36) PRIMARY KEY NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "name" varchar(100) NOT NULL, "product_id" varchar(36) NOT NULL, "size" varchar(10) NOT NULL, "quantity" integer NOT NULL, "price_cents" integer NOT NULL, "validity_days" integer, "active" boolean NOT NULL DEFAULT (1))',
  'CREATE TABLE "pack_purchases" ("id" varchar(36) PRIMARY KEY NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "offer_id" varchar(36) NOT NULL, "pack_name" varchar(100) NOT NULL, "product_id" varchar(36) NOT NULL, "product_name" varchar(100) NOT NULL, "size" varchar(10) NOT NULL, "quantity" integer NOT NULL, "price_cents" integer NOT NULL, "validity_days" integer, "customer_id" varchar(36) NOT NULL, "customer_name" varchar(100) NOT NULL, "whatsapp" varchar(11) NOT NULL, "status" varchar(20) NOT NULL, "payment_method" varchar(20) NOT NULL, "pix_txid" varchar(25), "pix_copia_e_cola" varchar(512), "redeem_code_hash" varchar(64) NOT NULL, "tracking_token" varchar(64) NOT NULL, "paid_at" bigint, "expires_at" bigint, "confirmed_by" varchar(36), "confirmed_by_name" varchar(100), "refunded_at" bigint, "refund_cents" integer)',
  'CREATE UNIQUE INDEX "ux_pack_purchases_token" ON "pack_purchases" ("tracking_token") ',
  'CREATE INDEX "ix_pack_purchases_customer" ON "pack_purchases" ("customer_id", "product_id", "size") ',
  'CREATE INDEX "ix_pack_purchases_status" ON "pack_purchases" ("status", "created_at") ',
  'CREATE TABLE "credit_entries" ("id" varchar(36) PRIMARY KEY NOT NULL, "purchase_id" varchar(36) NOT NULL, "kind" varchar(10) NOT NULL, "quantity" integer NOT NULL, "order_id" varchar(36), "note" varchar(200), "created_by" varchar(36), "created_by_name" varchar(100), "created_at" bigint NOT NULL, "dedupe_key" varchar(200))',
  'CREATE UNIQUE INDEX "ux_credit_entries_dedupe" ON "credit_entries" ("dedupe_key") ',
  'CREATE INDEX "ix_credit_entries_purchase" ON "credit_entries" ("purchase_id", "created_at") ',
  'CREATE INDEX "ix_credit_entries_order" ON "credit_entries" ("order_id") ',
  'CREATE TABLE "credit_code_attempts" ("id" varchar(36) PRIMARY KEY NOT NULL, "whatsapp" varchar(11) NOT NULL, "at" bigint NOT NULL)',
  'CREATE INDEX "ix_credit_code_attempts" ON "credit_code_attempts" ("whatsapp", "at") ',
  'ALTER TABLE "order_items" ADD COLUMN "credits_used" integer NOT NULL DEFAULT (0)',
  ...guards.sqliteUp,
];
const sqliteDown: string[] = [
  ...guards.sqliteDown,
  'ALTER TABLE "order_items" DROP COLUMN "credits_used"',
  'DROP INDEX "ix_credit_code_attempts"',
  'DROP TABLE "credit_code_attempts"',
  'DROP INDEX "ix_credit_entries_order"',
  'DROP INDEX "ix_credit_entries_purchase"',
  'DROP INDEX "ux_credit_entries_dedupe"',
  'DROP TABLE "credit_entries"',
  'DROP INDEX "ix_pack_purchases_status"',
  'DROP INDEX "ix_pack_purchases_customer"',
  'DROP INDEX "ux_pack_purchases_token"',
  'DROP TABLE "pack_purchases"',
  'DROP TABLE "pack_offers"',
];
const postgresUp: string[] = [
  'CREATE TABLE "pack_offers" ("id" character varying(36) NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "name" character varying(100) NOT NULL, "product_id" character varying(36) NOT NULL, "size" character varying(10) NOT NULL, "quantity" integer NOT NULL, "price_cents" integer NOT NULL, "validity_days" integer, "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_pack_offers" PRIMARY KEY ("id"))',
  'CREATE TABLE "pack_purchases" ("id" character varying(36) NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "offer_id" character varying(36) NOT NULL, "pack_name" character varying(100) NOT NULL, "product_id" character varying(36) NOT NULL, "product_name" character varying(100) NOT NULL, "size" character varying(10) NOT NULL, "quantity" integer NOT NULL, "price_cents" integer NOT NULL, "validity_days" integer, "customer_id" character varying(36) NOT NULL, "customer_name" character varying(100) NOT NULL, "whatsapp" character varying(11) NOT NULL, "status" character varying(20) NOT NULL, "payment_method" character varying(20) NOT NULL, "pix_txid" character varying(25), "pix_copia_e_cola" character varying(512), "redeem_code_hash" character varying(64) NOT NULL, "tracking_token" character varying(64) NOT NULL, "paid_at" bigint, "expires_at" bigint, "confirmed_by" character varying(36), "confirmed_by_name" character varying(100), "refunded_at" bigint, "refund_cents" integer, CONSTRAINT "PK_pack_purchases" PRIMARY KEY ("id"))',
  'CREATE UNIQUE INDEX "ux_pack_purchases_token" ON "pack_purchases" ("tracking_token") ',
  'CREATE INDEX "ix_pack_purchases_customer" ON "pack_purchases" ("customer_id", "product_id", "size") ',
  'CREATE INDEX "ix_pack_purchases_status" ON "pack_purchases" ("status", "created_at") ',
  'CREATE TABLE "credit_entries" ("id" character varying(36) NOT NULL, "purchase_id" character varying(36) NOT NULL, "kind" character varying(10) NOT NULL, "quantity" integer NOT NULL, "order_id" character varying(36), "note" character varying(200), "created_by" character varying(36), "created_by_name" character varying(100), "created_at" bigint NOT NULL, "dedupe_key" character varying(200), CONSTRAINT "PK_credit_entries" PRIMARY KEY ("id"))',
  'CREATE UNIQUE INDEX "ux_credit_entries_dedupe" ON "credit_entries" ("dedupe_key") ',
  'CREATE INDEX "ix_credit_entries_purchase" ON "credit_entries" ("purchase_id", "created_at") ',
  'CREATE INDEX "ix_credit_entries_order" ON "credit_entries" ("order_id") ',
  'CREATE TABLE "credit_code_attempts" ("id" character varying(36) NOT NULL, "whatsapp" character varying(11) NOT NULL, "at" bigint NOT NULL, CONSTRAINT "PK_credit_code_attempts" PRIMARY KEY ("id"))',
  'CREATE INDEX "ix_credit_code_attempts" ON "credit_code_attempts" ("whatsapp", "at") ',
  'ALTER TABLE "order_items" ADD "credits_used" integer NOT NULL DEFAULT 0',
  ...guards.postgresUp,
];
const postgresDown: string[] = [
  ...guards.postgresDown,
  'ALTER TABLE "order_items" DROP COLUMN "credits_used"',
  'DROP INDEX "public"."ix_credit_code_attempts"',
  'DROP TABLE "credit_code_attempts"',
  'DROP INDEX "public"."ix_credit_entries_order"',
  'DROP INDEX "public"."ix_credit_entries_purchase"',
  'DROP INDEX "public"."ux_credit_entries_dedupe"',
  'DROP TABLE "credit_entries"',
  'DROP INDEX "public"."ix_pack_purchases_status"',
  'DROP INDEX "public"."ix_pack_purchases_customer"',
  'DROP INDEX "public"."ux_pack_purchases_token"',
  'DROP TABLE "pack_purchases"',
  'DROP TABLE "pack_offers"',
];

export class Packs1795770000000 extends twoDialectMigration('Packs1795770000000', {
  sqliteUp,
  sqliteDown,
  postgresUp,
  postgresDown,
}) {}
