import { Injectable } from '@nestjs/common';
import { DomainError } from '../errors/domain-error.js';
import { RATE_LIMITED_MESSAGE } from './rate-limit.guard.js';
import { RateLimitStorage } from './rate-limit-storage.js';

const WINDOW_MS = 15 * 60_000;
/** Failed sign-ins one account may take from one address in the window (DECISIONS 10.8). */
export const PAIR_FAILURES_ALLOWED = 10;
/** Failed sign-ins one account may take from all addresses together in the window. */
export const ACCOUNT_FAILURES_ALLOWED = 100;
const PAIR = 'account-address';
const ACCOUNT = 'account';

/** Whether the address asking signed into this account lately: asked only when the account is blocked. */
export type KnownAddress = () => Promise<boolean>;

const tooMany = () => new DomainError('RATE_LIMITED', RATE_LIMITED_MESSAGE);

/**
 * Failed sign-ins per account (DECISIONS 10.8), counted where the other limits are (Redis when
 * the instances share one). One address may guess an account 10 times in 15 minutes, then that
 * pair waits; a botnet spread over many addresses is stopped at 100 for the account, but not for
 * an address that signed into it in the last 30 days: strangers can neither guess freely nor lock
 * the owner out. Only failures count and nothing resets them (a success by one party must not
 * wipe the count of another).
 */
@Injectable()
export class AccountLockout {
  /** per account: the sign-in being checked now; the next one waits for it (see oneAtATime) */
  private readonly checking = new Map<string, Promise<unknown>>();

  constructor(private readonly storage: RateLimitStorage) {}

  /**
   * One password check per account at a time on this instance. A burst that arrives together
   * would otherwise pass assertOpen before any of its failures is counted (a password check takes
   * tens of milliseconds) and get many more guesses than the allowance; in line, each sees the
   * failures before it. Across instances the overshoot is at most one guess per other instance.
   */
  async oneAtATime<T>(email: string, work: () => Promise<T>): Promise<T> {
    const key = accountKey(email);
    const before = this.checking.get(key) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(work);
    this.checking.set(key, mine);
    try {
      return await mine;
    } finally {
      if (this.checking.get(key) === mine) this.checking.delete(key);
    }
  }

  async assertOpen(email: string, address: string, known: KnownAddress): Promise<void> {
    const [pairBlocked, accountBlocked] = await Promise.all([
      this.storage.blockedFor(pairKey(email, address), PAIR),
      this.storage.blockedFor(accountKey(email), ACCOUNT),
    ]);
    if (pairBlocked > 0 || (accountBlocked > 0 && !(await known()))) throw tooMany();
  }

  /**
   * Counts one failure for the pair and the account. The failure that uses up an allowance is
   * still answered as what it is (a wrong password); the next attempt meets the block in
   * assertOpen, whatever password it brings: after 10 failures, no 11th guess.
   */
  async recordFailure(email: string, address: string): Promise<void> {
    await Promise.all([
      this.storage.increment(pairKey(email, address), WINDOW_MS, PAIR_FAILURES_ALLOWED - 1, WINDOW_MS, PAIR),
      this.storage.increment(accountKey(email), WINDOW_MS, ACCOUNT_FAILURES_ALLOWED - 1, WINDOW_MS, ACCOUNT),
    ]);
  }
}

const normalized = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `login:${normalized(email)}`;
const pairKey = (email: string, address: string) => `login-from:${normalized(email)}|${address}`;
