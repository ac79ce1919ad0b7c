import type { EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { heldSqlite } from './sqlite-transaction-lock.js';

/**
 * Plain statements for the hot paths (issue 14): the SQL text of a select by a WHERE or of an
 * insert of N rows is built once per entity and shape from TypeORM's metadata, then only values
 * are bound. TypeORM's query building (find options, aliases, parameter escaping) cost more than
 * the statements themselves on SQLite; values are still converted by the driver exactly as
 * TypeORM does (column transformers, booleans, simple-json), so rows read and written here are
 * the same as through a repository. The SQL is written with `?` and runs on SQLite and PostgreSQL.
 * On SQLite, a statement of a unit of work that already holds the database runs on the connection
 * itself (heldSqlite), without TypeORM's runner in between.
 */

interface Shape {
  sql: string;
  columns: ColumnMetadata[];
}

const shapes = new WeakMap<EntityMetadata, Map<string, Shape>>();

function shapeOf(metadata: EntityMetadata, key: string, build: () => Shape): Shape {
  let byKey = shapes.get(metadata);
  if (!byKey) shapes.set(metadata, (byKey = new Map()));
  let shape = byKey.get(key);
  if (!shape) byKey.set(key, (shape = build()));
  return shape;
}

const isPostgres = (manager: EntityManager) => manager.connection.options.type === 'postgres';

/** `?` placeholders as the driver wants them ($1, $2... on PostgreSQL). */
function placeholders(manager: EntityManager, sql: string): string {
  if (!isPostgres(manager)) return sql;
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** `?, ?, ?` for an IN list of `count` values (count > 0). */
export const inList = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * A value as SQLite binds it: booleans as 0/1, safe integers as BigInt (bound as INTEGER, as
 * installSqliteBoundNumbers does for TypeORM's own statements), instants as epoch ms.
 */
function bindValue(value: unknown, sqlite: boolean): unknown {
  if (value instanceof Date) value = value.getTime();
  if (!sqlite) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  return value;
}

const dataColumns = (metadata: EntityMetadata) => metadata.columns.filter((c) => !c.isVirtual && c.databaseName);

/** Entities of `target` matching `where` (`?` placeholders, column names as in the table). */
export async function selectWhere<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  where: string,
  params: unknown[],
): Promise<T[]> {
  const metadata = manager.connection.getMetadata(target);
  const shape = shapeOf(metadata, `select ${where}`, () => {
    const columns = dataColumns(metadata);
    const list = columns.map((c) => `"${c.databaseName}"`).join(', ');
    return { sql: placeholders(manager, `SELECT ${list} FROM "${metadata.tableName}" WHERE ${where}`), columns };
  });
  const sqlite = !isPostgres(manager);
  const bound = params.map((p) => bindValue(p, sqlite));
  const held = sqlite ? heldSqlite(manager.connection, false) : null;
  const rows: Record<string, unknown>[] = held ? held.all(shape.sql, bound) : await manager.query(shape.sql, bound);
  const driver = manager.connection.driver;
  return rows.map((row) => {
    const entity: Record<string, unknown> = {};
    for (const column of shape.columns) entity[column.propertyName] = driver.prepareHydratedValue(row[column.databaseName], column);
    return entity as T;
  });
}

/** The first entity matching, or null. */
export async function selectOne<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  where: string,
  params: unknown[],
): Promise<T | null> {
  return (await selectWhere(manager, target, `${where} LIMIT 1`, params))[0] ?? null;
}

interface Insert {
  /** with `?` placeholders */
  text: string;
  params: unknown[];
}

/** The INSERT of these rows (every property the first row defines), its text built once per shape. */
function insertOf<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: readonly T[]): Insert {
  const metadata = manager.connection.getMetadata(target);
  const first = rows[0] as Record<string, unknown>;
  const present = dataColumns(metadata).filter((c) => c.isInsert && first[c.propertyName] !== undefined);
  const key = `insert ${rows.length} ${present.map((c) => c.propertyName).join(',')}`;
  const shape = shapeOf(metadata, key, () => {
    const list = present.map((c) => `"${c.databaseName}"`).join(', ');
    const tuple = `(${present.map(() => '?').join(', ')})`;
    const values = Array.from({ length: rows.length }, () => tuple).join(', ');
    return { sql: `INSERT INTO "${metadata.tableName}" (${list}) VALUES ${values}`, columns: present };
  });
  const driver = manager.connection.driver;
  const sqlite = !isPostgres(manager);
  const params: unknown[] = [];
  for (const row of rows as Record<string, unknown>[]) {
    for (const column of shape.columns) {
      params.push(bindValue(driver.preparePersistentValue(row[column.propertyName] ?? null, column), sqlite));
    }
  }
  return { text: shape.sql, params };
}

async function runInsert(manager: EntityManager, insert: Insert): Promise<void> {
  const held = isPostgres(manager) ? null : heldSqlite(manager.connection, true);
  if (held) held.run(insert.text, insert.params);
  else await manager.query(placeholders(manager, insert.text), insert.params);
}

/**
 * Inserts rows (every property the first row defines, undefined ones left to the column's
 * default) in one statement. No listeners run: the caller fills ids and timestamps.
 */
export async function insertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: readonly T[],
): Promise<void> {
  if (rows.length > 0) await runInsert(manager, insertOf(manager, target, rows));
}

/**
 * Rows of several tables, parents first. On PostgreSQL one statement (each insert but the last in
 * a WITH; foreign keys are checked at the statement's end): a single round trip while the
 * transaction holds rows other orders wait for. On SQLite, one insert after another.
 */
export async function insertAll(
  manager: EntityManager,
  groups: readonly (readonly [EntityTarget<ObjectLiteral>, readonly ObjectLiteral[]])[],
): Promise<void> {
  const inserts = groups.filter(([, rows]) => rows.length > 0).map(([target, rows]) => insertOf(manager, target, rows));
  if (!isPostgres(manager) || inserts.length < 2) {
    for (const insert of inserts) await runInsert(manager, insert);
    return;
  }
  const last = inserts[inserts.length - 1];
  const withs = inserts.slice(0, -1).map((insert, i) => `w${i} AS (${insert.text})`);
  await runInsert(manager, { text: `WITH ${withs.join(', ')} ${last.text}`, params: inserts.flatMap((i) => i.params) });
}

/**
 * A plain statement (`?` placeholders) and what it gave: its rows (a SELECT, or any statement with
 * RETURNING) and how many rows it changed. For the hot path's writes that are neither a select
 * nor an insert of entities: a counter, a conditional upsert.
 */
export async function execute(
  manager: EntityManager,
  sql: string,
  params: unknown[],
  { returnsRows = false }: { returnsRows?: boolean } = {},
): Promise<{ rows: Record<string, unknown>[]; affected: number }> {
  const sqlite = !isPostgres(manager);
  const bound = params.map((p) => bindValue(p, sqlite));
  const held = sqlite ? heldSqlite(manager.connection, true) : null;
  if (held) {
    if (returnsRows) {
      const rows = held.all(sql, bound);
      return { rows, affected: rows.length };
    }
    return { rows: [], affected: held.run(sql, bound).changes };
  }
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const result = await runner.query(placeholders(manager, sql), bound, true);
    const rows = (result.records ?? []) as Record<string, unknown>[];
    return { rows, affected: result.affected ?? rows.length };
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}
