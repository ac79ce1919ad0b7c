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

/** A statement with `?` placeholders and its values. */
export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * A column value taken from what an earlier statement of `writeTogether` returned (its first row):
 * on PostgreSQL a reference to that statement inside the one statement sent, on SQLite the value
 * the earlier statement gave, bound like any other.
 */
export class Returned {
  constructor(
    readonly statement: string,
    readonly column: string,
  ) {}
}

type Results = Record<string, Record<string, unknown>[]>;

/**
 * The INSERT of these rows (every property the first row defines), its text built once per shape.
 * A `Returned` value is inlined on PostgreSQL and looked up in `results` on SQLite.
 */
function insertOf<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: readonly T[],
  results: Results = {},
): Statement {
  const metadata = manager.connection.getMetadata(target);
  const first = rows[0] as Record<string, unknown>;
  const present = dataColumns(metadata).filter((c) => c.isInsert && first[c.propertyName] !== undefined);
  const sqlite = !isPostgres(manager);
  const inlined = (value: unknown): value is Returned => !sqlite && value instanceof Returned;
  const slot = (row: Record<string, unknown>, column: ColumnMetadata) => {
    const value = row[column.propertyName];
    return inlined(value) ? `(SELECT "${value.column}" FROM "${value.statement}")` : '?';
  };
  const key = `insert ${rows.length} ${present.map((c) => c.propertyName + (inlined(first[c.propertyName]) ? slot(first, c) : '')).join(',')}`;
  const shape = shapeOf(metadata, key, () => {
    const list = present.map((c) => `"${c.databaseName}"`).join(', ');
    const values = (rows as Record<string, unknown>[]).map((row) => `(${present.map((c) => slot(row, c)).join(', ')})`).join(', ');
    return { sql: `INSERT INTO "${metadata.tableName}" (${list}) VALUES ${values}`, columns: present };
  });
  const driver = manager.connection.driver;
  const params: unknown[] = [];
  for (const row of rows as Record<string, unknown>[]) {
    for (const column of shape.columns) {
      let value = row[column.propertyName];
      if (inlined(value)) continue;
      if (value instanceof Returned) value = results[value.statement]?.[0]?.[value.column];
      params.push(bindValue(driver.preparePersistentValue(value ?? null, column), sqlite));
    }
  }
  return { text: shape.sql, params };
}

async function runInsert(manager: EntityManager, insert: Statement): Promise<void> {
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
 * Writes that go together: named statements that return rows (an upsert with RETURNING), then
 * rows of several tables, parents first, whose values may be `Returned` by those statements.
 * Returns each named statement's rows.
 *
 * On PostgreSQL one statement: every write in a WITH, its rows read back as JSON (foreign keys are
 * checked at the statement's end). A single round trip while the transaction holds the rows other
 * orders wait for, taken in the order given (each is read by the final SELECT in turn). On SQLite,
 * one statement after another on the held connection.
 */
export async function writeTogether(
  manager: EntityManager,
  returning: Record<string, Statement>,
  groups: readonly (readonly [EntityTarget<ObjectLiteral>, readonly ObjectLiteral[]])[],
): Promise<Results> {
  const filled = groups.filter(([, rows]) => rows.length > 0);
  const names = Object.keys(returning);
  if (!isPostgres(manager)) {
    const results: Results = {};
    for (const name of names) results[name] = (await execute(manager, returning[name].text, returning[name].params, { returnsRows: true })).rows;
    for (const [target, rows] of filled) await runInsert(manager, insertOf(manager, target, rows, results));
    return results;
  }
  const inserts = filled.map(([target, rows]) => insertOf(manager, target, rows));
  const withs = [
    ...names.map((name) => `"${name}" AS (${returning[name].text})`),
    ...inserts.map((insert, i) => `"w${i}" AS (${insert.text})`),
  ];
  const reads = names.map((name) => `(SELECT COALESCE(json_agg("r"), '[]') FROM "${name}" "r") AS "${name}"`);
  const text = `WITH ${withs.join(', ')} SELECT ${reads.length > 0 ? reads.join(', ') : '1'}`;
  const params = [...names.flatMap((name) => returning[name].params.map((p) => bindValue(p, false))), ...inserts.flatMap((i) => i.params)];
  const [row] = (await manager.query(placeholders(manager, text), params)) as Record<string, unknown>[];
  return Object.fromEntries(names.map((name) => [name, row[name] as Record<string, unknown>[]]));
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
