// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. Closing the day (DECISIONS 10.11): the cash drawer of each Sao Paulo day with its
// sangrias and suprimentos, and the couriers' hand-overs of the cash they collected.
// One drawer per day (ux_cash_sessions_day) and one open drawer at a time (ux_cash_sessions_open:
// `open_guard` is 1 while open and NULL once closed; NULLs never collide in a unique index on
// either database), so two concurrent opens leave exactly one drawer.
import { twoDialectMigration } from './two-dialects.js';

const sqliteUp: string[] = [
  'CREATE TABLE "cash_sessions" ("id" varchar(36) PRIMARY KEY NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "day" varchar(10) NOT NULL, "open_guard" integer, "opened_at" bigint NOT NULL, "opened_by" varchar(36), "opened_by_name" varchar(100) NOT NULL, "opening_float_cents" integer NOT NULL, "closed_at" bigint, "closed_by" varchar(36), "closed_by_name" varchar(100), "counted_cash_cents" integer, "note" varchar(500), "closing" text)',
  'CREATE UNIQUE INDEX "ux_cash_sessions_day" ON "cash_sessions" ("day") ',
  'CREATE UNIQUE INDEX "ux_cash_sessions_open" ON "cash_sessions" ("open_guard") ',
  'CREATE TABLE "cash_movements" ("id" varchar(36) PRIMARY KEY NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "session_id" varchar(36) NOT NULL, "kind" varchar(20) NOT NULL, "amount_cents" integer NOT NULL, "note" varchar(200) NOT NULL, "created_by" varchar(36), "created_by_name" varchar(100) NOT NULL)',
  'CREATE INDEX "ix_cash_movements_session" ON "cash_movements" ("session_id") ',
  'CREATE TABLE "courier_cash_receipts" ("id" varchar(36) PRIMARY KEY NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "courier_id" varchar(36) NOT NULL, "day" varchar(10) NOT NULL, "amount_cents" integer NOT NULL, "note" varchar(200), "received_by" varchar(36), "received_by_name" varchar(100) NOT NULL)',
  'CREATE INDEX "ix_courier_cash_receipts_day" ON "courier_cash_receipts" ("day", "courier_id") ',
];
const sqliteDown: string[] = [
  'DROP INDEX "ix_courier_cash_receipts_day"',
  'DROP TABLE "courier_cash_receipts"',
  'DROP INDEX "ix_cash_movements_session"',
  'DROP TABLE "cash_movements"',
  'DROP INDEX "ux_cash_sessions_open"',
  'DROP INDEX "ux_cash_sessions_day"',
  'DROP TABLE "cash_sessions"',
];
const postgresUp: string[] = [
  'CREATE TABLE "cash_sessions" ("id" character varying(36) NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "day" character varying(10) NOT NULL, "open_guard" integer, "opened_at" bigint NOT NULL, "opened_by" character varying(36), "opened_by_name" character varying(100) NOT NULL, "opening_float_cents" integer NOT NULL, "closed_at" bigint, "closed_by" character varying(36), "closed_by_name" character varying(100), "counted_cash_cents" integer, "note" character varying(500), "closing" text, CONSTRAINT "PK_cash_sessions" PRIMARY KEY ("id"))',
  'CREATE UNIQUE INDEX "ux_cash_sessions_day" ON "cash_sessions" ("day") ',
  'CREATE UNIQUE INDEX "ux_cash_sessions_open" ON "cash_sessions" ("open_guard") ',
  'CREATE TABLE "cash_movements" ("id" character varying(36) NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "session_id" character varying(36) NOT NULL, "kind" character varying(20) NOT NULL, "amount_cents" integer NOT NULL, "note" character varying(200) NOT NULL, "created_by" character varying(36), "created_by_name" character varying(100) NOT NULL, CONSTRAINT "PK_cash_movements" PRIMARY KEY ("id"))',
  'CREATE INDEX "ix_cash_movements_session" ON "cash_movements" ("session_id") ',
  'CREATE TABLE "courier_cash_receipts" ("id" character varying(36) NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "courier_id" character varying(36) NOT NULL, "day" character varying(10) NOT NULL, "amount_cents" integer NOT NULL, "note" character varying(200), "received_by" character varying(36), "received_by_name" character varying(100) NOT NULL, CONSTRAINT "PK_courier_cash_receipts" PRIMARY KEY ("id"))',
  'CREATE INDEX "ix_courier_cash_receipts_day" ON "courier_cash_receipts" ("day", "courier_id") ',
];
const postgresDown: string[] = [
  'DROP INDEX "public"."ix_courier_cash_receipts_day"',
  'DROP TABLE "courier_cash_receipts"',
  'DROP INDEX "public"."ix_cash_movements_session"',
  'DROP TABLE "cash_movements"',
  'DROP INDEX "public"."ux_cash_sessions_open"',
  'DROP INDEX "public"."ux_cash_sessions_day"',
  'DROP TABLE "cash_sessions"',
];

export class CashDrawer1795730000000 extends twoDialectMigration('CashDrawer1795730000000', { sqliteUp, sqliteDown, postgresUp, postgresDown }) {}
