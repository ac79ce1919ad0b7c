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
}
