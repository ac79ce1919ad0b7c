import { type ExecutionContext, Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { RedisModule } from '../../infrastructure/redis/redis.module.js';
import { AccountLockout } from './account-lockout.js';
import { AUTH_LIMIT, ORDER_LIMIT, RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitStorage } from './rate-limit-storage.js';

const MINUTE = 60_000;
/** Roles that enter orders for customers on the phone: never limited. */
const BACK_OFFICE = new Set(['admin', 'staff', 'kitchen']);

const enteredByStaff = (context: ExecutionContext) => {
  const role = context.switchToHttp().getRequest<{ user?: { role?: string } | null }>().user?.role;
  return role !== undefined && BACK_OFFICE.has(role);
};

/** The storage on its own, so ThrottlerModule's factory can be handed it. */
@Module({ imports: [RedisModule], providers: [RateLimitStorage], exports: [RateLimitStorage] })
class RateLimitStorageModule {}

/**
 * The request limits of the API on @nestjs/throttler (DECISIONS 9.6), counted in Redis when the
 * instances share one. The client address is request.ip, which honours TRUST_PROXY.
 */
@Global()
@Module({
  imports: [
    RateLimitStorageModule,
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [APP_CONFIG, RateLimitStorage],
      useFactory: (config: AppConfig, storage: RateLimitStorage) => ({
        storage,
        setHeaders: false,
        throttlers: [
          { name: AUTH_LIMIT, ttl: MINUTE, limit: config.authRateLimitPerMinute },
          {
            name: ORDER_LIMIT,
            ttl: 10 * MINUTE,
            limit: Math.max(1, config.orderRateLimit),
            skipIf: (context) => config.orderRateLimit === 0 || enteredByStaff(context),
          },
        ],
      }),
    }),
  ],
  providers: [RateLimitGuard, AccountLockout],
  exports: [RateLimitStorageModule, RateLimitGuard, AccountLockout, ThrottlerModule],
})
export class RateLimitModule {}
