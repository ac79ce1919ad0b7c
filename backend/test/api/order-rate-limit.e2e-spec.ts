import { Factories } from '../support/factories.js';
import { HttpClient } from '../support/http.js';
import { countOrderRows, orderBody, seedOrderCatalog, type OrderCatalog } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A flood of guest orders from one address (DECISIONS 9.6): ORDER_RATE_LIMIT per 10 minutes. */
describe('order limit per client address', () => {
  let t: TestApp, catalog: OrderCatalog;
  beforeAll(async () => {
    t = await startTestApp({ ORDER_RATE_LIMIT: '3', TRUST_PROXY: 'true' });
    catalog = await seedOrderCatalog(t);
  });
  afterAll(() => t.close());
  const guestAt = (ip: string) => new HttpClient(t.baseUrl, { 'x-forwarded-for': ip });
  /** The same session, its requests coming from `ip`. */
  const from = (http: HttpClient, ip: string) => {
    const client = guestAt(ip);
    for (const [name, value] of http.cookies) client.cookies.set(name, value);
    return client;
  };

  it('answers the fourth guest order from one address with 429 and writes nothing; another address still orders', async () => {
    const guest = guestAt('203.0.113.40');
    for (let i = 0; i < 3; i++) expect((await guest.post('/api/orders', orderBody(catalog))).status).toBe(201);
    const before = await countOrderRows(t);
    const res = await guest.post('/api/orders', orderBody(catalog));
    expect(res.status).toBe(429);
    expect(res.body.message).toContain('Muitas tentativas');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countOrderRows(t)).toEqual(before);
    expect((await guestAt('203.0.113.41').post('/api/orders', orderBody(catalog))).status).toBe(201);
  });

  it('counts signed-in customers the same way, and never limits staff entering phone orders', async () => {
    const f = new Factories(t);
    const customer = from((await f.newUser({ role: 'customer' })).http, '203.0.113.42');
    for (let i = 0; i < 3; i++) expect((await customer.post('/api/orders', orderBody(catalog))).status).toBe(201);
    expect((await customer.post('/api/orders', orderBody(catalog))).status).toBe(429);

    const staff = from((await f.newUser({ role: 'staff' })).http, '203.0.113.43');
    for (let i = 0; i < 5; i++) expect((await staff.post('/api/orders', orderBody(catalog))).status).toBe(201);
  });
});

describe('ORDER_RATE_LIMIT=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ORDER_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  it('turns the order limit off (load tests)', async () => {
    const catalog = await seedOrderCatalog(t);
    const guest = new Factories(t).anonymous();
    for (let i = 0; i < 25; i++) expect((await guest.post('/api/orders', orderBody(catalog))).status).toBe(201);
  });
});
