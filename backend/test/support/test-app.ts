import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { type AppConfig, loadConfig } from '../../src/config/config.js';

/**
 * A real app on a real database, listening on a free port. SQLite by default (a temporary file);
 * with TEST_DATABASE_URL set, a fresh PostgreSQL database per test file, dropped at the end.
 */
export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  baseUrl: string;
  db: DataSource;
  close(): Promise<void>;
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/**
 * How long a hook or test that starts an app with the demo data (SEED=true) may take. The seed
 * writes five weeks of orders and draws the pictures: a few seconds on a quiet machine, up to 40 s
 * seen on a busy one (one core taken by another process). A bound that only catches a hang, not a
 * speed the test expects: one seeded start per hook or test.
 */
export const SEEDED_START_MS = 120_000;

async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `qt_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new DataSource({ type: 'postgres', url: adminUrl });
  await admin.initialize();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.destroy();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new DataSource({ type: 'postgres', url: adminUrl });
      await again.initialize();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.destroy();
    },
  };
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'quentinha-test-'));
  const pg = usingPostgres() ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL!) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_PATH: join(dir, 'test.sqlite'),
    UPLOAD_DIR: join(dir, 'uploads'),
    FRONTEND_DIST: '',
    SEED: 'false',
    LOG_REQUESTS: 'false',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    // every test request comes from 127.0.0.1: the order limit has its own test (order-rate-limit)
    ORDER_RATE_LIMIT: '0',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...env,
  });
  const app = await createApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${address.port}`,
    db: app.get(DataSource),
    async close() {
      await app.close();
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
