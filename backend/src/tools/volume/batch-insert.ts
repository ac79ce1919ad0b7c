import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { EntityTarget, ObjectLiteral, QueryRunner } from 'typeorm';

/**
 * Bound values per statement. SQLite here allows 32766 and PostgreSQL 65535; a few thousand keeps
 * each statement large enough to be cheap per row and small enough to parse quickly.
 */
const PARAMS_PER_STATEMENT = 8000;

interface Plan {
  table: string;
  columns: ColumnMetadata[];
  /** one '(?, ?, ...)' or '($1, $2, ...)' per row count, built once */
  statements: Map<number, string>;
}

/**
 * Multi-row INSERTs built from the entity metadata, every value converted by the TypeORM driver
 * exactly as the app's own inserts convert it (transformers, simple-json, booleans). Faster than
 * the query builder for hundreds of thousands of rows, and the same bytes in the tables.
 */
export class BatchInserter {
  private readonly plans = new Map<unknown, Plan>();
  private readonly sqlite: boolean;

  constructor(private readonly runner: QueryRunner) {
    this.sqlite = runner.connection.options.type === 'better-sqlite3';
  }

  async insert<T extends ObjectLiteral>(target: EntityTarget<T>, rows: readonly T[]): Promise<void> {
    if (rows.length === 0) return;
    const plan = this.planFor(target);
    const perStatement = Math.max(1, Math.floor(PARAMS_PER_STATEMENT / plan.columns.length));
    for (let from = 0; from < rows.length; from += perStatement) {
      const chunk = rows.slice(from, from + perStatement);
      const params: unknown[] = [];
      for (const row of chunk) for (const column of plan.columns) params.push(this.value(row, column, plan.table));
      await this.runner.query(this.statement(plan, chunk.length), params);
    }
  }

  private planFor(target: EntityTarget<ObjectLiteral>): Plan {
    let plan = this.plans.get(target);
    if (!plan) {
      const meta = this.runner.connection.getMetadata(target);
      // a relation's join column and the plain column of the same name are one column in the table
      const seen = new Set<string>();
      const columns = meta.columns.filter((c) => !seen.has(c.databaseName) && seen.add(c.databaseName));
      plan = { table: meta.tableName, columns, statements: new Map() };
      this.plans.set(target, plan);
    }
    return plan;
  }

  private statement(plan: Plan, rows: number): string {
    let sql = plan.statements.get(rows);
    if (!sql) {
      const driver = this.runner.connection.driver;
      const names = plan.columns.map((c) => driver.escape(c.databaseName)).join(', ');
      const width = plan.columns.length;
      const tuples: string[] = [];
      for (let r = 0; r < rows; r++) {
        const marks = plan.columns.map((_, c) => (this.sqlite ? '?' : `$${r * width + c + 1}`));
        tuples.push(`(${marks.join(', ')})`);
      }
      sql = `INSERT INTO ${driver.escape(plan.table)} (${names}) VALUES ${tuples.join(', ')}`;
      plan.statements.set(rows, sql);
    }
    return sql;
  }

  private value(row: ObjectLiteral, column: ColumnMetadata, table: string): unknown {
    const raw = row[column.propertyName];
    if (raw === undefined) {
      // every column is written explicitly, as the app's inserts do: a gap is a bug here
      throw new Error(`${table}.${column.databaseName}: valor ausente`);
    }
    const value = this.runner.connection.driver.preparePersistentValue(raw, column);
    // the app binds integers as INTEGER on SQLite (sqlite-bound-numbers.ts); do the same
    if (this.sqlite && typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
    return value;
  }
}
