import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { appDataSourceOptions } from '../../../src/app.data-source.js';
import { HttpClient } from '../../support/http.js';

/**
 * The reliability proofs treat the product as a black box: the BUILT server (backend/dist/main.js)
 * runs as a child process that can be killed with SIGKILL and started again on the same database.
 * SQLite (a temporary file) always; PostgreSQL (a fresh database per target, dropped at the end)
 * and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set.
 */
export type DbKind = 'sqlite' | 'postgres';

export const databaseKinds = (): DbKind[] => (process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']);

export const MAIN_JS = resolve(__dirname, '../../../dist/main.js');
export const ADMIN_EMAIL = 'dona@quentinha-confiavel.com.br';
/** long enough for any minimum the back-office accounts get */
export const STAFF_PASSWORD = 'Quentinha-Confiavel-2026';
export const JWT_SECRET = 'reliability-secret-that-is-long-enough-for-hs256';

/** Every child process any proof started: killed on exit whatever happens. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Polls `check` until it returns a value, failing at the deadline (never a fixed sleep). */
export async function pollUntil<T>(
  check: () => Promise<T | undefined | false>,
  label: string,
  timeoutMs = 30_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${label}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** One database the proofs own: the env that points a server at it, a reader for the test side. */
export class TestDatabase {
  private reader: DataSource | null = null;

  private constructor(
    readonly kind: DbKind,
    readonly dir: string,
    readonly databasePath: string,
    readonly databaseUrl: string | null,
    private readonly dropPostgres: (() => Promise<void>) | null,
  ) {}

  static async create(kind: DbKind): Promise<TestDatabase> {
    const dir = mkdtempSync(join(tmpdir(), 'quentinha-reliability-'));
    const path = join(dir, 'reliability.sqlite');
    if (kind === 'sqlite') return new TestDatabase(kind, dir, path, null, null);
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `qt_rel_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    await TestDatabase.adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return new TestDatabase(kind, dir, path, url.toString(), () =>
      TestDatabase.adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  }

  private static async adminQuery(adminUrl: string, sql: string): Promise<void> {
    const admin = new DataSource({ type: 'postgres', url: adminUrl });
    await admin.initialize();
    try {
      await admin.query(sql);
    } finally {
      await admin.destroy();
    }
  }

  /** DATABASE_URL / DATABASE_PATH (and REDIS_URL beside PostgreSQL) for a server on this database. */
  get env(): Record<string, string> {
    return {
      DATABASE_PATH: this.databasePath,
      DATABASE_URL: this.databaseUrl ?? '',
      REDIS_URL: this.kind === 'postgres' ? (process.env.TEST_REDIS_URL ?? '') : '',
    };
  }

  /** A test-side connection (opened once the server has migrated the schema). */
  async db(): Promise<DataSource> {
    if (!this.reader) {
      const reader = new DataSource(
        appDataSourceOptions({ databaseUrl: this.databaseUrl, databasePath: this.databasePath }),
      );
      await reader.initialize();
      this.reader = reader;
    }
    return this.reader;
  }

  async closeReader(): Promise<void> {
    await this.reader?.destroy();
    this.reader = null;
  }

  async drop(): Promise<void> {
    await this.closeReader();
    await this.dropPostgres?.();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** `node backend/dist/main.js` on a free port, as production runs it. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> | null = null;
  /** the last lines the server wrote, shown when it fails to start */
  private output = '';
  baseUrl = '';
  starts = 0;

  constructor(
    readonly database: TestDatabase,
    private readonly extraEnv: Record<string, string> = {},
  ) {}

  async start(): Promise<void> {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      UPLOAD_DIR: join(this.database.dir, 'uploads'),
      FRONTEND_DIST: '',
      SEED: 'false',
      LOG_REQUESTS: 'false',
      JWT_SECRET,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: STAFF_PASSWORD,
      ORDER_RATE_LIMIT: '0',
      AUTH_RATE_LIMIT: '100000',
      // the fuzz reads the write routes from the OpenAPI document, off in production by default
      API_DOCS: 'true',
      ...this.database.env,
      ...this.extraEnv,
    };
    const child = spawn(process.execPath, [MAIN_JS], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-4000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.exited = new Promise((done) =>
      child.once('exit', (code) => {
        children.delete(child);
        done(code);
      }),
    );
    this.child = child;
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.starts++;
    let exitCode: number | null | undefined;
    void this.exited.then((code) => (exitCode = code));
    await pollUntil(
      async () => {
        if (exitCode !== undefined) throw new Error(`server exited (${exitCode}) while starting:\n${this.output}`);
        try {
          return (await fetch(`${this.baseUrl}/api/health`)).ok;
        } catch {
          return false;
        }
      },
      `the server on ${this.baseUrl} to answer /api/health`,
      60_000,
    );
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** kill -9: no shutdown hook runs, whatever was in flight is cut. */
  async kill(): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGKILL');
    await this.exited;
    this.child = null;
  }

  async stop(): Promise<void> {
    if (!this.child) return;
    const child = this.child;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
    this.child = null;
  }

  client(headers: Record<string, string> = {}): HttpClient {
    return new HttpClient(this.baseUrl, headers);
  }

  /** A signed-in client (its cookies kept for later requests). */
  async signIn(email: string, password = STAFF_PASSWORD, headers: Record<string, string> = {}): Promise<HttpClient> {
    const http = this.client(headers);
    const res = await http.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return http;
  }
}
