import type { DataSource, QueryRunner } from 'typeorm';
import { currentUnitOfWork } from './request-context.js';
import { CoalescedSync, walFileSync } from './sqlite-wal-sync.js';

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

/** A plain statement run on the connection itself (see heldSqlite). */
export interface HeldSqlite {
  all(sql: string, params: unknown[]): Record<string, unknown>[];
  run(sql: string, params: unknown[]): { changes: number };
}

type Runner = QueryRunner & {
  transactionDepth: number;
  __hold?: <T>(work: () => Promise<T>) => Promise<T>;
  __held?: (write: boolean) => HeldSqlite | null;
};

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
 * The connection itself, when the current unit of work already holds the SQLite database (its
 * transaction, or holdDatabase): a plain statement then runs at once, synchronously, inside what
 * the unit holds. TypeORM's runner would take ~10 us and four promises per statement to reach the
 * same connection (the order path runs ~14). Null elsewhere (PostgreSQL, or the database not
 * held): the statement goes through TypeORM as usual. `write`: the statement changes rows (one
 * outside a transaction is then made durable before the unit answers, as through the runner).
 */
export function heldSqlite(dataSource: DataSource, write: boolean): HeldSqlite | null {
  if (dataSource.options.type !== 'better-sqlite3') return null;
  const runner = dataSource.driver.createQueryRunner('master') as Runner;
  return runner.__held ? runner.__held(write) : null;
}

/** Prepared statements of the hot paths, by SQL text (a few dozen shapes; bounded all the same). */
function statementCache(raw: RawConnection): HeldSqlite {
  const cache = new Map<string, RawStatement>();
  const prepare = (sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      if (cache.size >= 200) cache.clear();
      cache.set(sql, (statement = raw.prepare(sql)));
    }
    return statement;
  };
  return {
    all: (sql, params) => prepare(sql).all(...params),
    run: (sql, params) => prepare(sql).run(...params),
  };
}

interface RawStatement {
  all(...params: unknown[]): Record<string, unknown>[];
  run(...params: unknown[]): { changes: number };
}
interface RawConnection {
  prepare(sql: string): RawStatement;
  pragma: (sql: string, options?: { simple: boolean }) => unknown;
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
 *
 * Durable commits off the event loop: with synchronous=FULL (the default), SQLite fsyncs the WAL
 * inside every COMMIT, on the one thread that serves every request (about 1 ms here, a quarter of
 * an order's time under a burst). The connection runs synchronous=NORMAL instead (no fsync in the
 * COMMIT; SQLite still syncs around its checkpoints) and each writer waits, after handing the
 * database on, for an fsync of the WAL on libuv's thread pool before it answers: what it was told
 * is saved is on disk, as with FULL, and commits that wait together share one fsync (group commit).
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
  const durable = durableCommits(dataSource);
  // a holdDatabase unit wrote: it waits for the fsync once it has handed the database on
  let heldWrote = false;
  /** After a write is committed and the lock handed on: the caller answers once it is on disk. */
  const flush = () => (durable ? durable.flush() : Promise.resolve());

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
    const outermost = runner.transactionDepth === 1;
    try {
      await commit();
    } finally {
      // a failed COMMIT leaves the depth as it was: TypeORM's rollback follows and releases
      releaseIfDone();
    }
    if (outermost && durable) {
      if (holds > 0) heldWrote = true;
      else await flush();
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
    // a write outside any transaction commits by itself: durable before its caller answers
    const autocommitWrite = () => durable !== null && runner.transactionDepth === 0 && isWrite(args[0]);
    if (ownedByMe()) {
      if (holds > 0 && autocommitWrite()) heldWrote = true;
      return query(...args);
    }
    await lock.acquire();
    let wrote = false;
    try {
      wrote = autocommitWrite();
      return await query(...args);
    } finally {
      lock.release();
      if (wrote) await flush();
    }
  };
  const connection = (dataSource.driver as unknown as { databaseConnection?: RawConnection }).databaseConnection;
  const held = connection ? statementCache(connection) : null;
  runner.__held = (write) => {
    if (!held || !ownedByMe()) return null;
    if (write && durable && runner.transactionDepth === 0) {
      // an autocommit write: the same rule as through the runner (query, above)
      if (holds === 0) return null;
      heldWrote = true;
    }
    return held;
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
      const wrote = heldWrote;
      heldWrote = false;
      releaseIfDone();
      if (wrote) await flush();
    }
  };
  (runner as { __transactionLock?: boolean }).__transactionLock = true;
}

/** Statements that change nothing (and transaction control, handled by the commit itself). */
const NOT_A_WRITE = /^\s*(SELECT|PRAGMA|EXPLAIN|BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\b/i;
const isWrite = (sql: unknown) => typeof sql === 'string' && !NOT_A_WRITE.test(sql);

/**
 * On a file database in WAL mode asked for synchronous=FULL (or EXTRA): switches the connection
 * to NORMAL and returns the shared WAL fsync its writers wait for (see installSqliteTransactionLock).
 */
function durableCommits(dataSource: DataSource): CoalescedSync | null {
  const raw = (dataSource.driver as unknown as { databaseConnection?: RawConnection }).databaseConnection;
  const path = dataSource.options.database;
  if (!raw || typeof path !== 'string' || path === ':memory:' || path === '') return null;
  if (raw.pragma('journal_mode', { simple: true }) !== 'wal') return null;
  if (Number(raw.pragma('synchronous', { simple: true })) < 2) return null;
  raw.pragma('synchronous = NORMAL');
  const wal = walFileSync(path);
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = async () => {
    try {
      await destroy();
    } finally {
      wal.close();
    }
  };
  return new CoalescedSync(wal.sync);
}
