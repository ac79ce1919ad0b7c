import type { DataSource, EntityManager } from 'typeorm';
import { execute, type Statement } from './plain-sql.js';

const READ_VERSION = `SELECT "value" FROM "counters" WHERE "name" = 'catalog_version'`;

interface Snapshots {
  version: number;
  values: Map<string, unknown>;
}

const byDatabase = new WeakMap<DataSource, Snapshots>();

/**
 * One reading of the catalogue's version (null: no version row). A unit of work that makes several
 * fromCatalog calls (an order: hours, prices, the day's menu, the shop's rules) reads it once and
 * passes it to each: one primary-key read per order instead of one per call, and every kept value
 * it is given comes from the same version of the catalogue.
 */
export interface CatalogVersion {
  readonly version: number | null;
}

/** The version now: one primary-key read. */
export async function readCatalogVersion(manager: EntityManager): Promise<CatalogVersion> {
  const { rows } = await execute(manager, READ_VERSION, [], { returnsRows: true });
  return { version: rows.length === 0 ? null : Number(rows[0].value) };
}

/**
 * The version now and, in the same round trip, the single value `lookup` selects (null when it
 * finds no row): an order asks for its Idempotency-Key's earlier order beside the version.
 */
export async function readCatalogVersionWith(
  manager: EntityManager,
  lookup: Statement,
): Promise<{ at: CatalogVersion; found: unknown }> {
  const { rows } = await execute(manager, `SELECT (${READ_VERSION}) AS "version", (${lookup.text}) AS "found"`, lookup.params, {
    returnsRows: true,
  });
  const { version, found } = rows[0];
  return { at: { version: version == null ? null : Number(version) }, found: found ?? null };
}

/**
 * What `load` reads from the catalogue (products, dishes, daily menus, neighbourhoods, settings),
 * read once and kept until the catalogue changes: every order prices and checks itself against
 * these rows, which change a few times a day. "Changed" is the database's own word: triggers move
 * a version on every write to those tables, by whoever writes (migration CatalogVersion), and one
 * primary-key read of it replaces the catalogue reads. Without the version row (a database
 * emptied by hand) nothing is kept.
 *
 * The version is read before the rows: rows newer than their version are read again at the next
 * call, never the other way round (`at`, read earlier by the caller, keeps that order). What is
 * kept is frozen: callers share it.
 */
export async function fromCatalog<T>(
  manager: EntityManager,
  key: string,
  load: () => Promise<T>,
  at?: CatalogVersion,
): Promise<T> {
  const { version } = at ?? (await readCatalogVersion(manager));
  if (version === null) return load();
  let snapshots = byDatabase.get(manager.connection);
  if (!snapshots || snapshots.version !== version) {
    snapshots = { version, values: new Map() };
    byDatabase.set(manager.connection, snapshots);
  }
  if (snapshots.values.has(key)) return snapshots.values.get(key) as T;
  const value = deepFreeze(await load());
  // the catalogue may have moved on while this loaded (PostgreSQL): kept only under its version
  if (byDatabase.get(manager.connection) === snapshots) snapshots.values.set(key, value);
  return value;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (value instanceof Map) {
    for (const [k, v] of value) {
      deepFreeze(k);
      deepFreeze(v);
    }
  }
  else if (value instanceof Set) for (const v of value) deepFreeze(v);
  else for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}
