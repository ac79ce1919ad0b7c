import { Inject, Injectable } from '@nestjs/common';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../common/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

/** Only the refresh call and logout ever need the refresh token: the browser sends it nowhere else. */
export const REFRESH_COOKIE_PATH = '/api/auth';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * The session lives in two httpOnly cookies (the client never sees a token). Secure follows the
 * request's protocol (X-Forwarded-Proto when TRUST_PROXY is set), so plain-http localhost works.
 */
@Injectable()
export class AuthCookies {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  write(request: FastifyRequest, reply: FastifyReply, tokens: SessionTokens): void {
    const base = this.base(request);
    // the cookie lives as long as the refresh token, the JWT inside it only ACCESS_TOKEN_TTL: an
    // expired token still reaches the server, which answers 401 and the client renews. A cookie
    // that vanished with its token would make a signed-in customer look like a guest.
    reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...base, path: '/', maxAge: this.config.refreshTokenTtlSeconds });
    reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...base,
      path: REFRESH_COOKIE_PATH,
      maxAge: this.config.refreshTokenTtlSeconds,
    });
  }

  clear(request: FastifyRequest, reply: FastifyReply): void {
    const base = this.base(request);
    reply.clearCookie(ACCESS_COOKIE, { ...base, path: '/' });
    reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH });
  }

  readRefresh(request: FastifyRequest): string | undefined {
    return request.cookies?.[REFRESH_COOKIE];
  }

  private base(request: FastifyRequest): CookieSerializeOptions {
    return { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' };
  }
}
