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

type Runner = QueryRunner & { transactionDepth: number; __hold?: <T>(work: () => Promise<T>) => Promise<T> };

/**
 * Runs `work` (reads, checks and its transaction) holding the SQLite database once: every
 * statement of this unit of work runs as it comes instead of queueing again behind every other
 * request (under a burst, each re-queue adds the whole queue's wait to the tail). Elsewhere
 * (PostgreSQL: a connection per transaction) it simply runs `work`. `work` must not wait on
 * another unit of work's database access (runAsUnitOfWork inside it would wait forever).
 */
export function holdDatabase<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return work();
  const runner = dataSource.driver.createQueryRunner('master') as Runner;
  return runner.__hold ? runner.__hold(work) : work();
}

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
  // > 0 while the owner holds the database for a whole unit (holdDatabase): a COMMIT inside it
  // does not hand the lock on
  let holds = 0;
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
    if (runner.transactionDepth === 0 && owner !== null && holds === 0) {
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
    // BEGIN IMMEDIATE takes the write lock up front, waiting (busy_timeout) for another process's
    // writer; a plain BEGIN reads a snapshot first and, if another process wrote meanwhile, its
    // first write fails at once with SQLITE_BUSY (a 503), busy_timeout or not
    if (args[0] === 'BEGIN TRANSACTION') args[0] = 'BEGIN IMMEDIATE TRANSACTION';
    if (ownedByMe()) return query(...args);
    await lock.acquire();
    try {
      return await query(...args);
    } finally {
      lock.release();
    }
  };
  runner.__hold = async <T>(work: () => Promise<T>): Promise<T> => {
    if (ownedByMe()) return work();
    await lock.acquire();
    owner = currentUnitOfWork();
    holds++;
    try {
      return await work();
    } finally {
      holds--;
      releaseIfDone();
    }
  };
  (runner as { __transactionLock?: boolean }).__transactionLock = true;
}
