import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { ENTITIES, MIGRATIONS } from './schema.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export function databaseKind(config: Pick<AppConfig, 'databaseUrl'>): DatabaseKind {
  return config.databaseUrl ? 'postgres' : 'sqlite';
}

/** One connection layer, two drivers: the same entities and migrations on both. */
export function dataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'databasePath'>,
  extra: { schema?: string } = {},
): DataSourceOptions {
  const common = { entities: ENTITIES, migrations: MIGRATIONS, migrationsRun: false, synchronize: false };
  if (config.databaseUrl) {
    return {
      ...common,
      type: 'postgres',
      url: config.databaseUrl,
      schema: extra.schema,
      extra: { max: 10 },
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
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
    },
  };
}
