import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { WIRE_STATUSES } from '@quentinha/shared/orders/status';
import { ACCESS_COOKIE } from '../../src/common/auth/auth-user.js';
import {
  describeBody,
  Entries,
  hostileString,
  hostileValue,
  hostileWholeBody,
  pathsOf,
  Raw,
  toJson,
  unknownKey,
  withValueAt,
} from './support/hostile.js';
import {
  changedTables,
  type FuzzCase,
  maxLengthSweep,
  type Method,
  oddStringSweep,
  poolTable,
  portugueseError,
  type Route,
  tableHashes,
} from './support/fuzz-cases.js';
import { HealthWatch } from './support/health-watch.js';
import { BODY_LIMIT, LONG_TEXT_SHAPES, longestFitting } from './support/long-text.js';
import { figures, ms, note, percentile, runSeed } from './support/report.js';
import { databaseKinds, ServerProcess, STAFF_PASSWORD, TestDatabase } from './support/server.js';
import { hire, openShop, orderAt, orderBody, type Shop, VALID_BODIES } from './support/shop.js';

// Proof 3: a property-based fuzz (fast-check) of every write route the OpenAPI document lists,
// as a guest, a customer and the owner. Bodies: the route's valid shape (OpenAPI properties where the
// document has them, a known valid body otherwise) with fields replaced by hostile values, unknown
// and prototype keys added, or replaced whole (nesting thousands deep, invalid JSON, huge bodies).
// For every case: no 5xx, every 4xx carries a Portuguese `message`, and a refused request changed
// no row of any table (a hash of every table before and after). Every text field also holds the
// longest text the server takes and the longest the body can carry; meanwhile a thread of its own
// asks /api/health, whose answers must never wait a second (the event-loop check, DECISIONS 10.8).
const RUNS = Number(process.env.RELIABILITY_FUZZ_RUNS ?? 1000);
const REQUEST_TIMEOUT_MS = 20_000;
/** DECISIONS 10.8: an answer within a second, to the longest bodies and to /api/health meanwhile */
const ANSWER_BOUND_MS = 1000;
describe.each(databaseKinds())('property-based fuzz of every write route (%s)', (kind) => {
  let database: TestDatabase;
  let server: ServerProcess;
  let shop: Shop;
  let routes: Route[];
  let courierId: string;
  let customerEmail: string;
  let customerCookie: string;
  /** the owner and this customer stay out of the user pool: the fuzz must not sign them out */
  let customerId: string;
  const seed = runSeed();
  let health: HealthWatch | undefined;

  beforeAll(async () => {
    database = await TestDatabase.create(kind);
    server = new ServerProcess(database);
    await server.start();
    shop = await openShop(server);
    [{ id: courierId }] = await hire(server, shop, 'delivery', 1);
    const [customer] = await hire(server, shop, 'customer', 1);
    customerEmail = customer.email;
    customerCookie = customer.http.cookieHeader;
    customerId = customer.id;
    await shop.admin.post('/api/expenses', VALID_BODIES.expense());
    // orders at every step of the path, so status and edit cases meet real transitions
    const paths = [[], ['confirmed'], ['confirmed', 'preparing'], ['confirmed', 'preparing', 'ready'], ['cancelled']];
    for (let i = 0; i < 12; i++)
      await orderAt(shop, server.client(), paths[i % paths.length], i % 2 ? 'pickup' : 'delivery');
    const doc = (await server.client().get('/api/docs-json')).body as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } }>
      >;
      components?: { schemas?: Record<string, { properties?: Record<string, { type?: string }> }> };
    };
    routes = Object.entries(doc.paths).flatMap(([template, methods]) =>
      Object.entries(methods)
        .filter(([m]) => ['post', 'put', 'patch', 'delete'].includes(m))
        .map(([m, op]) => {
          const ref = Object.values(op.requestBody?.content ?? {})[0]
            ?.schema?.$ref?.split('/')
            .pop();
          const properties = (ref && doc.components?.schemas?.[ref]?.properties) || {};
          const props = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, v.type ?? 'object']));
          return { method: m.toUpperCase() as Method, template, props };
        }),
    );
  }, 180_000);
  afterAll(async () => {
    // a test stopped by its timeout leaves the watch running
    await health?.terminate();
    await server?.stop();
    await database?.drop();
  });

  /** Valid bodies per route: what a well-behaved client sends (the fuzz starts from these). */
  function validVariants(route: Route): Record<string, unknown>[] {
    const key = `${route.method} ${route.template}`;
    const dishIds = shop.dishes.map((d) => d.id);
    const known: Record<string, Record<string, unknown>[]> = {
      'POST /api/users': [VALID_BODIES.user('staff'), VALID_BODIES.user('delivery')],
      'PUT /api/users/{id}': [{ name: 'Outro Nome', phone: '(11) 98765-4321' }, { active: false }, { role: 'kitchen' }],
      'POST /api/auth/register': [
        {
          name: 'Cliente Novo',
          email: `novo-${randomUUID().slice(0, 6)}@teste.com.br`,
          password: 'Senha123',
          confirmPassword: 'Senha123',
        },
      ],
      'POST /api/auth/login': [{ email: customerEmail, password: STAFF_PASSWORD }],
      'POST /api/products': [VALID_BODIES.product(), VALID_BODIES.drink()],
      'PUT /api/products/{id}': [
        { name: 'Nome Novo' },
        { sizes: [{ name: 'medio', price: 21, cost: 9 }] },
        { active: false },
      ],
      'POST /api/dishes': [VALID_BODIES.dish()],
      'PUT /api/dishes/{id}': [{ name: `Prato ${randomUUID().slice(0, 4)}` }, { active: false }],
      'POST /api/dailymenus': [{ date: '2031-05-01', dishes: dishIds }],
      'PUT /api/dailymenus/{id}': [{ dishes: dishIds.slice(0, 2) }, { active: true }],
      'POST /api/neighborhoods': [VALID_BODIES.neighborhood()],
      'PUT /api/neighborhoods/{id}': [{ delivery_fee: 9 }, { is_active: false }],
      'POST /api/expenses': [VALID_BODIES.expense()],
      'PUT /api/expenses/{id}': [{ amount: 10 }, { description: 'Embalagens' }],
      'POST /api/orders': [orderBody(shop, 'delivery'), orderBody(shop, 'pickup')],
      'POST /api/orders/track/{token}/cancel': [{ reason: 'Mudei de ideia' }, {}],
      'PUT /api/orders/{id}': [
        { notes: 'Sem cebola' },
        { customer_name: 'Maria', whatsapp: '11987654321' },
        { payment_method: 'cash', change_for: 100 },
      ],
      'PUT /api/orders/{id}/status': [
        ...WIRE_STATUSES.map((status) => ({ status })),
        { status: 'delivering', courier_id: courierId },
        { status: 'cancelled', reason: 'Cliente desistiu' },
      ],
    };
    known['PATCH /api/orders/{id}/status'] = known['PUT /api/orders/{id}/status'];
    return known[key] ?? [documentedShape(route)];
  }

  /** A value of the documented type for every property the OpenAPI document lists. */
  function documentedShape(route: Route): Record<string, unknown> {
    const typed: Record<string, unknown> = {
      string: 'texto',
      number: 1,
      integer: 1,
      boolean: true,
      array: [],
      object: {},
    };
    return Object.fromEntries(Object.entries(route.props).map(([k, t]) => [k, typed[t] ?? null]));
  }

  const caseArb = (): fc.Arbitrary<FuzzCase> => {
    const param: fc.Arbitrary<FuzzCase['param']> = fc.oneof(
      { weight: 6, arbitrary: fc.nat().map((real) => ({ real })) },
      { weight: 1, arbitrary: fc.uuid().map((uuid) => ({ uuid })) },
      {
        weight: 2,
        arbitrary: fc
          .oneof(
            hostileString.filter((s) => s.length < 2000),
            fc.constantFrom('%', '%00', '%C0%AE', '..', '.', ' ', '1', '-1', '0x10'),
          )
          .map((text) => ({ text })),
      },
    );
    const body: fc.Arbitrary<FuzzCase['body']> = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant('mutated' as const),
          variant: fc.nat(),
          replace: fc.array(fc.tuple(fc.nat(), hostileValue), { maxLength: 3 }),
          remove: fc.array(fc.nat(), { maxLength: 1 }),
          extra: fc.array(fc.tuple(unknownKey, hostileValue), { maxLength: 2 }),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('typed' as const),
          values: fc.array(fc.tuple(fc.nat().map(String), hostileValue), { maxLength: 6 }),
        }),
      },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('whole' as const), raw: hostileWholeBody }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 4 }) }) },
    );
    return fc.record({
      route: fc.nat(),
      who: fc.constantFrom('guest' as const, 'customer' as const, 'admin' as const),
      key: fc.oneof(
        fc.constant(null),
        fc.uuid(),
        fc.constantFrom(
          '',
          ' ',
          'curta12',
          'x'.repeat(8),
          'x'.repeat(200),
          'x'.repeat(201),
          'x'.repeat(5000),
          'chave-ção-ñ-ü-12345',
          '../../etc',
          '0',
        ),
        fc
          .string({ unit: 'binary-ascii', minLength: 1, maxLength: 250 }) // control characters cannot go in a header (fetch refuses them before sending)
          .map((k) => [...k].map((ch) => (ch < ' ' || ch === '\x7f' ? 'x' : ch)).join('')),
      ),
      param,
      body,
    });
  };

  function bodyText(route: Route, c: FuzzCase): string | undefined {
    if (route.method === 'DELETE') return undefined;
    const b = c.body;
    if (b.kind === 'whole') return b.raw.text;
    if (b.kind === 'json') return toJson(b.value);
    if (b.kind === 'none') return undefined;
    const variants = validVariants(route);
    const base = variants[('variant' in b ? b.variant : 0) % variants.length];
    if (b.kind === 'fill') {
      const path = pathsOf(base)[b.path];
      const free = BODY_LIMIT - Buffer.byteLength(toJson(withValueAt(base, path, '')));
      return toJson(withValueAt(base, path, longestFitting(LONG_TEXT_SHAPES[b.shape], free)));
    }
    if (b.kind === 'typed') {
      // every documented (or known) field, each either valid or hostile
      let value: unknown = { ...documentedShape(route), ...base };
      const keys = Object.keys(value as object);
      for (const [index, v] of b.values)
        if (keys.length) value = withValueAt(value, [keys[Number(index) % keys.length]], v);
      return toJson(value);
    }
    const paths = pathsOf(base);
    let value: unknown = base;
    for (const [index, v] of b.replace) if (paths.length) value = withValueAt(value, paths[index % paths.length], v);
    for (const index of b.remove) if (paths.length) value = withValueAt(value, paths[index % paths.length], undefined);
    if (
      b.extra.length &&
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      !(value instanceof Raw)
    ) {
      value = new Entries([...Object.entries(value as Record<string, unknown>), ...b.extra]);
    }
    return toJson(value);
  }

  function encodeParam(text: string): string {
    if (/^%|^\.{1,2}$/.test(text)) return text.replace(/^\.$/, '%2E').replace(/^\.\.$/, '%2E%2E');
    try {
      return encodeURIComponent(text);
    } catch {
      return '%ED%A0%80'; // a lone surrogate has no UTF-8: send the bytes it would have had
    }
  }

  it(`answers an odd-string sweep, a maximum-length sweep and ${RUNS} generated cases with no 5xx, Portuguese 4xx, no row changed by a refusal and /api/health within a second meanwhile`, async () => {
    note(
      `fuzz (${kind}): seed ${seed}, ${RUNS} runs over ${routes.length} write routes (RELIABILITY_SEED=${seed} replays them)`,
    );
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const db = await database.db();
    const sweep = oddStringSweep(routes, validVariants);
    const longest = maxLengthSweep(routes, validVariants);
    const cases = [...sweep, ...longest, ...fc.sample(caseArb(), { seed, numRuns: RUNS })];
    const fillAnswers: number[] = [];
    const failures: string[] = [];
    const byClass: Record<string, number> = {};
    const routesHit = new Set<string>();
    let refused = 0;
    let pools = new Map<string, string[]>();
    const refreshPools = async () => {
      pools = new Map();
      for (const ref of new Set(routes.map((r) => poolTable(r.template)).filter(Boolean) as string[])) {
        const [table, column] = ref.split('.');
        const rows: { v: string }[] = await db.query(
          table === 'users'
            ? `SELECT "${column}" AS v FROM "${table}" WHERE "id" NOT IN ('${shop.adminId}', '${customerId}')`
            : `SELECT "${column}" AS v FROM "${table}"`,
        );
        pools.set(
          ref,
          rows.map((r) => r.v),
        );
      }
    };
    // the owner's access cookie only: a refresh token sent again after the fuzz rotated it is
    // taken as stolen and ends every session of the owner (a deliberate write, by design)
    const adminCookie = `${ACCESS_COOKIE}=${shop.admin.cookies.get(ACCESS_COOKIE)}`;
    let before = await tableHashes(db);
    health = HealthWatch.start(server.baseUrl);
    for (const [index, c] of cases.entries()) {
      if (index % 20 === 0) await refreshPools();
      const route = routes[c.route % routes.length];
      const pool = pools.get(poolTable(route.template) ?? '') ?? [];
      const param =
        'real' in c.param
          ? encodeParam(pool.length ? pool[c.param.real % pool.length] : randomUUID())
          : 'uuid' in c.param
            ? c.param.uuid
            : encodeParam(c.param.text);
      const path = route.template.replace(/\{[^{}]+\}/g, param);
      const text = bodyText(route, c);
      const headers: Record<string, string> = {};
      if (text !== undefined) headers['content-type'] = 'application/json';
      if (c.who === 'admin') headers.cookie = adminCookie;
      if (c.who === 'customer') headers.cookie = customerCookie;
      if (route.template === '/api/orders' && c.key !== null) headers['idempotency-key'] = c.key;
      const label = `#${index} ${c.who} ${route.method} ${path.slice(0, 120)} body ${describeBody(text ?? '(none)')}`;
      let status: number;
      let body: unknown;
      const sent = performance.now();
      try {
        const res = await fetch(`${server.baseUrl}${path}`, {
          method: route.method,
          headers,
          body: text,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        status = res.status;
        const raw = await res.text();
        try {
          body = raw ? JSON.parse(raw) : null;
        } catch {
          body = raw;
        }
      } catch (error) {
        const cause = (error as Error & { cause?: Error }).cause;
        failures.push(
          `${label}: no answer (${(error as Error).message}${cause ? `: ${cause.message}` : ''}) key ${JSON.stringify(c.key)?.slice(0, 80)}`,
        );
        // a long text the server did not answer holds its event loop: the cases after it would only time out
        if (c.body.kind === 'fill') break;
        continue;
      }
      routesHit.add(`${route.method} ${route.template}`);
      if (c.body.kind === 'fill') {
        // longer than any field takes: refused, and at once
        const took = performance.now() - sent;
        fillAnswers.push(took);
        if (status < 400) failures.push(`${label}: a body-filling text was accepted (${status})`);
        if (took > ANSWER_BOUND_MS) failures.push(`${label}: answered after ${Math.round(took)} ms`);
      }
      // DEBUG_FUZZ=<text>: print every case whose label holds it, with its answer
      if (process.env.DEBUG_FUZZ && label.includes(process.env.DEBUG_FUZZ))
        note(`${label} -> ${status} ${JSON.stringify(body).slice(0, 150)}`);
      byClass[`${Math.floor(status / 100)}xx`] = (byClass[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
      if (status >= 500) failures.push(`${label}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
      if (status >= 400 && status < 500) {
        refused++;
        if (!portugueseError(body))
          failures.push(`${label}: ${status} without a Portuguese message: ${JSON.stringify(body).slice(0, 200)}`);
        const after = await tableHashes(db);
        const changed = changedTables(before, after);
        if (changed.length) failures.push(`${label}: refused with ${status} but changed ${changed.join(', ')}`);
        before = after;
      } else before = await tableHashes(db);
    }
    const watched = await health.stop();
    const slowestHealth = Math.max(...watched.samples);
    failures.push(...new Set(watched.failures));
    if (watched.samples.length < 10) failures.push(`/api/health was asked only ${watched.samples.length} times`);
    if (slowestHealth > ANSWER_BOUND_MS)
      failures.push(`the event loop was held: /api/health waited ${Math.round(slowestHealth)} ms during the fuzz`);
    // a server still held by a long text answers neither: the status -1 says so without waiting for it
    const status = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${server.baseUrl}${path}`, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).then(
        (res) => res.status,
        () => -1,
      );
    const after = await status('/api/health');
    if (after !== 200) failures.push(`the server is unwell after the fuzz: /api/health ${after}`);
    const me = await status('/api/auth/me', { cookie: adminCookie });
    if (me !== 200) failures.push(`the owner was signed out by the fuzz: /api/auth/me ${me}`);
    figures(`fuzz (${kind})`, {
      'cases tried': cases.length,
      'of which the odd-string sweep': sweep.length,
      'of which the maximum-length sweep': longest.length,
      'slowest body-filling answer': ms(Math.max(...fillAnswers)),
      '/api/health answers meanwhile': watched.samples.length,
      'their p50': ms(percentile(watched.samples, 50)),
      'their p99': ms(percentile(watched.samples, 99)),
      'their max': ms(slowestHealth),
      'write routes': routes.length,
      'routes hit': routesHit.size,
      ...Object.fromEntries(
        Object.entries(byClass)
          .sort()
          .map(([k, v]) => [k, v]),
      ),
      'refused requests checked for row changes': refused,
      failures: failures.length,
      seed,
    });
    // one line per route and answer first (the lead's summary), then the cases themselves
    const perRoute = new Map<string, number>();
    for (const f of failures) {
      const key =
        (/^#\d+ (\w+) (\w+) (\S+)/.exec(f) ?? [])
          .slice(1, 4)
          .join(' ')
          .replace(/\/[0-9a-f-]{36}|\/[A-Za-z0-9_-]{43}(?=\/)/g, '/{id}') +
        ` -> ${/: (\d{3}) /.exec(f)?.[1] ?? 'no answer'}`;
      perRoute.set(key, (perRoute.get(key) ?? 0) + 1);
    }
    for (const [key, count] of perRoute) note(`fuzz failures: ${count} x ${key}`);
    for (const f of failures.slice(0, 40)) note(`fuzz failure: ${f}`);
    expect(failures).toEqual([]);
  }, 300_000);
});
