import { Entity, Index } from 'typeorm';
import { BaseEntity } from '../../common/database/base.entity.js';
import { RefColumn, TextColumn, TimestampColumn } from '../../common/database/columns.js';

/** One row per issued refresh token; only its SHA-256 is stored, so a leak of the table is harmless. */
@Entity('refresh_tokens')
export class RefreshToken extends BaseEntity {
  @Index('ix_refresh_tokens_user')
  @RefColumn({ nullable: false })
  user_id: string;

  @Index('uq_refresh_tokens_hash', { unique: true })
  @TextColumn(64)
  token_hash: string;

  @TimestampColumn()
  expires_at: Date;

  @TimestampColumn({ nullable: true })
  revoked_at: Date | null;

  /**
   * The sign-in this token belongs to, the same across its rotations and named in every access
   * token issued with it (`sid`): when no live row of the session is left (logout, sessions
   * ended), its access tokens stop at once (live-session.ts). Null on rows older than the column.
   */
  @Index('ix_refresh_tokens_session')
  @RefColumn()
  session_id: string | null;
}
