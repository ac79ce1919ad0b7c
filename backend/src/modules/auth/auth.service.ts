import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { UserDto } from '@quentinha/shared/api/types';
import type { AccessTokenPayload } from '../../common/auth/auth-user.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { AccountLockout } from '../../common/rate-limit/account-lockout.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { toUserDto } from '../users/user.mapper.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { SessionTokens } from './auth-cookies.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import { RefreshTokensService } from './refresh-tokens.service.js';

export const AUTH_MESSAGES = {
  badCredentials: 'Email ou senha incorretos',
  sessionExpired: 'Sessão expirada. Faça login novamente.',
} as const;

export interface Session extends SessionTokens {
  user: UserDto;
}

const sessionExpired = () => new DomainError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly refreshTokens: RefreshTokensService,
    private readonly jwt: JwtService,
    private readonly lockout: AccountLockout,
  ) {}

  /** Public sign-up: always a customer, whatever role the body carries (DECISIONS section 4). */
  async register(dto: RegisterDto): Promise<Session> {
    const user = await this.users.createUser({ name: dto.name, email: dto.email, password: dto.password, phone: dto.phone, role: 'customer' });
    return this.startSession(user);
  }

  /** Unknown email, wrong password and disabled account get the same answer and the same delay. */
  async login(dto: LoginDto): Promise<Session> {
    await this.lockout.assertOpen(dto.email);
    const user = await this.users.findByEmail(dto.email);
    const ok = user ? await this.hasher.verify(user.password_hash, dto.password) : await this.hasher.verifyNothing(dto.password);
    if (!user || !ok || !user.active) {
      await this.lockout.recordFailure(dto.email);
      throw new DomainError('UNAUTHENTICATED', AUTH_MESSAGES.badCredentials);
    }
    await this.users.recordLogin(user.id);
    return this.startSession(user);
  }

  /** 'Alterar Senha': the other devices are signed out, this one gets a fresh session. */
  async changePassword(userId: string, current: string, next: string): Promise<Session> {
    return this.startSession(await this.users.changeOwnPassword(userId, current, next));
  }

  async me(userId: string): Promise<UserDto> {
    return this.users.get(userId);
  }

  /**
   * Trades a refresh token for a new pair. A token already used, outside the short grace after
   * its rotation (see RefreshTokensService), means two parties hold it (one of them a thief):
   * every session of that user ends.
   */
  async refresh(token: string | undefined): Promise<Session> {
    const result = await this.refreshTokens.rotate(token);
    if (result.kind === 'reused') {
      await this.users.endSessions(result.userId);
      this.users.announceSessionsEnded(result.userId);
    }
    if (result.kind !== 'rotated') throw sessionExpired();
    const user = await this.users.findOptional(result.userId);
    if (!user || !user.active) {
      await this.refreshTokens.revoke(result.token);
      throw sessionExpired();
    }
    return { user: toUserDto(user), accessToken: this.accessTokenFor(user), refreshToken: result.token };
  }

  /**
   * Idempotent: no cookie, an unknown or an already revoked token are all fine. The user's open
   * sockets are closed: a board left signed in on a shared screen stops receiving orders at once
   * (the user's other devices reconnect with their own sessions).
   */
  async logout(token: string | undefined): Promise<void> {
    const userId = await this.refreshTokens.revoke(token);
    if (userId) this.users.announceSessionsEnded(userId);
  }

  /** A session for an account created elsewhere (the first-start owner). */
  openSession(user: User): Promise<Session> {
    return this.startSession(user);
  }

  private async startSession(user: User): Promise<Session> {
    return {
      user: toUserDto(user),
      accessToken: this.accessTokenFor(user),
      refreshToken: await this.refreshTokens.issue(user.id),
    };
  }

  private accessTokenFor(user: User): string {
    const payload: AccessTokenPayload = { sub: user.id, role: user.role, ver: user.token_version };
    return this.jwt.sign(payload);
  }
}
