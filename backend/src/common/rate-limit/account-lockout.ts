import { Injectable } from '@nestjs/common';
import { DomainError } from '../errors/domain-error.js';
import { RATE_LIMITED_MESSAGE } from './rate-limit.guard.js';
import { RateLimitStorage } from './rate-limit-storage.js';

const WINDOW_MS = 15 * 60_000;
/** Failed sign-ins one account may take in the window, whatever addresses they come from. */
export const ACCOUNT_FAILURES_ALLOWED = 10;
const THROTTLER = 'account';

/**
 * Brute force spread over many addresses (a botnet) passes the per-address limit: it is stopped
 * per account instead. Only failures count, so the owner signing in again and again is never
 * locked out; the 11th failure in 15 minutes blocks the account's sign-in for 15 minutes.
 */
@Injectable()
export class AccountLockout {
  constructor(private readonly storage: RateLimitStorage) {}

  async assertOpen(email: string): Promise<void> {
    if ((await this.storage.blockedFor(keyFor(email), THROTTLER)) > 0) throw new DomainError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  }

  /** Counts one failure; throws the 429 once this one passed the allowance. */
  async recordFailure(email: string): Promise<void> {
    const { isBlocked } = await this.storage.increment(keyFor(email), WINDOW_MS, ACCOUNT_FAILURES_ALLOWED, WINDOW_MS, THROTTLER);
    if (isBlocked) throw new DomainError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  }
}

const keyFor = (email: string) => `login:${email.trim().toLowerCase()}`;
