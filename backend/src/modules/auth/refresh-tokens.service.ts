import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { RefreshToken } from './refresh-token.entity.js';

/** What presenting a refresh token turned out to be. */
export type RotationResult =
  | { kind: 'rotated'; userId: string; token: string }
  | { kind: 'reused'; userId: string }
  | { kind: 'invalid' };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Plausible tokens only: 43 base64url chars; anything else is not worth a database lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Opaque refresh tokens (32 random bytes), stored as SHA-256 so the table alone opens no session.
 * Each use revokes the token and issues a new one; rows revoked by rotation are kept until they
 * expire so a second use of an old token is recognised as theft. Logout deletes its row.
 */
@Injectable()
export class RefreshTokensService {
  constructor(
    @InjectRepository(RefreshToken) private readonly tokens: Repository<RefreshToken>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    // housekeeping on the user's own rows keeps the table small without a scheduler
    await this.tokens.delete({ user_id: userId, expires_at: LessThan(now) });
    await this.tokens.insert(
      this.tokens.create({
        user_id: userId,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + this.config.refreshTokenTtlSeconds * 1000),
        revoked_at: null,
      }),
    );
    return token;
  }

  async rotate(token: string | undefined): Promise<RotationResult> {
    const row = await this.find(token);
    if (!row || row.expires_at.getTime() <= Date.now()) return { kind: 'invalid' };
    if (row.revoked_at) return { kind: 'reused', userId: row.user_id };
    // conditional update: of two requests racing with the same token only one wins
    const result = await this.tokens.update({ id: row.id, revoked_at: IsNull() }, { revoked_at: new Date() });
    if (!result.affected) return { kind: 'reused', userId: row.user_id };
    return { kind: 'rotated', userId: row.user_id, token: await this.issue(row.user_id) };
  }

  /**
   * Logout: the row goes, so showing this token again is plainly invalid, not a theft alarm.
   * Returns whose token it was (null when there was none).
   */
  async revoke(token: string | undefined): Promise<string | null> {
    const row = await this.find(token);
    if (!row) return null;
    await this.tokens.delete({ id: row.id });
    return row.user_id;
  }

  private find(token: string | undefined): Promise<RefreshToken | null> | null {
    if (!token || !TOKEN_SHAPE.test(token)) return null;
    return this.tokens.findOneBy({ token_hash: hashToken(token) });
  }
}
