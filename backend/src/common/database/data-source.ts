import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { MIGRATIONS } from './migrations/index.js';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The WAL past which the checkpointer waits for a gap in the writes and truncates it. */
export const WAL_SIZE_LIMIT_BYTES = 16 * 1024 * 1024;

export function databaseKind(config: Pick<AppConfig, 'databaseUrl'>): DatabaseKind {
  return config.databaseUrl ? 'postgres' : 'sqlite';
}

/**
 * One connection layer, two drivers: the same entities and migrations on both. The entity list
 * comes from the caller (the app assembles it from its modules: see app.data-source.ts).
 */
export function dataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'databasePath'> & Partial<Pick<AppConfig, 'sqliteSynchronous'>>,
  extra: { schema?: string; entities: NonNullable<DataSourceOptions['entities']> },
): DataSourceOptions {
  const common = { entities: extra.entities, migrations: MIGRATIONS, migrationsRun: false, synchronize: false };
  if (config.databaseUrl) {
    return {
      ...common,
      type: 'postgres',
      url: config.databaseUrl,
      schema: extra.schema,
      // a database host that vanishes without a reset must not hold requests forever: give up
      // on a new connection after 5 s (the request answers 503) and detect dead ones by keepalive
      extra: { max: 10, connectionTimeoutMillis: 5000, keepAlive: true },
    };
  }
  mkdirSync(dirname(config.databasePath), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: config.databasePath,
    // WAL lets readers run beside the writer; busy_timeout makes a second process wait instead of
    // failing with SQLITE_BUSY. Automatic checkpoints are off: the checkpointer runs them off the
    // request path (see sqlite-checkpointer.ts).
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma(`synchronous = ${config.sqliteSynchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
      // once a checkpoint has reset the WAL, the file is cut back to this size instead of
      // keeping the high-water mark of the busiest minute on disk
      db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
      db.pragma('foreign_keys = ON');
    },
  };
}
