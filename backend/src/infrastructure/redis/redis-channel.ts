import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config/config.js';

/**
 * The Redis pub/sub channel prefix of the Socket.IO adapter. Pub/sub ignores Redis database
 * numbers, so deployments sharing one Redis need distinct channels or they hear each other's
 * orders. Instances of one deployment share one database, so the channel is derived from it
 * (host, port and name, never the password): same database, same channel; another database,
 * another channel. Parallel test runs each get a fresh database, hence their own channel.
 */
export function redisChannelFor(config: Pick<AppConfig, 'databaseUrl' | 'databasePath'>): string {
  let identity = `sqlite:${config.databasePath}`;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    identity = `postgres://${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  return `quentinha:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}
