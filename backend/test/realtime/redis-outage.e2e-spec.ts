import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Factories, type TestUser } from '../support/factories.js';
import { startTestApp, type TestApp, usingPostgres } from '../support/test-app.js';
import { OrderDriver } from './order-driver.js';
import { SocketPool, type TestSocket } from './socket-client.js';

/**
 * Redis going away at lunch time (issue "trust at noon", part 6): the instances keep answering,
 * say so on /api/health, and once Redis is back every socket is told to resync, so no board
 * shows 'Ao vivo' over a list that missed orders. A real redis-server of the test's own (the
 * machine's shared one must not be killed); two instances on PostgreSQL, one on SQLite.
 */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    redis.once('error', reject);
    redis.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve(redis);
    });
  });
}

async function until<T>(probe: () => Promise<T | false>, label: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const health = async (t: TestApp) => {
  const res = await fetch(`${t.baseUrl}/api/health`);
  return { status: res.status, body: (await res.json()) as { status: string; redis: string; message?: string } };
};

describe('Redis outage and return', () => {
  let port: number;
  let redis: ChildProcess;
  let a: TestApp;
  let b: TestApp;
  let orders: OrderDriver;
  let admin: TestUser;
  let customer: TestUser;
  let adminOnB: TestSocket;
  const pool = new SocketPool();
  const unhandled: unknown[] = [];
  const recordUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', recordUnhandled);
    port = await freePort();
    redis = await startRedis(port);
    const redisUrl = `redis://127.0.0.1:${port}`;
    a = await startTestApp({ REDIS_URL: redisUrl });
    b = usingPostgres() ? await startTestApp({ REDIS_URL: redisUrl, DATABASE_URL: a.config.databaseUrl! }) : a;
    orders = new OrderDriver(a);
    const f = new Factories(a);
    admin = await f.newUser({ role: 'admin' });
    customer = await f.newUser({ role: 'customer' });
    adminOnB = await pool.connect(b.baseUrl, { cookie: admin.http.cookieHeader });
  });

  afterAll(async () => {
    pool.closeAll();
    await Promise.all([a?.close(), b !== a ? b?.close() : undefined]);
    redis?.kill('SIGKILL');
    process.off('unhandledRejection', recordUnhandled);
  });

  it('reports Redis on /api/health while it is up', async () => {
    expect(await health(b)).toEqual({ status: 200, body: expect.objectContaining({ status: 'ok', redis: 'ok' }) });
  });

  it("keeps taking orders while Redis is down, says so on /api/health (200 'degraded': the instance still serves), and never crashes", async () => {
    redis.kill('SIGKILL');
    const down = await until(async () => {
      const h = await health(a);
      return h.body.redis === 'down' ? h : false;
    }, "redis 'down' on /api/health");
    // DECISIONS 10.8: a balancer keeps an instance whose database answers; only Redis is away
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ status: 'degraded', redis: 'down', database_status: 'ok', message: 'Serviço funcionando com limitações: Redis fora do ar.' });

    // orders and status changes publish to Redis: they must neither hang nor fail
    const order = await orders.place(customer.http);
    expect(order.status).toBe('pending');
    expect((await orders.setStatus(admin.http, order.id, 'confirmed')).status).toBe('confirmed');
  });

  it('tells every socket to resync once Redis is back, and events flow across instances again', async () => {
    const resyncsBefore = adminOnB.count('resync');
    redis = await startRedis(port);
    await adminOnB.until(() => adminOnB.count('resync') > resyncsBefore, 'resync after Redis returned', 15_000);
    const ok = async (x: typeof a) => (await health(x)).body.status === 'ok';
    await until(async () => (await ok(a)) && (await ok(b)), "health 'ok' again");

    const order = await orders.place(customer.http);
    await adminOnB.waitFor('order.created', (p: { id: string }) => p.id === order.id);
  });

  it('left no unhandled promise rejection behind (one would end the process in production)', () => {
    expect(unhandled).toEqual([]);
  });
});
