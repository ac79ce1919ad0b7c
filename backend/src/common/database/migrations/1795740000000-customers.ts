// Written by hand in the shape of backend/scripts/generate-migration.mjs, plus a backfill.
// Customers (DECISIONS 10.1, 10.2): one per WhatsApp number, their consents and the consent
// texts' versions; every order gets its customer_id, and the orders already kept become customers
// (named after their latest order), on SQLite and PostgreSQL.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { linkUnlinkedOrders } from '../customers-backfill.js';

const sqliteUp: string[] = [
  'CREATE TABLE "customers" ("id" varchar(36) PRIMARY KEY NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "whatsapp" varchar(11), "name" varchar(100) NOT NULL, "marketing" varchar(20) NOT NULL DEFAULT (\'none\'), "optout_token" varchar(64) NOT NULL, "first_order_at" bigint, "last_order_at" bigint, "anonymized_at" bigint)',
  'CREATE UNIQUE INDEX "uq_customers_whatsapp" ON "customers" ("whatsapp") ',
  'CREATE UNIQUE INDEX "uq_customers_optout_token" ON "customers" ("optout_token") ',
  'CREATE INDEX "ix_customers_last_order" ON "customers" ("last_order_at") ',
  'CREATE TABLE "customer_consents" ("id" varchar(36) PRIMARY KEY NOT NULL, "customer_id" varchar(36) NOT NULL, "event" varchar(10) NOT NULL, "channel" varchar(20) NOT NULL, "text_version" integer, "order_id" varchar(36), "note" varchar(200), "user_id" varchar(36), "at" bigint NOT NULL)',
  'CREATE INDEX "ix_customer_consents_customer" ON "customer_consents" ("customer_id", "at") ',
  'CREATE TABLE "marketing_consent_versions" ("version" integer PRIMARY KEY NOT NULL, "text" varchar(300) NOT NULL, "created_by" varchar(36), "created_at" bigint NOT NULL)',
  'ALTER TABLE "orders" ADD COLUMN "customer_id" varchar(36)',
  'CREATE INDEX "ix_orders_customer_id" ON "orders" ("customer_id", "created_at", "status", "total_amount_cents") ',
];
const sqliteDown: string[] = [
  'DROP INDEX "ix_orders_customer_id"',
  'ALTER TABLE "orders" DROP COLUMN "customer_id"',
  'DROP TABLE "marketing_consent_versions"',
  'DROP INDEX "ix_customer_consents_customer"',
  'DROP TABLE "customer_consents"',
  'DROP INDEX "ix_customers_last_order"',
  'DROP INDEX "uq_customers_optout_token"',
  'DROP INDEX "uq_customers_whatsapp"',
  'DROP TABLE "customers"',
];
const postgresUp: string[] = [
  'CREATE TABLE "customers" ("id" character varying(36) NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "whatsapp" character varying(11), "name" character varying(100) NOT NULL, "marketing" character varying(20) NOT NULL DEFAULT \'none\', "optout_token" character varying(64) NOT NULL, "first_order_at" bigint, "last_order_at" bigint, "anonymized_at" bigint, CONSTRAINT "PK_customers" PRIMARY KEY ("id"))',
  'CREATE UNIQUE INDEX "uq_customers_whatsapp" ON "customers" ("whatsapp") ',
  'CREATE UNIQUE INDEX "uq_customers_optout_token" ON "customers" ("optout_token") ',
  'CREATE INDEX "ix_customers_last_order" ON "customers" ("last_order_at") ',
  'CREATE TABLE "customer_consents" ("id" character varying(36) NOT NULL, "customer_id" character varying(36) NOT NULL, "event" character varying(10) NOT NULL, "channel" character varying(20) NOT NULL, "text_version" integer, "order_id" character varying(36), "note" character varying(200), "user_id" character varying(36), "at" bigint NOT NULL, CONSTRAINT "PK_customer_consents" PRIMARY KEY ("id"))',
  'CREATE INDEX "ix_customer_consents_customer" ON "customer_consents" ("customer_id", "at") ',
  'CREATE TABLE "marketing_consent_versions" ("version" integer NOT NULL, "text" character varying(300) NOT NULL, "created_by" character varying(36), "created_at" bigint NOT NULL, CONSTRAINT "PK_marketing_consent_versions" PRIMARY KEY ("version"))',
  'ALTER TABLE "orders" ADD "customer_id" character varying(36)',
  'CREATE INDEX "ix_orders_customer_id" ON "orders" ("customer_id", "created_at", "status", "total_amount_cents") ',
];
const postgresDown: string[] = [
  'DROP INDEX "public"."ix_orders_customer_id"',
  'ALTER TABLE "orders" DROP COLUMN "customer_id"',
  'DROP TABLE "marketing_consent_versions"',
  'DROP INDEX "public"."ix_customer_consents_customer"',
  'DROP TABLE "customer_consents"',
  'DROP INDEX "public"."ix_customers_last_order"',
  'DROP INDEX "public"."uq_customers_optout_token"',
  'DROP INDEX "public"."uq_customers_whatsapp"',
  'DROP TABLE "customers"',
];

const isPostgres = (runner: QueryRunner) => runner.connection.options.type === 'postgres';

export class Customers1795740000000 implements MigrationInterface {
  name = 'Customers1795740000000';

  async up(runner: QueryRunner): Promise<void> {
    const postgres = isPostgres(runner);
    for (const statement of postgres ? postgresUp : sqliteUp) await runner.query(statement);
    // the orders already kept become customers, in this migration's transaction
    await linkUnlinkedOrders((sql, params) => runner.query(sql, params as unknown[]), postgres);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const statement of isPostgres(runner) ? postgresDown : sqliteDown) await runner.query(statement);
  }
}
