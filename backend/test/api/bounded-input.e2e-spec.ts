import { randomUUID } from 'node:crypto';
import { Factories, TEST_PASSWORD, uniqueEmail } from '../support/factories.js';
import type { HttpClient, HttpResponse } from '../support/http.js';
import { isPortugueseError } from '../support/malformed.js';
import { type OrderCatalog, orderBody, seedOrderCatalog } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { PackOffer } from '../../src/modules/packs/pack.entities.js';

// DECISIONS 10.8: every public text field is bounded before any pattern runs. A login, register,
// setup or order body with a huge awkward string in any field answers 400 or 413 within a second,
// and the server keeps answering /api/health meanwhile. The first release's email pattern spent
// seconds on 20 kB and minutes on 200 kB, freezing the kitchen board and every order with it.
// Time is the contract here: one second against the minutes of a backtracking pattern. It is
// counted in the server's CPU time (the app runs in this process), which a busy machine does not
// stretch: on wall clocks a starved test process once read 1.2 s for an answer that cost the server
// milliseconds. A pattern that backtracks burns its seconds on the CPU. The wall clock keeps a
// bound too, loose enough for any busy machine and far below a frozen server's minutes.
const CONTRACT_CPU_MS = 1000;
const WALL_BOUND_MS = 15_000;
/** the largest JSON body the server reads (app.factory.ts JSON_BODY_LIMIT); one byte more is a 413 */
const BODY_LIMIT = 256 * 1024;
const BIG = 200_000;
/** Node refuses requests whose headers pass 16 KiB: a header this long still reaches the app */
const LARGEST_HEADER = 15 * 1024;

/**
 * Strings of exactly n characters (ASCII that JSON writes as is) shaped to make a backtracking
 * pattern try every way of splitting them: dots between '@'s for email patterns, runs of spaces
 * for trims and /\s+$/, runs of digits for phone and number patterns.
 */
const AWKWARD: Record<string, (n: number) => string> = {
  'dots between @': (n) => `a@${'.'.repeat(n - 3)}@`,
  'dots then a space': (n) => `a@${'.'.repeat(n - 4)} x`,
  'labels then @': (n) => `${'a.'.repeat(n).slice(0, n - 1)}@`,
  'spaces then a letter': (n) => `${' '.repeat(n - 1)}x`,
  'digits then a letter': (n) => `${'1'.repeat(n - 1)}x`,
};

type Path = (string | number)[];
interface PublicRoute {
  name: string;
  path: () => string;
  /** a valid body: each case changes one field of it */
  body: () => Record<string, unknown>;
  fields: Path[];
  headers?: Record<string, string>;
}

function withValueAt(base: unknown, [head, ...rest]: Path, value: unknown): unknown {
  const copy: any = Array.isArray(base) ? [...base] : { ...(base as object) };
  copy[head] = rest.length ? withValueAt(copy[head], rest, value) : value;
  return copy;
}

/** The body with `field` holding an awkward string of n characters, or the length that fills the body. */
function bodyWith(route: PublicRoute, field: Path, shape: (n: number) => string, size: number | 'largest'): string {
  const base = route.body();
  if (size !== 'largest') return JSON.stringify(withValueAt(base, field, shape(size)));
  const empty = Buffer.byteLength(JSON.stringify(withValueAt(base, field, '')));
  const text = JSON.stringify(withValueAt(base, field, shape(BODY_LIMIT - empty)));
  expect(Buffer.byteLength(text)).toBe(BODY_LIMIT);
  return text;
}

describe('bounded input on every public route (DECISIONS 10.8)', () => {
  let t: TestApp;
  let f: Factories;
  let c: OrderCatalog;
  let guest: HttpClient;
  let trackingToken: string;
  let packOfferId: string;
  let routes: PublicRoute[];

  beforeAll(async () => {
    // every request here comes from 127.0.0.1: the sign-in limit has tests of its own
    t = await startTestApp({ AUTH_RATE_LIMIT: '100000' });
    f = new Factories(t);
    c = await seedOrderCatalog(t);
    guest = f.anonymous();
    const placed = await guest.post('/api/orders', orderBody(c));
    expect(placed.status).toBe(201);
    trackingToken = placed.body.data.tracking_token;
    const offers = t.db.getRepository(PackOffer);
    packOfferId = (
      await offers.save(
        offers.create({ name: '10 Quentinhas M', product_id: c.quentinha.id, size: 'medio', quantity: 10, price_cents: 18000, validity_days: 60, active: true }),
      )
    ).id;
    const fullOrder = () =>
      orderBody(c, {
        items: [
          { product_id: c.quentinha.id, quantity: 1, size: 'medio', chosen_dishes: ['Arroz Branco'], notes: 'sem sal' },
        ],
        delivery: { type: 'delivery', address: 'Rua das Flores, 10', neighborhood: c.neighborhood.id },
        payment: { method: 'cash', change_for: 100 },
        notes: 'Sem cebola',
      });
    routes = [
      {
        name: 'POST /api/auth/login',
        path: () => '/api/auth/login',
        body: () => ({ email: 'maria@exemplo.com', password: TEST_PASSWORD }),
        fields: [['email'], ['password']],
      },
      {
        name: 'POST /api/auth/register',
        path: () => '/api/auth/register',
        body: () => ({
          name: 'Maria Souza',
          email: uniqueEmail('maria'),
          password: 'Senha123',
          confirmPassword: 'Senha123',
          phone: '(11) 98765-4321',
        }),
        fields: [['name'], ['email'], ['password'], ['confirmPassword'], ['phone']],
      },
      {
        name: 'POST /api/setup',
        path: () => '/api/setup',
        body: () => ({
          name: 'Maria Souza',
          email: 'maria@minhaloja.com.br',
          password: 'SenhaForte123',
          business_name: 'Quentinha da Maria',
        }),
        fields: [['name'], ['email'], ['password'], ['business_name']],
      },
      {
        name: 'POST /api/orders',
        path: () => '/api/orders',
        body: fullOrder,
        fields: [
          ['customer', 'name'],
          ['customer', 'phone'],
          ['items', 0, 'product_id'],
          ['items', 0, 'size'],
          ['items', 0, 'chosen_dishes', 0],
          ['items', 0, 'notes'],
          ['delivery', 'type'],
          ['delivery', 'address'],
          ['delivery', 'neighborhood'],
          ['payment', 'method'],
          ['payment', 'change_for'],
          ['notes'],
          ['scheduled_for'],
          ['order_date'],
          ['status'],
          ['credit_code'],
        ],
        headers: { 'idempotency-key': randomUUID() },
      },
      {
        name: 'POST /api/orders/track/{token}/cancel',
        path: () => `/api/orders/track/${trackingToken}/cancel`,
        body: () => ({ reason: 'Mudei de ideia' }),
        fields: [['reason']],
      },
      {
        name: 'POST /api/packs/{id}/purchases',
        path: () => `/api/packs/${packOfferId}/purchases`,
        body: () => ({ customer: { name: 'Maria Souza', phone: '(11) 98765-4321' }, payment: { method: 'pix' } }),
        fields: [['customer', 'name'], ['customer', 'phone'], ['payment', 'method']],
      },
    ];
  });
  afterAll(() => t.close());

  /**
   * Sends one request and, while it is in flight, asks /api/health again and again: a pattern that
   * blocks the event loop holds both, so both wall times are measured.
   */
  async function sendWatchingHealth(send: () => Promise<HttpResponse>) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let settled = false;
    const answer = send().finally(() => (settled = true));
    const health: { status: number; ms: number }[] = [];
    do {
      const asked = performance.now();
      const res = await guest.get('/api/health');
      health.push({ status: res.status, ms: performance.now() - asked });
    } while (!settled);
    const res = await answer;
    const cpu = process.cpuUsage(cpuBefore);
    return { res, ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, health };
  }

  /** What breaks the contract in one answer: a slow or wrong refusal, or a health check held up. */
  function breaches(
    label: string,
    outcome: Awaited<ReturnType<typeof sendWatchingHealth>>,
    statuses: number[],
  ): string[] {
    const { res, ms, cpuMs, health } = outcome;
    const found: string[] = [];
    if (!statuses.includes(res.status) || !isPortugueseError(res.body))
      found.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    // the answer and the health checks meanwhile, in the server's (and this client's) CPU time
    if (cpuMs > CONTRACT_CPU_MS) found.push(`${label}: cost ${Math.round(cpuMs)} ms of CPU`);
    if (ms > WALL_BOUND_MS) found.push(`${label}: answered after ${Math.round(ms)} ms`);
    const slowest = Math.max(...health.map((h) => h.ms));
    if (slowest > WALL_BOUND_MS) found.push(`${label}: /api/health took ${Math.round(slowest)} ms meanwhile`);
    if (health.some((h) => h.status !== 200))
      found.push(`${label}: /api/health answered ${health.map((h) => h.status).join(', ')}`);
    return found;
  }

  it('starts from valid bodies, so each refusal below is the awkward field', async () => {
    await f.newUser({ email: 'maria@exemplo.com' });
    const [login, register, order, cancel, pack] = routes.filter((r) => r.name !== 'POST /api/setup');
    expect((await f.anonymous().post(login.path(), login.body())).status).toBe(200);
    expect((await f.anonymous().post(register.path(), register.body())).status).toBe(201);
    expect((await f.anonymous().post(order.path(), order.body(), { 'idempotency-key': randomUUID() })).status).toBe(
      201,
    );
    expect((await f.anonymous().post(cancel.path(), cancel.body())).status).toBe(200);
    expect((await f.anonymous().post(pack.path(), pack.body())).status).toBe(201);
  });

  it.each([
    'POST /api/auth/login',
    'POST /api/auth/register',
    'POST /api/setup',
    'POST /api/orders',
    'POST /api/orders/track/{token}/cancel',
    'POST /api/packs/{id}/purchases',
  ])(
    '%s: the largest body and a 200 kB string in every text field are refused within a second',
    async (name) => {
      const route = routes.find((r) => r.name === name)!;
      const failures: string[] = [];
      const cases = route.fields.flatMap((field) =>
        Object.entries(AWKWARD).flatMap(([shapeName, shape]) =>
          (['largest', BIG] as const).map((size) => ({ field, shapeName, shape, size })),
        ),
      );
      expect(cases).toHaveLength(route.fields.length * Object.keys(AWKWARD).length * 2);
      for (const { field, shapeName, shape, size } of cases) {
        const text = bodyWith(route, field, shape, size);
        const outcome = await sendWatchingHealth(() => f.anonymous().post(route.path(), text, route.headers));
        const found = breaches(
          `${field.join('.')} = ${shapeName} (${size === 'largest' ? `${BODY_LIMIT} bytes` : `${size} chars`})`,
          outcome,
          [400, 413],
        );
        failures.push(...found);
        // an answer past the bound held the whole server that long: one is proof enough
        if (found.some((s) => s.endsWith(' ms') || s.endsWith(' ms of CPU') || s.includes(' ms meanwhile'))) break;
      }
      // one byte past the largest body: refused whole, before it is read as JSON
      const over = `${bodyWith(route, route.fields[0], AWKWARD['spaces then a letter'], 'largest').slice(0, -1)} }`;
      failures.push(
        ...breaches(
          'one byte over the limit',
          await sendWatchingHealth(() => f.anonymous().post(route.path(), over, route.headers)),
          [413],
        ),
      );
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it('refuses an awkward Idempotency-Key within a second, as long as a header may be and at 200 kB', async () => {
    const order = routes.find((r) => r.name === 'POST /api/orders')!;
    const failures: string[] = [];
    for (const [shapeName, shape] of Object.entries(AWKWARD)) {
      // the app's own check (8 to 200 visible characters) on the longest header Node lets through
      const longest = shape(LARGEST_HEADER).replace(/ /g, '!');
      const inApp = await sendWatchingHealth(() =>
        f.anonymous().post('/api/orders', order.body(), { 'idempotency-key': longest }),
      );
      failures.push(...breaches(`${shapeName}, ${LARGEST_HEADER} chars`, inApp, [400]));
      // past Node's 16 KiB of headers the HTTP parser refuses it before any route: 431
      const huge = shape(BIG).replace(/ /g, '!');
      const refused = await sendWatchingHealth(() =>
        f.anonymous().post('/api/orders', order.body(), { 'idempotency-key': huge }),
      );
      failures.push(...breaches(`${shapeName}, ${BIG} chars`, refused, [431]));
    }
    expect(failures).toEqual([]);
  });

  it('covers every write route a guest can reach (a new public route must join the list above)', async () => {
    const doc = (await guest.get('/api/docs-json')).body as { paths: Record<string, Record<string, unknown>> };
    // bodiless: they read only the session cookies (bounded by Node's 16 KiB of headers)
    // no text field: the opt-out link's token is in the path, the tracking page's choice is one boolean (DECISIONS 10.2)
    const covered = new Set([
      ...routes.map((r) => r.name),
      'POST /api/auth/refresh',
      'POST /api/auth/logout',
      'POST /api/marketing/optout/{token}',
      'PUT /api/orders/track/{token}/marketing',
    ]);
    const reachable: string[] = [];
    for (const [template, methods] of Object.entries(doc.paths))
      for (const method of Object.keys(methods).filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))) {
        const path = template.replace(/\{[^{}]+\}/g, randomUUID());
        const res = await f.anonymous().request(method.toUpperCase(), path, {});
        if (res.status !== 401) reachable.push(`${method.toUpperCase()} ${template}`);
      }
    expect(reachable.length).toBeGreaterThanOrEqual(5);
    expect(reachable.filter((r) => !covered.has(r))).toEqual([]);
  });
});
