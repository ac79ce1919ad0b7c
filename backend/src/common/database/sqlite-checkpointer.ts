import { Worker } from 'node:worker_threads';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

// Runs in its own thread with its own connection: a PASSIVE checkpoint never waits for readers or
// the writer, and the request thread never pays for copying WAL pages into the database file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');
const db = new Database(workerData.path);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage(String(error)); }
}, workerData.everyMs);
parentPort.on('message', (msg) => {
  if (msg === 'stop') { clearInterval(timer); db.close(); parentPort.close(); }
});
`;

/**
 * SQLite's automatic WAL checkpoints run inside whichever write commits past the threshold and
 * stall that request for 5-130 ms (DECISIONS.md section 8). They are turned off on the app's
 * connection and done here instead, off the request path.
 */
@Injectable()
export class SqliteCheckpointer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('SqliteCheckpointer');
  private worker: Worker | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.db.options.type !== 'better-sqlite3') return;
    await this.db.query('PRAGMA wal_autocheckpoint = 0');
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { path: this.config.databasePath, everyMs: 1000 },
    });
    this.worker.unref();
    this.worker.on('message', (message) => this.logger.warn(`checkpoint: ${message}`));
    this.worker.on('error', (error) => this.logger.error(`checkpoint worker: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
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
