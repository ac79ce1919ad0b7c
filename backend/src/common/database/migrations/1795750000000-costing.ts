// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. Ficha técnica (DECISIONS 10.7, issue 31): ingredients with their price history,
// recipes per dish, leftovers per dish and day. Ingredients and recipes price every quentinha an
// order keeps, so they move the catalogue's version like the other catalogue tables
// (CatalogVersion): the order path keeps reading them once per catalogue change.
import { twoDialectMigration } from './two-dialects.js';

const VERSIONED = ['ingredients', 'recipes', 'recipe_items'] as const;

const BUMP = `INSERT INTO "counters" ("name", "value") VALUES ('catalog_version', 1)
  ON CONFLICT ("name") DO UPDATE SET "value" = "counters"."value" + 1`;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

const sqliteUp: string[] = [
  'CREATE TABLE "ingredients" ("id" varchar(36) PRIMARY KEY NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "name" varchar(100) NOT NULL, "name_key" varchar(100) NOT NULL, "unit" varchar(3) NOT NULL, "purchase_unit_label" varchar(60) NOT NULL, "purchase_unit_quantity" double precision NOT NULL, "purchase_price_cents" integer NOT NULL DEFAULT (0), "correction_factor" double precision NOT NULL DEFAULT (1), "active" boolean NOT NULL DEFAULT (1))',
  'CREATE UNIQUE INDEX "uq_ingredients_name_key" ON "ingredients" ("name_key")',
  'CREATE TABLE "ingredient_prices" ("id" varchar(36) PRIMARY KEY NOT NULL, "ingredient_id" varchar(36) NOT NULL, "purchase_price_cents" integer NOT NULL DEFAULT (0), "purchase_unit_quantity" double precision NOT NULL, "valid_from" bigint NOT NULL)',
  'CREATE INDEX "ix_ingredient_prices_ingredient" ON "ingredient_prices" ("ingredient_id", "valid_from")',
  'CREATE TABLE "recipes" ("dish_id" varchar(36) PRIMARY KEY NOT NULL, "yield_portions" integer NOT NULL, "updated_at" bigint NOT NULL)',
  'CREATE TABLE "recipe_items" ("dish_id" varchar(36) NOT NULL, "ingredient_id" varchar(36) NOT NULL, "quantity" double precision NOT NULL, "position" integer NOT NULL DEFAULT (0), PRIMARY KEY ("dish_id", "ingredient_id"))',
  'CREATE INDEX "ix_recipe_items_ingredient" ON "recipe_items" ("ingredient_id")',
  'CREATE TABLE "leftovers" ("id" varchar(36) PRIMARY KEY NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "date" varchar(10) NOT NULL, "dish_id" varchar(36) NOT NULL, "portions_left" integer NOT NULL, "destination" varchar(20) NOT NULL, "note" varchar(300))',
  'CREATE UNIQUE INDEX "uq_leftovers_date_dish" ON "leftovers" ("date", "dish_id")',
  ...VERSIONED.flatMap((table) =>
    EVENTS.map((event) => `CREATE TRIGGER "catalog_version_${table}_${event.toLowerCase()}" AFTER ${event} ON "${table}" BEGIN ${BUMP}; END`),
  ),
];
const sqliteDown: string[] = [
  ...VERSIONED.flatMap((table) => EVENTS.map((event) => `DROP TRIGGER "catalog_version_${table}_${event.toLowerCase()}"`)),
  'DROP INDEX "uq_leftovers_date_dish"',
  'DROP TABLE "leftovers"',
  'DROP INDEX "ix_recipe_items_ingredient"',
  'DROP TABLE "recipe_items"',
  'DROP TABLE "recipes"',
  'DROP INDEX "ix_ingredient_prices_ingredient"',
  'DROP TABLE "ingredient_prices"',
  'DROP INDEX "uq_ingredients_name_key"',
  'DROP TABLE "ingredients"',
];
const postgresUp: string[] = [
  'CREATE TABLE "ingredients" ("id" character varying(36) NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "name" character varying(100) NOT NULL, "name_key" character varying(100) NOT NULL, "unit" character varying(3) NOT NULL, "purchase_unit_label" character varying(60) NOT NULL, "purchase_unit_quantity" double precision NOT NULL, "purchase_price_cents" integer NOT NULL DEFAULT 0, "correction_factor" double precision NOT NULL DEFAULT 1, "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_ingredients" PRIMARY KEY ("id"))',
  'CREATE UNIQUE INDEX "uq_ingredients_name_key" ON "ingredients" ("name_key")',
  'CREATE TABLE "ingredient_prices" ("id" character varying(36) NOT NULL, "ingredient_id" character varying(36) NOT NULL, "purchase_price_cents" integer NOT NULL DEFAULT 0, "purchase_unit_quantity" double precision NOT NULL, "valid_from" bigint NOT NULL, CONSTRAINT "PK_ingredient_prices" PRIMARY KEY ("id"))',
  'CREATE INDEX "ix_ingredient_prices_ingredient" ON "ingredient_prices" ("ingredient_id", "valid_from")',
  'CREATE TABLE "recipes" ("dish_id" character varying(36) NOT NULL, "yield_portions" integer NOT NULL, "updated_at" bigint NOT NULL, CONSTRAINT "PK_recipes" PRIMARY KEY ("dish_id"))',
  'CREATE TABLE "recipe_items" ("dish_id" character varying(36) NOT NULL, "ingredient_id" character varying(36) NOT NULL, "quantity" double precision NOT NULL, "position" integer NOT NULL DEFAULT 0, CONSTRAINT "PK_recipe_items" PRIMARY KEY ("dish_id", "ingredient_id"))',
  'CREATE INDEX "ix_recipe_items_ingredient" ON "recipe_items" ("ingredient_id")',
  'CREATE TABLE "leftovers" ("id" character varying(36) NOT NULL, "created_at" bigint NOT NULL, "updated_at" bigint NOT NULL, "date" character varying(10) NOT NULL, "dish_id" character varying(36) NOT NULL, "portions_left" integer NOT NULL, "destination" character varying(20) NOT NULL, "note" character varying(300), CONSTRAINT "PK_leftovers" PRIMARY KEY ("id"))',
  'CREATE UNIQUE INDEX "uq_leftovers_date_dish" ON "leftovers" ("date", "dish_id")',
  // bump_catalog_version() comes from CatalogVersion
  ...VERSIONED.map(
    (table) =>
      `CREATE TRIGGER "catalog_version_${table}" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"()`,
  ),
];
const postgresDown: string[] = [
  ...VERSIONED.map((table) => `DROP TRIGGER "catalog_version_${table}" ON "${table}"`),
  'DROP TABLE "leftovers"',
  'DROP TABLE "recipe_items"',
  'DROP TABLE "recipes"',
  'DROP TABLE "ingredient_prices"',
  'DROP TABLE "ingredients"',
];

export class Costing1795750000000 extends twoDialectMigration('Costing1795750000000', { sqliteUp, sqliteDown, postgresUp, postgresDown }) {}
