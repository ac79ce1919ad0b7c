import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { WAL_SIZE_LIMIT_BYTES } from './data-source.js';

// Runs in its own thread with its own connection: a PASSIVE checkpoint never waits for readers or
// the writer, and the request thread never pays for copying WAL pages into the database file.
// Under writes that never pause, PASSIVE copies pages but the WAL can never start over, so the file
// grows without end (+586 MB in 90 s of saturated order load was measured). A TRUNCATE from this
// thread would have to win the write lock between two of the writer's statements, and under
// saturation it loses; so past the limit it asks the writer's own thread to reset the WAL (below),
// after copying all it can itself: the writer then copies only what came in meanwhile, and its
// stall (the one every request waiting behind it pays) is a fraction of a whole copy.
const WORKER_SOURCE = `
const { statSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 1000');
const walSize = () => { try { return statSync(workerData.path + '-wal').size; } catch { return 0; } };
let tick = 0;
// asked the writer to reset the WAL: no checkpoint here until it says it is done (one running
// here would hold the checkpoint lock, and the writer's thread would wait for it)
let asked = false;
// the size is looked at every 20 ms (a stat: a few microseconds; at 100 ms a burst of large
// writes could add 50 MB between two looks), the passive checkpoint runs every second
const timer = setInterval(() => {
  tick += 1;
  if (asked) return;
  try {
    const size = walSize();
    if (size > workerData.walLimit) {
      // far past the limit (writes outrun this thread): the writer copies it all now, which also
      // slows the writes down; otherwise this thread copies first and the writer's reset is short
      if (size <= 2 * workerData.walLimit) db.pragma('wal_checkpoint(PASSIVE)');
      asked = true;
      parentPort.postMessage({ overLimit: true });
    } else if (tick % 50 === 0) db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) { parentPort.postMessage({ error: String(error) }); }
}, 20);
parentPort.on('message', (msg) => {
  if (msg === 'reset') asked = false;
  if (msg === 'stop') { clearInterval(timer); db.close(); parentPort.close(); }
});
`;

/**
 * better-sqlite3 as the app itself resolves it. An eval'd worker's require() starts from the
 * working directory: a server started from anywhere but the repository (a service manager's
 * WorkingDirectory, a script in /tmp) would lose its checkpoints.
 */
const DRIVER = createRequire(process.argv[1] || join(process.cwd(), 'index.js')).resolve('better-sqlite3');

/** A worker that died is started again after this pause (not in a tight loop). */
const RESTART_AFTER_MS = 1000;

/**
 * SQLite's automatic WAL checkpoints run inside whichever write commits past the threshold and
 * stall that request for 5-130 ms (DECISIONS.md section 8). They are turned off on the app's
 * connection and done here instead, off the request path; the worker is started again if it dies.
 */
@Injectable()
export class SqliteCheckpointer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('SqliteCheckpointer');
  private worker: Worker | null = null;
  private stopping = false;
  private resetting = false;
  /** How many times the worker has been started (1 = never restarted). */
  starts = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.db.options.type !== 'better-sqlite3') return;
    await this.db.query('PRAGMA wal_autocheckpoint = 0');
    this.start();
  }

  /** The running worker (tests end it to check it comes back). */
  get current(): Worker | null {
    return this.worker;
  }

  private start(): void {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { path: this.config.databasePath, walLimit: WAL_SIZE_LIMIT_BYTES, driver: DRIVER },
    });
    this.worker = worker;
    this.starts += 1;
    worker.unref();
    worker.on('message', (message: { error?: string; overLimit?: boolean }) => {
      if (message.error) this.logger.warn(`checkpoint: ${message.error}`);
      else if (message.overLimit) void this.resetWal().finally(() => worker.postMessage('reset'));
    });
    worker.on('error', (error) => this.logger.error(`checkpoint worker: ${error.message}`));
    worker.on('exit', (code) => {
      if (this.stopping || this.worker !== worker) return;
      this.worker = null;
      this.logger.error(`checkpoint worker ended (code ${code}); starting it again`);
      setTimeout(() => {
        if (!this.stopping) this.start();
      }, RESTART_AFTER_MS).unref();
    });
  }

  /**
   * On the writer's own connection, between two of its statements: nothing to wait for. It copies
   * what the worker has not (2 ms under saturated order load, against 14 ms for a whole copy),
   * once per limit's worth of writes; a failure (a transaction open just then) waits for the next.
   * RESTART, not TRUNCATE: the next write starts the WAL over and journal_size_limit cuts the file
   * back to the limit; TRUNCATE's own ftruncate and fsync would stall every waiting request.
   */
  private async resetWal(): Promise<void> {
    if (this.resetting || !this.db.isInitialized) return;
    this.resetting = true;
    try {
      await this.db.query('PRAGMA wal_checkpoint(RESTART)');
    } catch (error) {
      this.logger.warn(`checkpoint (reset): ${(error as Error).message}`);
    } finally {
      this.resetting = false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (!this.worker) return;
    const worker = this.worker;
    this.worker = null;
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage('stop');
      setTimeout(() => void worker.terminate().then(() => resolve()), 1000).unref();
    });
    if (this.db.isInitialized) await this.db.query('PRAGMA wal_checkpoint(TRUNCATE)').catch(() => undefined);
  }
}
