// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. The catalogue's version (common/database/catalog-snapshots.ts): a counter that the
// database itself moves on every write to a table an order is priced and checked from, whoever
// writes (a service, a script, a second instance), so those tables can be read once and kept
// until they change instead of read again by every order.
import { twoDialectMigration } from './two-dialects.js';

export const CATALOG_TABLES = ['products', 'dishes', 'daily_menus', 'neighborhoods', 'settings'] as const;

/** The counter made on the first write if it is not there yet (a database emptied by hand). */
const BUMP = `INSERT INTO "counters" ("name", "value") VALUES ('catalog_version', 1)
  ON CONFLICT ("name") DO UPDATE SET "value" = "counters"."value" + 1`;
const START = `INSERT INTO "counters" ("name", "value") VALUES ('catalog_version', 1) ON CONFLICT ("name") DO NOTHING`;

const sqliteTrigger = (table: string, event: 'INSERT' | 'UPDATE' | 'DELETE') =>
  `CREATE TRIGGER "catalog_version_${table}_${event.toLowerCase()}" AFTER ${event} ON "${table}" BEGIN ${BUMP}; END`;

export const CatalogVersion1795700000000 = twoDialectMigration('CatalogVersion1795700000000', {
  sqliteUp: [
    START,
    ...CATALOG_TABLES.flatMap((table) => (['INSERT', 'UPDATE', 'DELETE'] as const).map((event) => sqliteTrigger(table, event))),
  ],
  sqliteDown: [
    ...CATALOG_TABLES.flatMap((table) => ['insert', 'update', 'delete'].map((event) => `DROP TRIGGER "catalog_version_${table}_${event}"`)),
    `DELETE FROM "counters" WHERE "name" = 'catalog_version'`,
  ],
  postgresUp: [
    START,
    `CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${BUMP}; RETURN NULL; END $$`,
    // once per statement: a bulk change (a seed, a TRUNCATE) moves the version once
    ...CATALOG_TABLES.map(
      (table) =>
        `CREATE TRIGGER "catalog_version_${table}" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"()`,
    ),
  ],
  postgresDown: [
    ...CATALOG_TABLES.map((table) => `DROP TRIGGER "catalog_version_${table}" ON "${table}"`),
    'DROP FUNCTION "bump_catalog_version"()',
    `DELETE FROM "counters" WHERE "name" = 'catalog_version'`,
  ],
});
