import type { DataSource, QueryRunner } from 'typeorm';
import { currentUnitOfWork } from './request-context.js';

/** A FIFO lock handed directly from one holder to the next. */
class Lock {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  async acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

type Runner = QueryRunner & { transactionDepth: number };

/**
 * TypeORM's better-sqlite3 driver has ONE query runner for the whole app. Left alone, a second
 * request's transaction would start as a savepoint inside the first one, and its plain writes
 * would run inside it too: the first request's rollback would then erase rows another request
 * was told were saved. This makes the shared runner behave like one connection per unit of work:
 * - a transaction takes the lock from BEGIN to the final COMMIT/ROLLBACK;
 * - outside its owner, the runner reports no active transaction (so TypeORM starts a real one);
 * - a statement from another unit of work waits for the lock and holds it while it runs.
 * PostgreSQL has a connection per transaction and needs none of this.
 */
export function installSqliteTransactionLock(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  const runner = dataSource.driver.createQueryRunner('master') as Runner;
  if ((runner as { __transactionLock?: boolean }).__transactionLock) return;
  const lock = new Lock();
  let owner: object | null = null;
  let active = false;
  const ownedByMe = () => owner !== null && owner === currentUnitOfWork();

  Object.defineProperty(runner, 'isTransactionActive', {
    get: () => active && ownedByMe(),
    set: (value: boolean) => {
      active = value;
    },
    configurable: true,
  });

  const start = runner.startTransaction.bind(runner);
  const commit = runner.commitTransaction.bind(runner);
  const rollback = runner.rollbackTransaction.bind(runner);
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;

  const releaseIfDone = () => {
    if (runner.transactionDepth === 0 && owner !== null) {
      owner = null;
      active = false;
      lock.release();
    }
  };

  runner.startTransaction = async (isolationLevel) => {
    if (!ownedByMe()) {
      await lock.acquire();
      owner = currentUnitOfWork();
    }
    try {
      await start(isolationLevel);
    } catch (error) {
      releaseIfDone();
      throw error;
    }
  };
  runner.commitTransaction = async () => {
    try {
      await commit();
    } finally {
      // a failed COMMIT leaves the depth as it was: TypeORM's rollback follows and releases
      releaseIfDone();
    }
  };
  runner.rollbackTransaction = async () => {
    try {
      await rollback();
    } catch (error) {
      // a failed outermost ROLLBACK must not keep every other request waiting forever
      if (runner.transactionDepth === 1) runner.transactionDepth = 0;
      throw error;
    } finally {
      releaseIfDone();
    }
  };
  (runner as { query: unknown }).query = async (...args: unknown[]) => {
    if (ownedByMe()) return query(...args);
    await lock.acquire();
    try {
      return await query(...args);
    } finally {
      lock.release();
    }
  };
  (runner as { __transactionLock?: boolean }).__transactionLock = true;
}
