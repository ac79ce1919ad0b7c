import { applyDecorators, type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { FixedWindowLimiter } from './fixed-window-limiter.js';

export const RATE_LIMITED_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos.';
const FAMILY = 'auth:rateLimitFamily';
const WINDOW_MS = 60_000;

/** Login and register each count on their own: a burst of sign-ups does not lock out sign-ins. */
export type RateLimitFamily = 'login' | 'register';

/**
 * Counts every attempt (right or wrong) per client address before the body is even validated.
 * request.ip honours TRUST_PROXY, so behind a proxy the real client is counted, not the proxy.
 */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  private readonly limiters = new Map<RateLimitFamily, FixedWindowLimiter>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const family = this.reflector.get<RateLimitFamily>(FAMILY, context.getHandler());
    if (!family) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const { allowed, retryAfterSeconds } = this.limiterFor(family).hit(request.ip);
    if (allowed) return true;
    void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(retryAfterSeconds));
    throw new DomainError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  }

  private limiterFor(family: RateLimitFamily): FixedWindowLimiter {
    let limiter = this.limiters.get(family);
    if (!limiter) {
      limiter = new FixedWindowLimiter(this.config.authRateLimitPerMinute, WINDOW_MS);
      this.limiters.set(family, limiter);
    }
    return limiter;
  }
}

export const RateLimited = (family: RateLimitFamily) => applyDecorators(SetMetadata(FAMILY, family), UseGuards(AuthRateLimitGuard));
