import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DataSource, type EntityManager } from 'typeorm';
import { Counter } from './counter.entity.js';
import { runAsUnitOfWork } from './request-context.js';
import { heldSqlite, holdDatabase, installSqliteTransactionLock } from './sqlite-transaction-lock.js';
import { isUniqueViolation } from './unique-violation.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// TypeORM's better-sqlite3 driver shares one query runner. Without the lock, a second request's
// writes run inside the first request's open transaction, and its rollback takes them along.
describe('SQLite transaction lock (one shared query runner)', () => {
  let dir: string;
  let db: DataSource;
  const names = async () => (await db.getRepository(Counter).find({ order: { name: 'ASC' } })).map((c) => c.name);
  const failingTransaction = (name: string) =>
    runAsUnitOfWork(() =>
      db.transaction(async (tx: EntityManager) => {
        await tx.insert(Counter, { name, value: 1 });
        await sleep(20);
        throw new Error('falhou');
      }),
    );

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'quentinha-lock-'));
    db = new DataSource({
      type: 'better-sqlite3',
      database: join(dir, 'lock.sqlite'),
      entities: [Counter],
      synchronize: true,
      // as the app's own connection: WAL, a wait for another process's writer, every commit synced
      prepareDatabase: (raw: { pragma: (sql: string) => unknown }) => {
        raw.pragma('journal_mode = WAL');
        raw.pragma('busy_timeout = 2000');
        raw.pragma('synchronous = FULL');
      },
    });
    await db.initialize();
    installSqliteTransactionLock(db);
  });
  beforeEach(() => db.getRepository(Counter).clear());
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps one request's rollback from undoing another request's transaction", async () => {
    const failing = failingTransaction('a');
    await sleep(1);
    const succeeding = runAsUnitOfWork(() => db.transaction((tx) => tx.insert(Counter, { name: 'b', value: 1 })));
    await expect(failing).rejects.toThrow('falhou');
    await succeeding;
    expect(await names()).toEqual(['b']);
  });

  it("keeps one request's rollback from undoing another request's plain save() and update()", async () => {
    await db.getRepository(Counter).insert({ name: 'x', value: 1 });
    const failing = failingTransaction('a');
    await sleep(1);
    const saved = runAsUnitOfWork(() => db.getRepository(Counter).save({ name: 'c', value: 2 }));
    const updated = runAsUnitOfWork(() => db.getRepository(Counter).update({ name: 'x' }, { value: 9 }));
    await expect(failing).rejects.toThrow('falhou');
    await Promise.all([saved, updated]);
    expect(await names()).toEqual(['c', 'x']);
    expect((await db.getRepository(Counter).findOneByOrFail({ name: 'x' })).value).toBe(9);
  });

  it('lets a transaction nest inside itself (savepoints) without waiting on itself', async () => {
    await runAsUnitOfWork(() =>
      db.transaction(async (tx) => {
        await tx.insert(Counter, { name: 'outer', value: 1 });
        await tx.transaction((inner) => inner.insert(Counter, { name: 'inner', value: 1 }));
        await tx.getRepository(Counter).save({ name: 'saved', value: 1 });
      }),
    );
    expect(await names()).toEqual(['inner', 'outer', 'saved']);
  });

  it('does not let a reader see rows of a transaction that then rolls back', async () => {
    const failing = failingTransaction('ghost');
    await sleep(1);
    const seen = await runAsUnitOfWork(() => db.getRepository(Counter).count());
    await expect(failing).rejects.toThrow();
    expect(seen).toBe(0);
  });

  it('keeps working after a failed transaction (the lock is released)', async () => {
    await expect(failingTransaction('a')).rejects.toThrow();
    await runAsUnitOfWork(() => db.getRepository(Counter).insert({ name: 'after', value: 1 }));
    expect(await names()).toEqual(['after']);
  });

  it('holds the database for a whole unit: reads, a transaction and reads after it, nobody in between', async () => {
    const order: string[] = [];
    const unit = runAsUnitOfWork(() =>
      holdDatabase(db, async () => {
        order.push(`read ${await db.getRepository(Counter).count()}`);
        await sleep(20);
        await db.transaction((tx) => tx.insert(Counter, { name: 'held', value: 1 }));
        // the COMMIT above did not hand the database on: another request is still waiting
        await sleep(20);
        order.push(`read ${await db.getRepository(Counter).count()}`);
      }),
    );
    await sleep(5);
    const other = runAsUnitOfWork(async () => {
      await db.getRepository(Counter).insert({ name: 'other', value: 1 });
      order.push('other wrote');
    });
    await Promise.all([unit, other]);
    expect(order).toEqual(['read 0', 'read 1', 'other wrote']);
    // and the database is free again afterwards, also after a unit that failed
    const failingUnit = runAsUnitOfWork(() =>
      holdDatabase(db, () =>
        db.transaction(async (tx) => {
          await tx.insert(Counter, { name: 'x', value: 1 });
          throw new Error('falhou');
        }),
      ),
    );
    await expect(failingUnit).rejects.toThrow();
    await runAsUnitOfWork(() => db.getRepository(Counter).insert({ name: 'after', value: 1 }));
    expect(await names()).toEqual(['after', 'held', 'other']);
  });

  it("gives a unit that holds the database the connection itself, inside the unit's own transaction, and nobody else", async () => {
    const count = (held: NonNullable<ReturnType<typeof heldSqlite>>) => Number(held.all('SELECT COUNT(*) AS n FROM counters', [])[0].n);
    // not held: statements go through the runner and its lock
    expect(runAsUnitOfWork(() => heldSqlite(db, false))).toBeNull();
    const seen: number[] = [];
    const unit = runAsUnitOfWork(() =>
      holdDatabase(db, async () => {
        const held = heldSqlite(db, false)!;
        await expect(
          db.transaction(async () => {
            heldSqlite(db, true)!.run('INSERT INTO counters (name, value) VALUES (?, ?)', ['direct', 1]);
            // the unit's own write, not yet committed, is visible to the unit
            seen.push(count(held));
            await sleep(20);
            throw new Error('falhou');
          }),
        ).rejects.toThrow('falhou');
        // its transaction rolled back: the row written on the connection went with it
        seen.push(count(held));
        await db.transaction(async () => {
          heldSqlite(db, true)!.run('INSERT INTO counters (name, value) VALUES (?, ?)', ['kept', 1]);
        });
      }),
    );
    await sleep(5);
    // another request meanwhile gets no connection and waits its turn through the runner
    const other = runAsUnitOfWork(async () => {
      expect(heldSqlite(db, false)).toBeNull();
      seen.push(await db.getRepository(Counter).count());
    });
    await Promise.all([unit, other]);
    expect(seen).toEqual([1, 0, 1]);
    expect(await names()).toEqual(['kept']);
  });

  it('answers a write only after an fsync of the WAL that followed it (synchronous=FULL asked), the database free meanwhile', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fs = require('node:fs') as typeof import('node:fs');
    const realFsync = fs.fsync;
    const log: string[] = [];
    const slowFsync = (fd: number, done: (error: NodeJS.ErrnoException | null) => void) =>
      setTimeout(
        () =>
          realFsync(fd, (error) => {
            log.push('synced');
            done(error);
          }),
        30,
      );
    const spy = jest.spyOn(fs, 'fsync').mockImplementation(slowFsync as unknown as typeof fs.fsync);
    try {
      // the connection itself no longer syncs inside COMMIT
      expect(await db.query('PRAGMA synchronous')).toEqual([{ synchronous: 1 }]);
      await runAsUnitOfWork(() => db.transaction((tx) => tx.insert(Counter, { name: 'tx', value: 1 })));
      log.push('transaction answered');
      await runAsUnitOfWork(() => db.getRepository(Counter).insert({ name: 'plain', value: 1 }));
      log.push('plain write answered');
      await runAsUnitOfWork(() =>
        holdDatabase(db, async () => {
          await db.getRepository(Counter).count();
          await db.transaction((tx) => tx.insert(Counter, { name: 'unit', value: 1 }));
        }),
      );
      log.push('unit answered');
      await runAsUnitOfWork(() => db.getRepository(Counter).count());
      log.push('read answered');
      expect(log).toEqual(['synced', 'transaction answered', 'synced', 'plain write answered', 'synced', 'unit answered', 'read answered']);
      // while a write waits for its fsync, another request reads and writes
      log.length = 0;
      const waiting = runAsUnitOfWork(() => db.getRepository(Counter).insert({ name: 'slow', value: 1 })).then(() => log.push('first write answered'));
      await sleep(5);
      await runAsUnitOfWork(() => db.getRepository(Counter).count());
      log.push('other read answered');
      await waiting;
      expect(log.indexOf('other read answered')).toBeLessThan(log.indexOf('first write answered'));
    } finally {
      spy.mockRestore();
    }
  });

  it('waits for a writer in another process instead of failing its first write (BEGIN IMMEDIATE)', async () => {
    // another process's writer: its own thread and connection, holding the write lock for 150 ms
    const other = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const db = new (require(workerData.driver))(workerData.path);
       db.exec('BEGIN IMMEDIATE');
       db.prepare("INSERT INTO counters (name, value) VALUES ('other', 1)").run();
       parentPort.postMessage('locked');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 150);
       db.exec('COMMIT');
       db.close();`,
      { eval: true, workerData: { path: join(dir, 'lock.sqlite'), driver: require.resolve('better-sqlite3') } },
    );
    // listening before the app's commit, which waits for its fsync on the event loop meanwhile
    const exited = new Promise((resolve) => other.once('exit', resolve));
    await new Promise((resolve) => other.once('message', resolve));
    // the app reads, then writes: a plain BEGIN would fail the write at once with SQLITE_BUSY
    await runAsUnitOfWork(() =>
      db.transaction(async (tx) => {
        const before = await tx.getRepository(Counter).count();
        await tx.insert(Counter, { name: 'app', value: before });
      }),
    );
    await exited;
    expect(await names()).toEqual(['app', 'other']);
    // the app's transaction began after the other one committed: it counted its row
    expect((await db.getRepository(Counter).findOneByOrFail({ name: 'app' })).value).toBe(1);
  });

  it('recognises a unique violation', async () => {
    await db.getRepository(Counter).insert({ name: 'dup', value: 1 });
    const error = await db
      .getRepository(Counter)
      .insert({ name: 'dup', value: 2 })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('outra coisa'))).toBe(false);
  });
});
