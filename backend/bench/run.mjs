// npm run bench: throughput and latency of the hot paths, each next to a bare baseline measured
// in the same run on the same machine, printed as a table with ratios; then the analytics reads
// on a year of orders (analytics-volume.mjs). It never fails on a time.
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_SOCKETS=200 BENCH_EVENTS=30 npm run bench
//   BENCH_ONLY=analytics npm run bench   (only the analytics at volume)
//   BENCH_ONLY=first-load npm run bench  (only the storefront's first load on slow 4G)
//   BENCH_ONLY=orders npm run bench      (only POST /api/orders: the product, the same work done bare, the narrow bare insert)
//   BENCH_ORDER_CONNECTIONS=50 BENCH_CHECK_ORDERS=100 BENCH_PIN=0 (the orders section: connections,
//   orders of the row-count check, and no CPU pinning)
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
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

/** `cpu`: the server runs pinned to that core (taskset), its threads (libuv, workers) with it. */
async function startProcess(script, env, healthPath, { cpu = null } = {}) {
  const port = await freePort();
  const [command, args] = cpu === null ? [process.execPath, [script]] : ['taskset', ['-c', String(cpu), process.execPath, script]];
  const child = spawn(command, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
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

/** The order every load sends: 3 items (a quentinha with 2 dishes of the day, a drink, a dessert), delivery, PIX. */
async function benchOrder(base) {
  const { products } = await (await fetch(`${base}/api/products`)).json();
  const today = await (await fetch(`${base}/api/dailymenus/today`)).json();
  const hoods = await (await fetch(`${base}/api/neighborhoods?is_active=true`)).json();
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
  return { order, products };
}

const fmt = (n, d = 0) => (n == null || Number.isNaN(n) ? '-' : n.toFixed(d));

async function hotPaths() {
  console.log(`Quentinha bench: ${SECONDS}s per load, ${CONNECTIONS} connections, ${SOCKETS} sockets x ${EVENTS} events (node ${process.version})`);
  const appEnv = {
    DATABASE_PATH: join(dir, 'app.sqlite'), UPLOAD_DIR: join(dir, 'uploads'), FRONTEND_DIST: '', SEED: 'true',
    LOG_REQUESTS: 'false', NODE_ENV: 'production', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing', AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '0',
  };
  const app = await startProcess(join(here, '../dist/main.js'), appEnv, '/api/health');
  const { order, products } = await benchOrder(app.base);
  const bare = await startProcess(join(here, 'bare-server.mjs'), { BARE_DB: join(dir, 'bare.sqlite'), BARE_PRODUCTS: JSON.stringify(products) }, '/api/products');

  const rows = [];
  const json = { 'content-type': 'application/json' };
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

const ORDER_CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 50);
const CHECK_ORDERS = Number(process.env.BENCH_CHECK_ORDERS ?? 100);

/**
 * CPU pinning of the orders section (issue 32): the servers on core 0, this process (autocannon)
 * on core 1, so the load generator never takes the server's core. Off with BENCH_PIN=0, or where
 * there is no taskset or a single core.
 */
function pinning() {
  if (process.env.BENCH_PIN === '0') return null;
  const cores = availableParallelism();
  if (cores < 2 || spawnSync('taskset', ['-V']).status !== 0) return null;
  const pin = (cpus) => spawnSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' }).status === 0;
  if (!pin('1')) return null;
  return { server: 0, restore: () => pin(`0-${cores - 1}`) };
}

/** POSTs the order for SECONDS on `connections`, each request with its own Idempotency-Key (as the storefront sends). */
function loadOrders(base, order, connections) {
  const prefix = randomUUID().slice(0, 8);
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon({
      url: base,
      connections,
      duration: SECONDS,
      requests: [{
        method: 'POST',
        path: '/api/orders',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(order),
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': `bench-${prefix}-${n++}` } }),
      }],
    }, (err, r) => {
      if (err) return reject(err);
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors });
    });
  });
}

/** Rows per table of a database file (read while its server runs: WAL readers see what is committed). */
function rowCounts(path) {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all();
    return new Map(tables.map(({ name }) => [name, db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get().n]));
  } finally {
    db.close();
  }
}

/** Columns of the checked orders and their items that differ between the two files (what is random or a clock's left out). */
function differentContent(appPath, samePath, keys) {
  const VARY = new Set(['id', 'order_id', 'created_at', 'updated_at', 'order_number', 'tracking_token', 'customer_id', 'idempotency_key', 'at']);
  const read = (path) => {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      const orders = db.prepare('SELECT * FROM orders WHERE idempotency_key LIKE ? ORDER BY idempotency_key').all(keys);
      const items = db.prepare('SELECT i.* FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.idempotency_key LIKE ? ORDER BY o.idempotency_key, i.position').all(keys);
      const events = db.prepare('SELECT e.* FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.idempotency_key LIKE ? ORDER BY o.idempotency_key, e.at').all(keys);
      return { orders, order_items: items, order_events: events };
    } finally {
      db.close();
    }
  };
  const [a, b] = [read(appPath), read(samePath)];
  const out = new Set();
  for (const table of Object.keys(a)) {
    if (a[table].length !== b[table].length) out.add(`${table}: ${a[table].length} rows / ${b[table].length}`);
    a[table].forEach((row, i) => {
      for (const [column, value] of Object.entries(row)) if (!VARY.has(column) && value !== b[table][i]?.[column]) out.add(`${table}.${column}`);
    });
  }
  return [...out];
}

/**
 * The order path against the same work done bare (issue 32): the product on a fresh demo database;
 * same-work-server.mjs on a copy of that file taken after the seed (same schema, indexes, triggers
 * and rows), doing the product's statements per order; the narrow bare insert (bare-server.mjs)
 * for scale. First both get the same CHECK_ORDERS orders one by one and must leave the same
 * number of rows in every table; then each takes the load.
 */
async function ordersAgainstSameWork() {
  const pin = pinning();
  const cpu = pin ? { cpu: pin.server } : {};
  const appDb = join(dir, 'orders-app.sqlite');
  const sameDb = join(dir, 'orders-same-work.sqlite');
  const servers = [];
  try {
    const app = await startProcess(join(here, '../dist/main.js'), {
      DATABASE_PATH: appDb, UPLOAD_DIR: join(dir, 'uploads-orders'), FRONTEND_DIST: '', SEED: 'true',
      LOG_REQUESTS: 'false', NODE_ENV: 'production', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing', AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '0',
    }, '/api/health', cpu);
    servers.push(app);
    const { order, products } = await benchOrder(app.base);
    // the seeded file, copied page by page while the app runs (SQLite's online backup: WAL included)
    const source = new Database(appDb, { readonly: true });
    await source.backup(sameDb);
    source.close();
    const same = await startProcess(join(here, 'same-work-server.mjs'), { SAME_DB: sameDb }, '/api/health', cpu);
    servers.push(same);
    const bare = await startProcess(join(here, 'bare-server.mjs'), { BARE_DB: join(dir, 'orders-bare.sqlite'), BARE_PRODUCTS: JSON.stringify(products) }, '/api/products', cpu);
    servers.push(bare);

    // the check: the same orders, one by one, each with its own key; then rows per table
    const run = randomUUID().slice(0, 8);
    for (const [name, server] of [['product', app], ['same work', same]]) {
      for (let i = 0; i < CHECK_ORDERS; i++) {
        const res = await fetch(`${server.base}/api/orders`, {
          method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': `check-${run}-${i}` }, body: JSON.stringify(order),
        });
        if (res.status !== 201) throw new Error(`row check: ${name} answered ${res.status} to order ${i}: ${await res.text()}`);
      }
    }
    const [appRows, sameRows] = [rowCounts(appDb), rowCounts(sameDb)];
    const differ = [...new Set([...appRows.keys(), ...sameRows.keys()])].filter((t) => appRows.get(t) !== sameRows.get(t));
    console.log(`\nRow check (${CHECK_ORDERS} orders to each, from identical copies): ${differ.length === 0
      ? `same rows per table (${appRows.size} tables)`
      : `DIFFERENT: ${differ.map((t) => `${t} product ${appRows.get(t) ?? '-'} / same work ${sameRows.get(t) ?? '-'}`).join('; ')}`}`);
    if (differ.length > 0) throw new Error('the same-work server does not write what the product writes');
    const unlike = differentContent(appDb, sameDb, `check-${run}-%`);
    console.log(`Content check (the checked orders, their items and events, but for ids, times, numbers and tokens): ${unlike.length === 0 ? 'same values' : `DIFFERENT: ${unlike.join('; ')}`}`);
    if (unlike.length > 0) throw new Error('the same-work server does not write what the product writes');

    const measured = {
      same: await loadOrders(same.base, order, ORDER_CONNECTIONS),
      app: await loadOrders(app.base, order, ORDER_CONNECTIONS),
      bare: await loadOrders(bare.base, order, ORDER_CONNECTIONS),
    };
    const where = pin ? `server on CPU ${pin.server}, load generator on CPU 1` : 'NOT pinned (BENCH_PIN=0, no taskset or one core)';
    console.log(`\nPOST /api/orders (3 items, delivery, PIX, a new Idempotency-Key each): ${SECONDS}s per load, ${ORDER_CONNECTIONS} connections, ${where} (node ${process.version})`);
    console.log('| server | req/s | p50 ms | p99 ms | non-2xx+errors | rate / same work | p99 / same work |');
    console.log('|---|---|---|---|---|---|---|');
    const row = (name, r) => console.log(`| ${name} | ${fmt(r.rps)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.bad} | ${fmt(r.rps / measured.same.rps, 2)} | ${fmt(r.p99 / measured.same.p99, 2)} |`);
    row('product (Nest, Fastify, TypeORM)', measured.app);
    row('same work, bare (node:http, better-sqlite3, Ajv, Socket.IO)', measured.same);
    row('narrow bare (Fastify, 2 narrow tables, no validation)', measured.bare);
    const rate = measured.app.rps / measured.same.rps;
    const p99 = measured.app.p99 / measured.same.p99;
    console.log(`Goal (issue 32): product rate >= 0.5 of the same work and p99 <= 2x: rate ${fmt(rate, 2)}, p99 ${fmt(p99, 1)}x — ${rate >= 0.5 && p99 <= 2 ? 'met' : 'not met'}`);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    pin?.restore();
  }
}

const SECTIONS = ['analytics', 'first-load', 'orders'];

async function main() {
  if (ONLY && !SECTIONS.includes(ONLY)) throw new Error(`BENCH_ONLY="${ONLY}": the sections that run alone are ${SECTIONS.join(', ')}`);
  if (!ONLY) await hotPaths();
  if (!ONLY || ONLY === 'orders') await ordersAgainstSameWork();
  if (!ONLY || ONLY === 'first-load') await firstLoad();
  if (!ONLY || ONLY === 'analytics') await analyticsAtVolume({ startProcess, login, dir });
  rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
});
