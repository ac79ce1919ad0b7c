import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { redisReady, SHARED_REDIS, type SharedRedis } from '../../infrastructure/redis/shared-redis.js';

/** A Redis answer slower than this is not waited for: this instance counts on its own meanwhile. */
const REDIS_ANSWER_MS = 500;

/**
 * One fixed window per key with a block once over the limit, atomic in Redis (several instances
 * share the count). Returns [hits, ms left in the window, blocked 0/1, ms left in the block].
 */
const INCREMENT_SCRIPT = `
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft > 0 then
  return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1]), 1, blockLeft}
end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttlLeft = redis.call('PTTL', KEYS[1])
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return {hits, ttlLeft, 1, tonumber(ARGV[3])}
end
return {hits, ttlLeft, 0, 0}`;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

function withinRedisTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), REDIS_ANSWER_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Where @nestjs/throttler counts: Redis when REDIS_URL is set, so a limit holds across every
 * instance; this process's memory otherwise, and also while Redis is away (a Redis hiccup must
 * neither lock everyone out nor turn the limits off).
 */
@Injectable()
export class RateLimitStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly memory = new ThrottlerStorageService();

  constructor(@Inject(SHARED_REDIS) private readonly redis: SharedRedis | null) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.redis && redisReady(this.redis)) {
      try {
        const [hits, ttlLeft, blocked, blockLeft] = (await withinRedisTime(
          this.redis.pub.eval(INCREMENT_SCRIPT, {
            keys: [this.redisKey(throttlerName, key, 'hits'), this.redisKey(throttlerName, key, 'block')],
            arguments: [String(ttl), String(limit), String(blockDuration)],
          }),
        )) as number[];
        return { totalHits: hits!, timeToExpire: seconds(ttlLeft!), isBlocked: blocked === 1, timeToBlockExpire: seconds(blockLeft!) };
      } catch (error) {
        this.logger.warn(`Redis fora: contando só nesta instância (${(error as Error).message})`);
      }
    }
    return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  /** Seconds left of a block on this key (0: not blocked), without counting a hit. */
  async blockedFor(key: string, throttlerName: string): Promise<number> {
    if (this.redis && redisReady(this.redis)) {
      try {
        return seconds(await withinRedisTime(this.redis.pub.pTTL(this.redisKey(throttlerName, key, 'block'))));
      } catch {
        /* fall back to this instance's own count */
      }
    }
    const record = this.memory.storage.get(key);
    return record?.isBlocked ? seconds(record.blockExpiresAt - Date.now()) : 0;
  }

  onApplicationShutdown(): void {
    this.memory.onApplicationShutdown();
  }

  /** Under the deployment's own prefix: two deployments sharing a Redis never count together. */
  private redisKey(throttlerName: string, key: string, part: 'hits' | 'block'): string {
    return `${this.redis!.channel}:rl:${throttlerName}:${key}:${part}`;
  }
}
