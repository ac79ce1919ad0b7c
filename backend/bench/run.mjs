// npm run bench: throughput and latency of the hot paths, each next to a bare baseline measured
// in the same run on the same machine, printed as a table with ratios; then the analytics reads
// on a year of orders (analytics-volume.mjs). It never fails on a time.
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_SOCKETS=200 BENCH_EVENTS=30 npm run bench
//   BENCH_ONLY=analytics npm run bench   (only the analytics at volume)
//   BENCH_ONLY=first-load npm run bench  (only the storefront's first load on slow 4G)
//   BENCH_ONLY=orders npm run bench      (only POST /api/orders against the bare insert)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { io } from 'socket.io-client';
import { analyticsAtVolume } from './analytics-volume.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 30);
const ONLY = process.env.BENCH_ONLY ?? '';
const dir = mkdtempSync(join(tmpdir(), 'quentinha-bench-'));

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startProcess(script, env, healthPath) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(base + healthPath)).ok) return { base, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) };
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${script} did not start`);
}

function load(url, { method = 'GET', body, headers = {} }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, method, body, headers, connections: CONNECTIONS, duration: SECONDS }, (err, r) => {
      if (err) return reject(err);
      const bad = r.non2xx + r.errors;
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad });
    });
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Connects `count` sockets, then for each trigger() measures send -> receipt on every socket. */
async function eventLatency(base, cookie, trigger, matches) {
  const sockets = [];
  for (let i = 0; i < SOCKETS; i++) {
    const s = io(base, { path: '/socket.io', transports: ['websocket'], extraHeaders: cookie ? { cookie } : {}, reconnection: false });
    sockets.push(s);
  }
  await Promise.all(sockets.map((s) => new Promise((r, j) => { s.once('connect', r); s.once('connect_error', j); })));
  await new Promise((r) => setTimeout(r, 300)); // rooms joined
  const samples = [];
  for (let n = 0; n < EVENTS; n++) {
    const { send, key } = await trigger.prepare(n);
    let pending = SOCKETS;
    let started = 0;
    const done = new Promise((resolve) => {
      for (const s of sockets) {
        const onEvent = (payload) => {
          if (!matches(payload, key)) return;
          samples.push(performance.now() - started);
          s.off('order.updated', onEvent);
          if (--pending === 0) resolve();
        };
        s.on('order.updated', onEvent);
      }
    });
    started = performance.now();
    await send();
    await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
  }
  for (const s of sockets) s.close();
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), max: samples.at(-1), received: samples.length, expected: SOCKETS * EVENTS };
}

async function login(base, email) {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Quentinha123' }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** The seed gives every database its own ids: the same order, in the other app's catalogue. */
async function sameOrderIn(base, order) {
  const { products } = await (await fetch(`${base}/api/products`)).json();
  const today = await (await fetch(`${base}/api/dailymenus/today`)).json();
  const hoods = await (await fetch(`${base}/api/neighborhoods?is_active=true`)).json();
  const byCategory = (c) => products.find((p) => p.category === c);
  const names = today.dishes.slice(0, 2).map((d) => d.name);
  const items = order.items.map((item, i) => {
    const product = byCategory(['quentinha', 'bebida', 'sobremesa'][i]);
    return { ...item, product_id: product.id, ...(i === 0 ? { chosen_dishes: names } : {}) };
  });
  return { ...order, items, delivery: { ...order.delivery, neighborhood: hoods[0].id } };
}

function printRows(rows) {
  console.log('\n| path | app req/s | app p50 ms | app p99 ms | bare req/s | bare p50 ms | bare p99 ms | app/bare throughput | app/bare p99 | non-2xx+errors (app/bare) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, a, b] of rows) {
    console.log(`| ${name} | ${fmt(a.rps)} | ${fmt(a.p50, 1)} | ${fmt(a.p99, 1)} | ${fmt(b.rps)} | ${fmt(b.p50, 1)} | ${fmt(b.p99, 1)} | ${fmt(a.rps / b.rps, 2)} | ${fmt(a.p99 / b.p99, 2)} | ${a.bad}/${b.bad} |`);
  }
}

const fmt = (n, d = 0) => (n == null || Number.isNaN(n) ? '-' : n.toFixed(d));

async function hotPaths() {
  console.log(`Quentinha bench: ${SECONDS}s per load, ${CONNECTIONS} connections, ${SOCKETS} sockets x ${EVENTS} events (node ${process.version})`);
  const appEnv = {
    DATABASE_PATH: join(dir, 'app.sqlite'), UPLOAD_DIR: join(dir, 'uploads'), FRONTEND_DIST: '', SEED: 'true',
    LOG_REQUESTS: 'false', NODE_ENV: 'production', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing', AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '0',
  };
  const app = await startProcess(join(here, '../dist/main.js'), appEnv, '/api/health');
  const { products } = await (await fetch(`${app.base}/api/products`)).json();
  const today = await (await fetch(`${app.base}/api/dailymenus/today`)).json();
  const hoods = await (await fetch(`${app.base}/api/neighborhoods?is_active=true`)).json();
  const quentinha = products.find((p) => p.category === 'quentinha');
  const drink = products.find((p) => p.category === 'bebida');
  const dessert = products.find((p) => p.category === 'sobremesa');
  const dishNames = today.dishes.slice(0, 2).map((d) => d.name);
  const order = {
    customer: { name: 'Cliente Bench', phone: '11987654321' },
    items: [
      { product_id: quentinha.id, quantity: 1, size: quentinha.sizes[0].name, chosen_dishes: dishNames },
      { product_id: drink.id, quantity: 2, size: drink.sizes[0].name },
      { product_id: dessert.id, quantity: 1, size: dessert.sizes[0].name },
    ],
    delivery: { type: 'delivery', address: 'Rua Augusta, 1200', neighborhood: hoods[0].id },
    payment: { method: 'pix' },
  };
  const bare = await startProcess(join(here, 'bare-server.mjs'), { BARE_DB: join(dir, 'bare.sqlite'), BARE_PRODUCTS: JSON.stringify(products) }, '/api/products');

  const rows = [];
  const json = { 'content-type': 'application/json' };
  if (ONLY === 'orders') {
    const orderBare = await load(`${bare.base}/api/orders`, { method: 'POST', body: JSON.stringify(order), headers: json });
    const orderApp = await load(`${app.base}/api/orders`, { method: 'POST', body: JSON.stringify(order), headers: json });
    printRows([['POST /api/orders (3 items, delivery; SQLite synchronous=FULL, the default)', orderApp, orderBare]]);
    await app.stop();
    await bare.stop();
    return;
  }
  const menuBare = await load(`${bare.base}/api/products`, {});
  const menuApp = await load(`${app.base}/api/products`, {});
  rows.push(['GET /api/products (menu)', menuApp, menuBare]);
  const orderBare = await load(`${bare.base}/api/orders`, { method: 'POST', body: JSON.stringify(order), headers: json });
  const orderApp = await load(`${app.base}/api/orders`, { method: 'POST', body: JSON.stringify(order), headers: json });
  rows.push(['POST /api/orders (3 items, delivery; SQLite synchronous=FULL, the default)', orderApp, orderBare]);
  // what SQLITE_SYNCHRONOUS=normal buys, on a second app process on its own database
  const relaxed = await startProcess(join(here, '../dist/main.js'), {
    ...appEnv, DATABASE_PATH: join(dir, 'relaxed.sqlite'), UPLOAD_DIR: join(dir, 'uploads-relaxed'), SQLITE_SYNCHRONOUS: 'normal',
  }, '/api/health');
  const relaxedOrder = await sameOrderIn(relaxed.base, order);
  const orderRelaxed = await load(`${relaxed.base}/api/orders`, { method: 'POST', body: JSON.stringify(relaxedOrder), headers: json });
  await relaxed.stop();
  rows.push(['POST /api/orders (same; SQLITE_SYNCHRONOUS=normal)', orderRelaxed, orderBare]);

  printRows(rows);

  // event latency: a status change by the admin, received by SOCKETS kitchen sockets
  const staffCookie = await login(app.base, 'cozinha@quentinha.com.br');
  const adminCookie = await login(app.base, 'admin@quentinha.com.br');
  const appEvents = await eventLatency(app.base, staffCookie, {
    prepare: async () => {
      const created = await (await fetch(`${app.base}/api/orders`, { method: 'POST', headers: json, body: JSON.stringify(order) })).json();
      const id = created.data.id;
      return {
        key: id,
        send: () => fetch(`${app.base}/api/orders/${id}/status`, { method: 'PUT', headers: { ...json, cookie: adminCookie }, body: JSON.stringify({ status: 'confirmed' }) }),
      };
    },
  }, (payload, id) => payload?.id === id && payload.status === 'confirmed');
  const bareEvents = await eventLatency(bare.base, null, {
    prepare: async (n) => ({ key: `bare-${n}`, send: () => fetch(`${bare.base}/emit`, { method: 'POST', headers: json, body: JSON.stringify({ ...order, id: `bare-${n}`, status: 'confirmed' }) }) }),
  }, (payload, id) => payload?.id === id);
  console.log('\n| event to the kitchen room | p50 ms | p99 ms | max ms | received/expected |');
  console.log('|---|---|---|---|---|');
  console.log(`| app: PUT status -> ${SOCKETS} sockets | ${fmt(appEvents.p50, 1)} | ${fmt(appEvents.p99, 1)} | ${fmt(appEvents.max, 1)} | ${appEvents.received}/${appEvents.expected} |`);
  console.log(`| bare Socket.IO emit -> ${SOCKETS} sockets | ${fmt(bareEvents.p50, 1)} | ${fmt(bareEvents.p99, 1)} | ${fmt(bareEvents.max, 1)} | ${bareEvents.received}/${bareEvents.expected} |`);
  console.log(`| ratio app/bare (p50) | ${fmt(appEvents.p50 / bareEvents.p50, 2)} | ${fmt(appEvents.p99 / bareEvents.p99, 2)} | | |`);

  await app.stop();
  await bare.stop();
}

/**
 * The storefront's first load as a phone on slow 4G sees it (issue 14): the built app on a fresh
 * demo database, measured by e2e/scripts/first-load.mjs in Chromium. Skipped without a build.
 */
async function firstLoad() {
  const frontend = join(here, '../../frontend/dist');
  if (!existsSync(join(frontend, 'index.html'))) return console.log('\n(first load: no frontend build, skipped)');
  const app = await startProcess(join(here, '../dist/main.js'), {
    DATABASE_PATH: join(dir, 'first-load.sqlite'), UPLOAD_DIR: join(dir, 'uploads-first-load'), FRONTEND_DIST: frontend,
    SEED: 'true', LOG_REQUESTS: 'false', NODE_ENV: 'production', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  }, '/api/health');
  try {
    const e2e = join(here, '../../e2e');
    await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['scripts/first-load.mjs', app.base, '3'], { cwd: e2e, stdio: 'inherit' });
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`first-load.mjs exited with ${code}`))));
    });
  } finally {
    await app.stop();
  }
}

const SECTIONS = ['analytics', 'first-load', 'orders'];

async function main() {
  if (ONLY && !SECTIONS.includes(ONLY)) throw new Error(`BENCH_ONLY="${ONLY}": the sections that run alone are ${SECTIONS.join(', ')}`);
  if (!ONLY || ONLY === 'orders') await hotPaths();
  if (!ONLY || ONLY === 'first-load') await firstLoad();
  if (!ONLY || ONLY === 'analytics') await analyticsAtVolume({ startProcess, login, dir });
  rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
});
