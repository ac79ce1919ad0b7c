import { randomUUID } from 'node:crypto';
import { Factories } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { isPortugueseError } from '../support/malformed.js';
import { newOrderIn, seedOrderCatalog } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// "No route answers 500 to any input a client can send": every route the OpenAPI document lists,
// with hostile ids, queries and bodies, as a guest and as the admin (who gets furthest in).
const deep = (levels: number): unknown => (levels === 0 ? 'fundo' : { a: deep(levels - 1) });
const BODIES: [string, string][] = [
  ['not JSON', '{"a":'],
  ['null', 'null'],
  ['array', '[1, 2, 3]'],
  ['empty object', '{}'],
  ['prototype pollution', '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}'],
  ['deep nesting', JSON.stringify(deep(60))],
  // PostgreSQL refuses NUL in text: it must be a 400 at the door, not a 500 at the insert
  [
    'NUL inside strings',
    JSON.stringify({
      name: 'a\u0000b',
      customer: { name: 'Ana\u0000', phone: '11987654321' },
      description: '\u0000',
      email: 'a\u0000@b.com',
      date: '2026-11-23',
      notes: 'x\u0000',
    }),
  ],
  ['thousands of levels deep', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)],
  [
    'thousands of levels deep in a field',
    `{"customer": ${'['.repeat(3000)}${']'.repeat(3000)}, "items": [{"chosen_dishes": ${JSON.stringify(deep(2000))}}]}`,
  ],
  [
    'wrong types everywhere',
    JSON.stringify({
      name: 12,
      email: [],
      password: {},
      items: 'tudo',
      customer: 5,
      delivery: [],
      payment: null,
      status: { current: { current: 1 } },
      sizes: [{ name: null, price: 'R$ 10' }],
      price: 1e308,
      date: '2026-02-30',
      dishes: [null, 1, {}],
      amount: -0.001,
      delivery_fee: 'NaN',
    }),
  ],
  [
    'huge strings',
    JSON.stringify({ name: 'ç'.repeat(20_000), description: '😀'.repeat(5_000), notes: 'x'.repeat(50_000) }),
  ],
];
const QUERY =
  '?limit=-1&page=abc&sort=%3B%20DROP&status=nunca&status=x&period=ontem&start=2026-13-45&end=a&active=talvez&date=31%2F02%2F2026&customer_phone[]=1';

describe('no route answers 500', () => {
  let t: TestApp;
  let clients: [string, HttpClient][];
  let routes: [string, string][];
  let realIds: string[];

  beforeAll(async () => {
    t = await startTestApp();
    const f = new Factories(t);
    const c = await seedOrderCatalog(t);
    const admin = await f.newUser({ role: 'admin' });
    realIds = [await newOrderIn(t, c, admin.http), c.quentinha.id];
    clients = [
      ['guest', f.anonymous()],
      ['admin', admin.http],
    ];
    const doc = (await f.anonymous().get('/api/docs-json')).body as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => [m.toUpperCase(), path] as [string, string]),
    );
  });
  afterAll(() => t.close());

  it('lists the routes it sweeps (the OpenAPI document is complete)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(45);
    expect(routes).toContainEqual(['POST', '/api/orders']);
    expect(routes).toContainEqual(['PUT', '/api/orders/{id}/status']);
  });

  // the sweep grows with every route the API gains: it runs in parts, each within its own bound,
  // so a longer API (or a busy machine) does not turn one test's ceiling into a speed limit
  const PARTS = 8;
  let sentInAll = 0;
  it.each(Array.from({ length: PARTS }, (_, part) => part))(
    'answers every hostile request with a status below 500 and a Portuguese message (part %i of the routes)',
    async (part) => {
      const failures: string[] = [];
      let sent = 0;
      const ids = ['x', "1' OR '1'='1", 'a\u0000b', randomUUID(), ...realIds];
      for (const [method, template] of routes.filter((_, i) => i % PARTS === part)) {
        // the auth routes are rate limited per address: a handful of their requests is enough
        const auth = template.startsWith('/api/auth');
        const paths = template.includes('{')
          ? ids.map((id) => template.replace(/\{[^{}]+\}/g, encodeURIComponent(id)))
          : [template];
        for (const [who, http] of clients) {
          for (const path of auth ? paths.slice(0, 1) : paths) {
            const attempts: [string, Promise<{ status: number; body: any }>][] =
              method === 'GET' || method === 'DELETE'
                ? [[`${method} ${path}${QUERY}`, http.request(method, `${path}${QUERY}`)]]
                : (auth ? BODIES.slice(0, 3) : BODIES).map(([label, body]) => [
                    `${method} ${path} (${label})`,
                    http.request(method, path, body),
                  ]);
            for (const [label, pending] of attempts) {
              const res = await pending;
              sent++;
              if (res.status >= 500)
                failures.push(`${who} ${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
              else if (res.status >= 400 && !isPortugueseError(res.body)) {
                failures.push(`${who} ${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
              }
            }
          }
        }
      }
      expect(failures).toEqual([]);
      sentInAll += sent;
    },
    120_000,
  );

  it('sent more than a thousand hostile requests in all', () => {
    expect(sentInAll).toBeGreaterThan(1000);
  });
});

describe('multipart bodies that are not well formed', () => {
  let t: TestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await new Factories(t).newUser({ role: 'admin' })).http;
  });
  afterAll(() => t.close());

  const part =
    '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
  it.each([
    ['no boundary', 'multipart/form-data', `${part}xx\r\n--abc--\r\n`],
    ['an empty boundary', 'multipart/form-data; boundary=', `${part}xx\r\n--abc--\r\n`],
    ['another boundary than the body uses', 'multipart/form-data; boundary=xyz', `${part}xx\r\n--abc--\r\n`],
    ['a part never closed', 'multipart/form-data; boundary=abc', `${part}xx`],
    ['garbage', 'multipart/form-data; boundary=abc', 'garbage'],
  ])('answers a banner upload with %s with a Portuguese 4xx', async (_name, contentType, body) => {
    const res = await fetch(`${t.baseUrl}/api/settings/banner`, {
      method: 'POST',
      headers: { 'content-type': contentType, cookie: admin.cookieHeader },
      body,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(isPortugueseError(await res.json())).toBe(true);
  });
});
