import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

/** argon2's defaults (64 MiB, t=3, p=4): about 0.1 s per hash on one idle core. */
const PRODUCTION_COST = { memoryCost: 65536, timeCost: 3, parallelism: 4 };
/** Tests hash hundreds of passwords on 2 busy cores; verify() reads the cost from each hash. */
const TEST_COST = { memoryCost: 4096, timeCost: 1, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  private readonly cost: typeof PRODUCTION_COST;
  private dummyHash: Promise<string> | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.cost = config.nodeEnv === 'test' ? TEST_COST : PRODUCTION_COST;
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.cost });
  }

  /** A malformed stored hash counts as a wrong password, never as a 500. */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('dummy-password-never-matches');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
