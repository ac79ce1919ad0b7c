import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { Strategy } from 'passport-jwt';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { User } from '../users/user.entity.js';
import { sessionIsLive } from './live-session.js';
import { ACCESS_COOKIE, type AccessTokenPayload, type AuthUser } from '../../common/auth/auth-user.js';

/** passport-jwt reading the access token from the httpOnly cookie (no Authorization header). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    super({
      jwtFromRequest: (req: { cookies?: Record<string, string | undefined> }) => req?.cookies?.[ACCESS_COOKIE] ?? null,
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** A disabled user, a bumped token version or a signed-out session ends it at once. */
  async validate(payload: AccessTokenPayload): Promise<AuthUser | false> {
    const [user, live] = await Promise.all([
      this.users.findOne({
        where: { id: payload.sub },
        select: { id: true, name: true, email: true, role: true, user_type: true, active: true, token_version: true },
      }),
      sessionIsLive(this.users.manager, payload.sid),
    ]);
    if (!user || !user.active || user.token_version !== payload.ver || !live) return false;
    return { id: user.id, name: user.name, email: user.email, role: user.role, user_type: user.user_type };
  }
}
