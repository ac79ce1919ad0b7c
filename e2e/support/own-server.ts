import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_JWT_SECRET } from './session.js';

/** A production server of its own on a fresh database, as an operator starts one, with its log. */
export interface OwnServer {
  url: string;
  /** everything it wrote to stdout and stderr so far, as the operator's terminal shows it */
  log(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function untilHealthy(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped while starting:\n${log()}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start within a minute:\n${log()}`);
}

/** `node backend/dist/main.js` with NODE_ENV=production, no SEED and no ADMIN_EMAIL. */
export async function startOwnServer(): Promise<OwnServer> {
  const data = mkdtempSync(join(tmpdir(), 'quentinha-own-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { ADMIN_EMAIL: _a, ADMIN_PASSWORD: _p, SEED: _s, DATABASE_URL: _d, REDIS_URL: _r, ...env } = process.env;
  const server = spawn(process.execPath, ['../backend/dist/main.js'], {
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(data, 'own.sqlite'),
      UPLOAD_DIR: join(data, 'uploads'),
      FRONTEND_DIST: process.env.E2E_FRONTEND_DIST ?? join(process.cwd(), '../frontend/dist'),
      TRUST_PROXY: 'false',
      LOG_REQUESTS: 'false',
      JWT_SECRET: `${E2E_JWT_SECRET}-own`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = () => output;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(data, { recursive: true, force: true });
  };
  try {
    await untilHealthy(url, server, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, log, stop };
}
