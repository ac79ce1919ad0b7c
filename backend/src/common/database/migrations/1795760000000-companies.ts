// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. Conta Empresa (DECISIONS 10.4, 10.5): companies, their members, the append-only ledger
// of what each owes (company_entries: a balance is the sum of its amounts; a dedupe_key under a
// unique index makes every entry from an order or a retried request land at most once) and the
// statements frozen at each close. The database itself refuses UPDATE and DELETE on the ledger and
// on the statements (appendOnlyGuards). Orders name the company and member of a tab order.
import { appendOnlyGuards } from '../append-only.js';
import { twoDialectMigration } from './two-dialects.js';

const entriesGuards = appendOnlyGuards('company_entries');
const statementsGuards = appendOnlyGuards('company_statements');

const sqliteUp: string[] = [
  'CREATE TABLE "companies" ("id" varchar(36) PRIMARY KEY NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "name" varchar(120) NOT NULL, "cnpj" varchar(14), "contact_name" varchar(100) NOT NULL, "contact_whatsapp" varchar(11) NOT NULL, "credit_limit_cents" integer NOT NULL, "closing_day" integer NOT NULL, "due_days" integer NOT NULL, "status" varchar(10) NOT NULL)',
  'CREATE UNIQUE INDEX "ux_companies_cnpj" ON "companies" ("cnpj") ',
  'CREATE TABLE "company_members" ("id" varchar(36) PRIMARY KEY NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "company_id" varchar(36) NOT NULL, "name" varchar(100) NOT NULL, "whatsapp" varchar(11) NOT NULL, "active" boolean NOT NULL)',
  'CREATE UNIQUE INDEX "ux_company_members_number" ON "company_members" ("company_id", "whatsapp") ',
  'CREATE TABLE "company_entries" ("id" varchar(36) PRIMARY KEY NOT NULL, "company_id" varchar(36) NOT NULL, "kind" varchar(20) NOT NULL, "amount_cents" integer NOT NULL, "order_id" varchar(36), "member_id" varchar(36), "note" varchar(200), "created_by" varchar(36), "created_by_name" varchar(100) NOT NULL, "created_at" bigint NOT NULL, "dedupe_key" varchar(200))',
  'CREATE UNIQUE INDEX "ux_company_entries_dedupe" ON "company_entries" ("dedupe_key") ',
  'CREATE INDEX "ix_company_entries_company" ON "company_entries" ("company_id", "created_at") ',
  'CREATE INDEX "ix_company_entries_order" ON "company_entries" ("order_id") ',
  'CREATE TABLE "company_statements" ("id" varchar(36) PRIMARY KEY NOT NULL, "created_at" bigint NOT NULL, "company_id" varchar(36) NOT NULL, "period_start" bigint NOT NULL, "period_end" bigint NOT NULL, "opening_balance_cents" integer NOT NULL, "charges_cents" integer NOT NULL, "reversals_cents" integer NOT NULL, "adjustments_cents" integer NOT NULL, "payments_cents" integer NOT NULL, "closing_balance_cents" integer NOT NULL, "debits_through_cents" integer NOT NULL, "due_date" varchar(10) NOT NULL, "share_token" varchar(64) NOT NULL, "created_by" varchar(36), "created_by_name" varchar(100) NOT NULL)',
  'CREATE UNIQUE INDEX "ux_company_statements_token" ON "company_statements" ("share_token") ',
  'CREATE UNIQUE INDEX "ux_company_statements_start" ON "company_statements" ("company_id", "period_start") ',
  'ALTER TABLE "orders" ADD COLUMN "company_id" varchar(36)',
  'ALTER TABLE "orders" ADD COLUMN "company_member_id" varchar(36)',
  'ALTER TABLE "orders" ADD COLUMN "company_name" varchar(120)',
  'ALTER TABLE "orders" ADD COLUMN "company_member_name" varchar(100)',
  'CREATE INDEX "ix_orders_company" ON "orders" ("company_id", "created_at") ',
  'CREATE INDEX "ix_orders_company_member" ON "orders" ("company_member_id") ',
  ...entriesGuards.sqliteUp,
  ...statementsGuards.sqliteUp,
];
const sqliteDown: string[] = [
  ...statementsGuards.sqliteDown,
  ...entriesGuards.sqliteDown,
  'DROP INDEX "ix_orders_company_member"',
  'DROP INDEX "ix_orders_company"',
  'ALTER TABLE "orders" DROP COLUMN "company_member_name"',
  'ALTER TABLE "orders" DROP COLUMN "company_name"',
  'ALTER TABLE "orders" DROP COLUMN "company_member_id"',
  'ALTER TABLE "orders" DROP COLUMN "company_id"',
  'DROP INDEX "ux_company_statements_start"',
  'DROP INDEX "ux_company_statements_token"',
  'DROP TABLE "company_statements"',
  'DROP INDEX "ix_company_entries_order"',
  'DROP INDEX "ix_company_entries_company"',
  'DROP INDEX "ux_company_entries_dedupe"',
  'DROP TABLE "company_entries"',
  'DROP INDEX "ux_company_members_number"',
  'DROP TABLE "company_members"',
  'DROP INDEX "ux_companies_cnpj"',
  'DROP TABLE "companies"',
];
const postgresUp: string[] = [
  'CREATE TABLE "companies" ("id" character varying(36) NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "name" character varying(120) NOT NULL, "cnpj" character varying(14), "contact_name" character varying(100) NOT NULL, "contact_whatsapp" character varying(11) NOT NULL, "credit_limit_cents" integer NOT NULL, "closing_day" integer NOT NULL, "due_days" integer NOT NULL, "status" character varying(10) NOT NULL, CONSTRAINT "PK_companies" PRIMARY KEY ("id"))',
  'CREATE UNIQUE INDEX "ux_companies_cnpj" ON "companies" ("cnpj") ',
  'CREATE TABLE "company_members" ("id" character varying(36) NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "company_id" character varying(36) NOT NULL, "name" character varying(100) NOT NULL, "whatsapp" character varying(11) NOT NULL, "active" boolean NOT NULL, CONSTRAINT "PK_company_members" PRIMARY KEY ("id"))',
  'CREATE UNIQUE INDEX "ux_company_members_number" ON "company_members" ("company_id", "whatsapp") ',
  'CREATE TABLE "company_entries" ("id" character varying(36) NOT NULL, "company_id" character varying(36) NOT NULL, "kind" character varying(20) NOT NULL, "amount_cents" integer NOT NULL, "order_id" character varying(36), "member_id" character varying(36), "note" character varying(200), "created_by" character varying(36), "created_by_name" character varying(100) NOT NULL, "created_at" bigint NOT NULL, "dedupe_key" character varying(200), CONSTRAINT "PK_company_entries" PRIMARY KEY ("id"))',
  'CREATE UNIQUE INDEX "ux_company_entries_dedupe" ON "company_entries" ("dedupe_key") ',
  'CREATE INDEX "ix_company_entries_company" ON "company_entries" ("company_id", "created_at") ',
  'CREATE INDEX "ix_company_entries_order" ON "company_entries" ("order_id") ',
  'CREATE TABLE "company_statements" ("id" character varying(36) NOT NULL, "created_at" bigint NOT NULL, "company_id" character varying(36) NOT NULL, "period_start" bigint NOT NULL, "period_end" bigint NOT NULL, "opening_balance_cents" integer NOT NULL, "charges_cents" integer NOT NULL, "reversals_cents" integer NOT NULL, "adjustments_cents" integer NOT NULL, "payments_cents" integer NOT NULL, "closing_balance_cents" integer NOT NULL, "debits_through_cents" integer NOT NULL, "due_date" character varying(10) NOT NULL, "share_token" character varying(64) NOT NULL, "created_by" character varying(36), "created_by_name" character varying(100) NOT NULL, CONSTRAINT "PK_company_statements" PRIMARY KEY ("id"))',
  'CREATE UNIQUE INDEX "ux_company_statements_token" ON "company_statements" ("share_token") ',
  'CREATE UNIQUE INDEX "ux_company_statements_start" ON "company_statements" ("company_id", "period_start") ',
  'ALTER TABLE "orders" ADD "company_id" character varying(36)',
  'ALTER TABLE "orders" ADD "company_member_id" character varying(36)',
  'ALTER TABLE "orders" ADD "company_name" character varying(120)',
  'ALTER TABLE "orders" ADD "company_member_name" character varying(100)',
  'CREATE INDEX "ix_orders_company" ON "orders" ("company_id", "created_at") ',
  'CREATE INDEX "ix_orders_company_member" ON "orders" ("company_member_id") ',
  ...entriesGuards.postgresUp,
  ...statementsGuards.postgresUp,
];
const postgresDown: string[] = [
  ...statementsGuards.postgresDown,
  ...entriesGuards.postgresDown,
  'DROP INDEX "public"."ix_orders_company_member"',
  'DROP INDEX "public"."ix_orders_company"',
  'ALTER TABLE "orders" DROP COLUMN "company_member_name"',
  'ALTER TABLE "orders" DROP COLUMN "company_name"',
  'ALTER TABLE "orders" DROP COLUMN "company_member_id"',
  'ALTER TABLE "orders" DROP COLUMN "company_id"',
  'DROP INDEX "public"."ux_company_statements_start"',
  'DROP INDEX "public"."ux_company_statements_token"',
  'DROP TABLE "company_statements"',
  'DROP INDEX "public"."ix_company_entries_order"',
  'DROP INDEX "public"."ix_company_entries_company"',
  'DROP INDEX "public"."ux_company_entries_dedupe"',
  'DROP TABLE "company_entries"',
  'DROP INDEX "public"."ux_company_members_number"',
  'DROP TABLE "company_members"',
  'DROP INDEX "public"."ux_companies_cnpj"',
  'DROP TABLE "companies"',
];

export class Companies1795760000000 extends twoDialectMigration('Companies1795760000000', {
  sqliteUp,
  sqliteDown,
  postgresUp,
  postgresDown,
}) {}
