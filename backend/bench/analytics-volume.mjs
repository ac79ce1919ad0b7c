// 'analytics at volume' (npm run bench; BENCH_ONLY=analytics runs only this): a year of orders
// from the volume generator in a temporary SQLite file and, when PostgreSQL answers, a scratch
// database; the built server on each; p50/p95 of the back office's heavy reads, sequentially.
//   BENCH_VOLUME_DAYS=365 BENCH_VOLUME_PER_DAY=250 BENCH_VOLUME_REQUESTS=40 BENCH_VOLUME_CUSTOMERS=28000
//   BENCH_DATABASE_URL=postgres://user@host:5432/postgres (default: 127.0.0.1:5432 when it answers; 'none': SQLite only)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const DAYS = Number(process.env.BENCH_VOLUME_DAYS ?? 365);
const PER_DAY = Number(process.env.BENCH_VOLUME_PER_DAY ?? 250);
const REQUESTS = Number(process.env.BENCH_VOLUME_REQUESTS ?? 40);
// 'Clientes' is timed with at least 20,000 customers (issue 28): a pool of 28,000 gave ~21,500 who ordered in a year
const CUSTOMERS = Number(process.env.BENCH_VOLUME_CUSTOMERS ?? 28000);
const WARM_UP = 3;
const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

const dayOf = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (n) => (n == null || Number.isNaN(n) ? '-' : n.toFixed(1));

/** The generator as a person runs it: the built CLI, in its own process. */
function generate(env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [join(here, '../dist/tools/seed-volume.js'), '--days', String(DAYS), '--per-day', String(PER_DAY), '--customers', String(CUSTOMERS)],
      {
        // INIT_CWD cleared and both database variables set: a .env of the project cannot redirect it
        env: { ...process.env, INIT_CWD: '', ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let last = '';
    child.stdout.on('data', (chunk) => (last = String(chunk).trim().split('\n').at(-1)));
    child.on('exit', (code) =>
      code === 0
        ? resolve({ seconds: (performance.now() - started) / 1000, last })
        : reject(new Error(`seed-volume exited ${code}`)),
    );
  });
}

function portAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 500 }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A scratch database next to the given one, dropped afterwards; null when PostgreSQL is not there. */
async function scratchPostgres() {
  // BENCH_DATABASE_URL=none: SQLite alone (a year generated on PostgreSQL takes as long again)
  if (process.env.BENCH_DATABASE_URL === 'none') return null;
  const adminUrl = process.env.BENCH_DATABASE_URL || ((await portAnswers('127.0.0.1', 5432)) ? LOCAL_PG : null);
  if (!adminUrl) return null;
  const name = `qt_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`PostgreSQL at ${adminUrl.replace(/:[^:@/]*@/, '@')} skipped: ${error.message}`);
    return null;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The requests, dated from today in Sao Paulo and aimed at a real order and customer. */
async function endpoints(base, cookie) {
  const now = new Date();
  const today = dayOf(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const yearAgo = dayOf(new Date(now.getTime() - 365 * 86_400_000));
  const res = await fetch(`${base}/api/orders?start=${monthStart}&end=${today}&page=1&limit=1`, {
    headers: { cookie },
  });
  const sample = res.ok ? (await res.json()).data?.[0] : null;
  // shortOrderId is the last 6 characters of the id; people type the last few
  const shortTail = sample ? sample.id.slice(-4) : 'abcd';
  const namePart = sample ? sample.customer_name.split(' ').at(-1) : 'Silva';
  console.log(`searching for "${shortTail}" (an order's short id) and "${namePart}" (a customer's name)`);
  const month = `start=${monthStart}&end=${today}`;
  const year = `start=${yearAgo}&end=${today}`;
  return [
    ['dashboard thisMonth', '/api/analytics/dashboard?period=thisMonth'],
    ['dashboard 365 days', `/api/analytics/dashboard?period=custom&${year}`],
    ['analysis month', `/api/analytics/orders?${month}`],
    ['analysis 365 days', `/api/analytics/orders?${year}`],
    ['orders month page 1', `/api/orders?${month}&page=1&limit=20`],
    ['orders month page 5', `/api/orders?${month}&page=5&limit=20`],
    ['orders search short id', `/api/orders?search=${encodeURIComponent(shortTail)}&page=1&limit=20`],
    ['orders search name part', `/api/orders?search=${encodeURIComponent(namePart)}&page=1&limit=20`],
    ['reports thisMonth', '/api/analytics/reports?period=thisMonth'],
    ['reports 365 days', `/api/analytics/reports?period=custom&${year}`],
    ['orders.csv month', `/api/analytics/orders.csv?${month}`],
    // 'Clientes' (DECISIONS 10.1): p95 under 300 ms with 20,000 customers
    ['customers page 1', '/api/customers?page=1&limit=20'],
    ['customers page 50', '/api/customers?page=50&limit=20'],
    ['customers search name part', `/api/customers?search=${encodeURIComponent(namePart)}&page=1&limit=20`],
    ['customers search digits', '/api/customers?search=9876&page=1&limit=20'],
    ['customers 30 days away', '/api/customers?inactive_days=30&page=1&limit=20'],
    ['customers receive the menu', '/api/customers?marketing=opted_in&page=1&limit=20'],
  ];
}

/** N sequential requests, body read in full; a non-2xx answer is reported, not timed. */
async function time(base, cookie, path) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(base + path, { headers: { cookie } });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  };
  for (let i = 0; i < WARM_UP; i++) {
    const { status } = await once();
    if (status < 200 || status >= 300) return { status };
  }
  const samples = [];
  for (let i = 0; i < REQUESTS; i++) {
    const { ms, status } = await once();
    if (status < 200 || status >= 300) return { status };
    samples.push(ms);
  }
  samples.sort((a, b) => a - b);
  return { status: 200, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const FRONTEND_DIST = join(here, '../../frontend/dist');
const PAGE_RUNS = 3;

/**
 * 'Análise de Pedidos' as the owner opens it: from navigation to the first row of the list, in
 * Chromium, signed in with the bench's session cookie; the median of PAGE_RUNS fresh visits.
 */
async function analysisPageTimes(base, cookie) {
  if (!existsSync(join(FRONTEND_DIST, 'index.html'))) return null;
  let chromium;
  try {
    ({ chromium } = await import('@playwright/test'));
  } catch {
    return null;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const { hostname } = new URL(base);
  const cookies = cookie.split('; ').map((pair) => {
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: hostname, path: '/' };
  });
  const samples = [];
  try {
    for (let i = 0; i < PAGE_RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
      await context.addCookies(cookies);
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${base}/analise-pedidos`);
      await page.locator('.analytics-table__row').first().waitFor({ timeout: 30_000 });
      samples.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

async function measure(label, dbEnv, { startProcess, login, dir }) {
  console.log(`\n${label}: generating ${DAYS} days x ~${PER_DAY} orders...`);
  const generated = await generate(dbEnv);
  console.log(`${label}: ${generated.last} (${generated.seconds.toFixed(1)} s with process start)`);
  const app = await startProcess(
    join(here, '../dist/main.js'),
    {
      ...dbEnv,
      UPLOAD_DIR: join(dir, `uploads-${label}`),
      // the built storefront and back office, when there is one: the page is timed in a browser
      FRONTEND_DIST: existsSync(join(FRONTEND_DIST, 'index.html')) ? FRONTEND_DIST : '',
      SEED: 'true',
      LOG_REQUESTS: 'false',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      AUTH_RATE_LIMIT: '1000',
    },
    '/api/health',
  );
  try {
    const cookie = await login(app.base, 'admin@quentinha.com.br');
    const results = new Map();
    for (const [name, path] of await endpoints(app.base, cookie)) results.set(name, await time(app.base, cookie, path));
    const page = await analysisPageTimes(app.base, cookie);
    return { generated, results, page };
  } finally {
    await app.stop();
  }
}

export async function analyticsAtVolume(helpers) {
  console.log(
    `\n## analytics at volume: ${DAYS} days x ~${PER_DAY} orders/day, ${REQUESTS} sequential requests per endpoint (after ${WARM_UP} warm-up)`,
  );
  const runs = [];
  const volumeDir = join(helpers.dir, 'volume');
  mkdirSync(volumeDir, { recursive: true });
  runs.push([
    'SQLite',
    await measure(
      'SQLite',
      { DATABASE_URL: '', DATABASE_PATH: join(volumeDir, 'volume.sqlite') },
      { ...helpers, dir: volumeDir },
    ),
  ]);
  const scratch = await scratchPostgres();
  if (scratch) {
    try {
      runs.push([
        'PostgreSQL',
        await measure(
          'PostgreSQL',
          { DATABASE_URL: scratch.url, DATABASE_PATH: join(volumeDir, 'unused.sqlite') },
          { ...helpers, dir: volumeDir },
        ),
      ]);
    } finally {
      await scratch.drop();
    }
  } else console.log('\nPostgreSQL: not reachable (set BENCH_DATABASE_URL), only SQLite measured');

  const cell = (r) => (r.status === 200 ? `${fmt(r.p50)} | ${fmt(r.p95)}` : `HTTP ${r.status} | -`);
  console.log(`\n| endpoint | ${runs.map(([db]) => `${db} p50 ms | ${db} p95 ms`).join(' | ')} |`);
  console.log(`|---|${runs.map(() => '---|---').join('|')}|`);
  for (const name of runs[0][1].results.keys()) {
    console.log(`| ${name} | ${runs.map(([, run]) => cell(run.results.get(name) ?? { status: '-' })).join(' | ')} |`);
  }
  console.log(
    `| generation (s, the CLI with its process start) | ${runs.map(([, run]) => `${run.generated.seconds.toFixed(1)} | -`).join(' | ')} |`,
  );
  console.log(
    `| 'Análise de Pedidos' in Chromium, navigation to the first row (median of ${PAGE_RUNS}; goal under 1 s) | ${runs
      .map(([, run]) => (run.page == null ? 'not measured (no frontend build or Chromium) | -' : `${fmt(run.page)} | -`))
      .join(' | ')} |`,
  );
}
