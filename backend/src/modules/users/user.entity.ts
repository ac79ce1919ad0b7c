import { Column, Entity, Index } from 'typeorm';
import type { Role } from '@quentinha/shared/api/types';
import { BaseEntity } from '../../common/database/base.entity.js';
import { JsonColumn, TextColumn, TimestampColumn } from '../../common/database/columns.js';

@Entity('users')
export class User extends BaseEntity {
  @TextColumn(100)
  name: string;

  /** stored lower-cased: emails are unique case-insensitively */
  @Index('uq_users_email', { unique: true })
  @TextColumn(254)
  email: string;

  @TextColumn(255)
  password_hash: string;

  @TextColumn(20, { default: 'customer' })
  role: Role;

  @TextColumn(30, { nullable: true })
  user_type: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @TextColumn(20, { nullable: true })
  phone: string | null;

  @JsonColumn({ nullable: true })
  address: Record<string, unknown> | null;

  @JsonColumn({ nullable: true })
  preferences: Record<string, unknown> | null;

  @TimestampColumn({ nullable: true })
  last_login: Date | null;

  @Column({ type: 'boolean', default: false })
  email_verified: boolean;

  @Column({ type: 'boolean', default: false })
  phone_verified: boolean;

  /** bumped to end every session of the user at once (disable, password change) */
  @Column({ type: 'integer', default: 0 })
  token_version: number;
}
