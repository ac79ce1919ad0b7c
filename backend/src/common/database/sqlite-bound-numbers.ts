import type { DataSource } from 'typeorm';

type Escape = (
  sql: string,
  parameters: Record<string, unknown>,
  nativeParameters: Record<string, unknown>,
) => [string, unknown[]];

/**
 * TypeORM's SQLite drivers write number parameters into the SQL text (`... VALUES (?, 1795438256244, 2490, ...)`),
 * so every insert or update with a timestamp is a new statement: better-sqlite3 prepares it again and
 * the runner's 100-entry statement cache is flushed by them, taking the hot SELECTs with it. Here
 * numbers are bound like any other value (safe integers as BigInt, which better-sqlite3 binds as
 * INTEGER, so a number stored in a text column still reads '5', not '5.0').
 */
export function installSqliteBoundNumbers(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  const driver = dataSource.driver as unknown as { escapeQueryWithParameters: Escape; __boundNumbers?: boolean };
  if (driver.__boundNumbers) return;
  const original = driver.escapeQueryWithParameters.bind(driver);
  driver.escapeQueryWithParameters = (sql, parameters, nativeParameters) => {
    if (!parameters) return original(sql, parameters, nativeParameters);
    const boxed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(parameters)) {
      // a Number object is not typeof 'number': the driver binds it as a parameter
      boxed[key] = typeof value === 'number' ? new Number(value) : value;
    }
    const [text, bound] = original(sql, boxed, nativeParameters);
    return [text, bound.map(unbox)];
  };
  driver.__boundNumbers = true;
}

function unbox(value: unknown): unknown {
  if (!(value instanceof Number)) return value;
  const n = value.valueOf();
  return Number.isSafeInteger(n) ? BigInt(n) : n;
}
