import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, LessThan, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { RefreshToken } from './refresh-token.entity.js';

/** What presenting a refresh token turned out to be. */
export type RotationResult =
  | { kind: 'rotated'; userId: string; token: string; sessionId: string }
  | { kind: 'reused'; userId: string }
  | { kind: 'invalid' };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Plausible tokens only: 43 base64url chars; anything else is not worth a database lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Opaque refresh tokens (32 bytes), stored as SHA-256 so the table alone opens no session. Each
 * use revokes the token and issues its successor; rows revoked by rotation are kept until they
 * expire so a later use of an old token is recognised as theft. Logout deletes its row.
 *
 * The successor is not random but HMAC(secret, token): the server can name it again without
 * keeping it. So a token shown again within REFRESH_REUSE_GRACE seconds of its rotation (two tabs
 * renewing at once, an answer lost on a flaky link) gets the very pair its rotation produced, as
 * the reuse interval of Auth0, Okta or Cognito does, and the browser ends with one live token
 * whichever answer lands last. Only the token just before the live one gets that grace: an older
 * one, or any reuse after the window, is theft.
 */
@Injectable()
export class RefreshTokensService {
  constructor(
    @InjectRepository(RefreshToken) private readonly tokens: Repository<RefreshToken>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new sign-in: its first refresh token and the session id its access tokens carry (`sid`). */
  async issue(userId: string): Promise<{ token: string; sessionId: string }> {
    const token = randomBytes(32).toString('base64url');
    const sessionId = randomUUID();
    await this.store(this.tokens.manager, userId, token, sessionId);
    return { token, sessionId };
  }

  async rotate(token: string | undefined): Promise<RotationResult> {
    const row = await this.find(token);
    if (!token || !row || row.expires_at.getTime() <= Date.now()) return { kind: 'invalid' };
    const next = this.successorOf(token);
    // a row from before sessions had ids starts one here, named after it; its successors share it
    const sessionId = row.session_id ?? row.id;
    let revokedAt = row.revoked_at;
    if (!revokedAt) {
      if (await this.revokeAndStore(row, next, sessionId)) return { kind: 'rotated', userId: row.user_id, token: next, sessionId };
      // a concurrent request with the same token rotated it a moment ago
      revokedAt = new Date();
    }
    if (Date.now() - revokedAt.getTime() <= this.config.refreshReuseGraceSeconds * 1000) {
      const successor = await this.find(next);
      // its session was signed out meanwhile: nothing to hand back, and no sign of theft either
      if (!successor) return { kind: 'invalid' };
      if (!successor.revoked_at) return { kind: 'rotated', userId: row.user_id, token: next, sessionId };
    }
    return { kind: 'reused', userId: row.user_id };
  }

  /**
   * Logout: the session's rows go (this token, its successor, the ones it rotated from), so its
   * access tokens stop at once (live-session.ts) and showing a token of it again is plainly
   * invalid, not a theft alarm. Returns whose token it was (null when there was none).
   */
  async revoke(token: string | undefined): Promise<string | null> {
    const row = await this.find(token);
    if (!row) return null;
    await this.tokens.delete(row.session_id ? { session_id: row.session_id } : { id: row.id });
    return row.user_id;
  }

  /** The conditional update lets one of two racing requests win; its successor commits with it. */
  private revokeAndStore(row: RefreshToken, next: string, sessionId: string): Promise<boolean> {
    return this.tokens.manager.transaction(async (manager) => {
      const result = await manager.update(RefreshToken, { id: row.id, revoked_at: IsNull() }, { revoked_at: new Date() });
      if (!result.affected) return false;
      await this.store(manager, row.user_id, next, sessionId);
      return true;
    });
  }

  private async store(manager: EntityManager, userId: string, token: string, sessionId: string): Promise<void> {
    const now = new Date();
    // housekeeping on the user's own rows keeps the table small without a scheduler
    await manager.delete(RefreshToken, { user_id: userId, expires_at: LessThan(now) });
    await manager.insert(
      RefreshToken,
      manager.create(RefreshToken, {
        user_id: userId,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + this.config.refreshTokenTtlSeconds * 1000),
        revoked_at: null,
        session_id: sessionId,
      }),
    );
  }

  /** Keyed by the server's secret: whoever holds a token cannot work out the next one. */
  private successorOf(token: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`refresh-successor:${token}`).digest('base64url');
  }

  private find(token: string | undefined): Promise<RefreshToken | null> | null {
    if (!token || !TOKEN_SHAPE.test(token)) return null;
    return this.tokens.findOneBy({ token_hash: hashToken(token) });
  }
}
