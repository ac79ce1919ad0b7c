import { Logger, type Provider } from '@nestjs/common';
import { createClient } from 'redis';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { redisChannelFor } from './redis-channel.js';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * The deployment's Redis (REDIS_URL), or null for a single instance: the pub/sub pair of the
 * Socket.IO Redis adapter (realtime), whose `pub` client also counts the request limits across
 * instances (rate limiting) and answers the health probe. It lives here, below both, so neither
 * depends on the other; RedisModule opens it once and closes it at shutdown.
 */
export interface SharedRedis {
  pub: RedisClient;
  sub: RedisClient;
  channel: string;
}

export const SHARED_REDIS = Symbol('SHARED_REDIS');

/** A start with Redis down fails after this many tries (one clear line); later drops retry forever. */
const START_ATTEMPTS = 10;

async function connect(url: string, channel: string): Promise<SharedRedis> {
  const logger = new Logger('Realtime');
  let started = false;
  const options = {
    url,
    socket: {
      reconnectStrategy: (retries: number, cause: Error) =>
        !started && retries >= START_ATTEMPTS
          ? new Error(`REDIS_URL: Redis não respondeu (${cause.message})`)
          : Math.min(100 * 2 ** retries, 3000),
    },
  };
  const pub = createClient(options);
  const sub = pub.duplicate();
  // node-redis throws an unhandled 'error' event without a listener: a Redis hiccup must not end
  // the process; the clients reconnect by themselves and the adapter resumes
  for (const [name, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    client.on('error', (error: Error) => logger.warn(`Redis ${name}: ${error.message}`));
  }
  // While Redis is away node-redis queues commands and, when the connection breaks, rejects them:
  // the adapter publishes without awaiting, and an unhandled rejection would end the process.
  // A lost broadcast is made good by the resync every socket gets once Redis is back.
  const publish = pub.publish.bind(pub);
  Object.defineProperty(pub, 'publish', {
    configurable: true,
    value: (...args: Parameters<typeof publish>) =>
      publish(...args).catch((error: Error) => {
        logger.warn(`Redis publish lost: ${error.message}`);
        return 0;
      }),
  });
  const results = await Promise.allSettled([pub.connect(), sub.connect()]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy();
    throw failed.reason;
  }
  started = true;
  logger.log(`Socket.IO Redis adapter on channel ${channel}`);
  return { pub, sub, channel };
}

export const sharedRedisProvider: Provider = {
  provide: SHARED_REDIS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): Promise<SharedRedis | null> | null =>
    config.redisUrl ? connect(config.redisUrl, redisChannelFor(config)) : null,
};

/** Both clients connected (and, for sub, subscribed again): broadcasts cross instances. */
export function redisReady(redis: SharedRedis): boolean {
  return redis.pub.isReady && redis.sub.isReady;
}

/**
 * Calls `listener` each time the adapter's subscriber comes back after a drop. node-redis
 * re-sends the subscriptions before it says 'ready', so from then on broadcasts flow again; what
 * was published while it was away is gone, hence the listener (the gateway's resync).
 */
export function onRedisReconnected(redis: SharedRedis, listener: () => void): () => void {
  redis.sub.on('ready', listener);
  return () => redis.sub.off('ready', listener);
}

/** After the Socket.IO server has closed (its adapter unsubscribed), so nothing is left open. */
export async function closeSharedRedis(redis: SharedRedis | null): Promise<void> {
  if (!redis) return;
  await Promise.allSettled([redis.pub.close(), redis.sub.close()]);
}
