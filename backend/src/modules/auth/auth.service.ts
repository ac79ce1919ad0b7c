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
import { SignInAddressesService } from './sign-in-addresses.service.js';
import { USERS_MESSAGES } from '../users/users.service.js';

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
    private readonly addresses: SignInAddressesService,
  ) {}

  /** Public sign-up: always a customer, whatever role the body carries (DECISIONS section 4). */
  async register(dto: RegisterDto): Promise<Session> {
    const user = await this.users.createUser({ name: dto.name, email: dto.email, password: dto.password, phone: dto.phone, role: 'customer' });
    return this.startSession(user);
  }

  /**
   * Unknown email, wrong password and disabled account get the same answer and the same delay.
   * `address` is the client's (request.ip, which honours TRUST_PROXY): failures are limited per
   * account and address and per account (AccountLockout); a success remembers the address.
   */
  async login(dto: LoginDto, address: string): Promise<Session> {
    const user = await this.users.findByEmail(dto.email);
    const known = () => (user ? this.addresses.known(user.id, address) : Promise.resolve(false));
    // checked and counted in line per account: a burst cannot slip past the allowance together
    await this.lockout.oneAtATime(dto.email, async () => {
      await this.lockout.assertOpen(dto.email, address, known);
      const ok = user ? await this.hasher.verify(user.password_hash, dto.password) : await this.hasher.verifyNothing(dto.password);
      if (!user || !ok || !user.active) {
        await this.lockout.recordFailure(dto.email, address);
        throw new DomainError('UNAUTHENTICATED', AUTH_MESSAGES.badCredentials);
      }
    });
    if (!user) throw new DomainError('UNAUTHENTICATED', AUTH_MESSAGES.badCredentials);
    await this.users.recordLogin(user.id);
    await this.addresses.remember(user.id, address);
    return this.startSession(user);
  }

  /**
   * 'Alterar Senha': the other devices are signed out, this one gets a fresh session. The current
   * password is a sign-in in disguise (a stolen session could guess it): limited like one, and a
   * wrong one counts as a failed sign-in of the account (DECISIONS 10.8).
   */
  async changePassword(userId: string, current: string, next: string, address: string): Promise<Session> {
    const { email } = await this.users.findById(userId);
    return this.lockout.oneAtATime(email, async () => {
      await this.lockout.assertOpen(email, address, () => this.addresses.known(userId, address));
      try {
        return await this.startSession(await this.users.changeOwnPassword(userId, current, next));
      } catch (error) {
        if (error instanceof DomainError && error.message === USERS_MESSAGES.wrongCurrentPassword) await this.lockout.recordFailure(email, address);
        throw error;
      }
    });
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
    return { user: toUserDto(user), accessToken: this.accessTokenFor(user, result.sessionId), refreshToken: result.token };
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
    const { token, sessionId } = await this.refreshTokens.issue(user.id);
    return { user: toUserDto(user), accessToken: this.accessTokenFor(user, sessionId), refreshToken: token };
  }

  private accessTokenFor(user: User, sessionId: string): string {
    const payload: AccessTokenPayload = { sub: user.id, role: user.role, ver: user.token_version, sid: sessionId };
    return this.jwt.sign(payload);
  }
}
