import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { closeSharedRedis, SHARED_REDIS, type SharedRedis, sharedRedisProvider } from './shared-redis.js';

/**
 * The one Redis connection of this instance (null without REDIS_URL), for realtime, rate limiting
 * and health alike. Nest builds a module once, so every importer shares the same clients.
 */
@Module({ providers: [sharedRedisProvider], exports: [SHARED_REDIS] })
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(SHARED_REDIS) private readonly redis: SharedRedis | null) {}

  /** Shutdown hooks run after Nest has closed the Socket.IO server, whose adapter still needed the clients. */
  async onApplicationShutdown(): Promise<void> {
    await closeSharedRedis(this.redis);
  }
}
