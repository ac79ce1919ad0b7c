import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan, MoreThanOrEqual } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { SignInAddress } from './sign-in-address.entity.js';

/** How long a successful sign-in keeps its address exempt from the account-wide limit (DECISIONS 10.8). */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

/** The addresses that signed into each account lately (sign-in-address.entity.ts). */
@Injectable()
export class SignInAddressesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** One primary-key lookup; asked only while the account is blocked. */
  known(userId: string, address: string): Promise<boolean> {
    return this.db.manager.existsBy(SignInAddress, {
      user_id: userId,
      address_hash: this.hash(address),
      last_success_at: MoreThanOrEqual(new Date(Date.now() - KNOWN_ADDRESS_MS)),
    });
  }

  async remember(userId: string, address: string): Promise<void> {
    const now = new Date();
    await this.db.manager.upsert(SignInAddress, { user_id: userId, address_hash: this.hash(address), last_success_at: now }, ['user_id', 'address_hash']);
    // the account's stale addresses go as it signs in: the table stays as small as its use
    await this.db.manager.delete(SignInAddress, { user_id: userId, last_success_at: LessThan(new Date(now.getTime() - KNOWN_ADDRESS_MS)) });
  }

  /** Keyed with the install's secret: the table holds no address anyone could read back. */
  private hash(address: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`sign-in-address:${address}`).digest('hex');
  }
}
