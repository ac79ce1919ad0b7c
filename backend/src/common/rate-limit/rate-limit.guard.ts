import { applyDecorators, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../errors/domain-error.js';

export const RATE_LIMITED_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos.';

/** The named limits (rate-limit.module.ts): sign-in/sign-up per address, orders per address. */
export const AUTH_LIMIT = 'default';
export const ORDER_LIMIT = 'orders';

/** @nestjs/throttler's guard, answering like the rest of the API: 429, Retry-After, a Portuguese message. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    void reply.header('retry-after', String(Math.max(1, detail.timeToBlockExpire)));
    throw new DomainError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  }
}

/** Sign-in and sign-up: every attempt (right or wrong) counts per client address, each route on its own. */
export const AuthRateLimit = () => applyDecorators(UseGuards(RateLimitGuard), SkipThrottle({ [ORDER_LIMIT]: true }));

/** Guest and customer checkouts per client address (ORDER_RATE_LIMIT per 10 minutes); staff are not limited. */
export const OrderRateLimit = () => applyDecorators(UseGuards(RateLimitGuard), SkipThrottle({ [AUTH_LIMIT]: true }));
