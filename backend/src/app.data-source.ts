import type { DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from './common/database/data-source.js';
import type { AppConfig } from './config/config.js';
import { ENTITIES } from './app.entities.js';

/** The app's connection options: common's connection layer with the app's entity list. Used by the
 * server, the tools, the migration generator and the tests' own connections. */
export function appDataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'databasePath'> & Partial<Pick<AppConfig, 'sqliteSynchronous'>>,
  extra: { schema?: string } = {},
): DataSourceOptions {
  return dataSourceOptions(config, { ...extra, entities: ENTITIES });
}
