// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. Availability (DECISIONS 9.3): portion caps and counts per daily menu dish, boxes taken
// per scheduled slot, and on each order its slot and what it consumed (given back once on cancel).
import { twoDialectMigration } from './two-dialects.js';

const sqliteUp: string[] = [
  'CREATE TABLE "menu_portions" ("menu_id" varchar(36) NOT NULL, "dish_id" varchar(36) NOT NULL, "cap" integer, "sold" integer NOT NULL DEFAULT (0), PRIMARY KEY ("menu_id", "dish_id"))',
  'CREATE TABLE "slot_counts" ("slot_at" varchar(30) PRIMARY KEY NOT NULL, "taken" integer NOT NULL DEFAULT (0))',
  'ALTER TABLE "orders" ADD COLUMN "scheduled_for" varchar(30)',
  'ALTER TABLE "orders" ADD COLUMN "consumed" text',
];
const sqliteDown: string[] = [
  'ALTER TABLE "orders" DROP COLUMN "consumed"',
  'ALTER TABLE "orders" DROP COLUMN "scheduled_for"',
  'DROP TABLE "slot_counts"',
  'DROP TABLE "menu_portions"',
];
const postgresUp: string[] = [
  'CREATE TABLE "menu_portions" ("menu_id" character varying(36) NOT NULL, "dish_id" character varying(36) NOT NULL, "cap" integer, "sold" integer NOT NULL DEFAULT 0, CONSTRAINT "PK_menu_portions" PRIMARY KEY ("menu_id", "dish_id"))',
  'CREATE TABLE "slot_counts" ("slot_at" character varying(30) NOT NULL, "taken" integer NOT NULL DEFAULT 0, CONSTRAINT "PK_slot_counts" PRIMARY KEY ("slot_at"))',
  'ALTER TABLE "orders" ADD "scheduled_for" character varying(30)',
  'ALTER TABLE "orders" ADD "consumed" text',
];
const postgresDown: string[] = [
  'ALTER TABLE "orders" DROP COLUMN "consumed"',
  'ALTER TABLE "orders" DROP COLUMN "scheduled_for"',
  'DROP TABLE "slot_counts"',
  'DROP TABLE "menu_portions"',
];

export class Availability1795490000000 extends twoDialectMigration('Availability1795490000000', { sqliteUp, sqliteDown, postgresUp, postgresDown }) {}
