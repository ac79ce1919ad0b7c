import { io } from 'socket.io-client';
import { type Factories, startAppWithFactories } from '../support/factories.js';
import { orderBody, seedOrderCatalog } from '../support/order-fixtures.js';
import type { TestApp } from '../support/test-app.js';

/** Writes riding on the session cookie, and the socket handshake, from a page of another site (issue 12 part 9). */
const FOREIGN = 'Origem da requisição não permitida.';
const EVIL = 'https://loja-falsa.example';

describe('Origin checks', () => {
  let t: TestApp, f: Factories;
  beforeAll(async () => ({ t, f } = await startAppWithFactories({ ALLOWED_ORIGINS: 'https://app.quentinha.com.br' })));
  afterAll(() => t.close());

  it("refuses a signed-in write sent from another site's page, and lets the same write through from this site, a named site or no browser", async () => {
    const { http: admin } = await f.newUser({ role: 'admin' });
    const write = (origin?: string) =>
      admin.post('/api/expenses', { description: 'Gás', amount: 120, category: 'gas', date: '2026-11-20' }, origin ? { origin } : {});
    const refused = await write(EVIL);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ statusCode: 403, error: 'Forbidden', message: FOREIGN });
    expect((await admin.get('/api/expenses')).body).toHaveLength(0);
    expect((await write(t.baseUrl)).status).toBe(201);
    expect((await write('https://app.quentinha.com.br')).status).toBe(201);
    expect((await write()).status).toBe(201);
    // reads are not writes
    expect((await admin.get('/api/expenses', { origin: EVIL })).status).toBe(200);
  });

  it("does not stand in a guest's way: a checkout without a session cookie carries nothing to forge", async () => {
    const catalog = await seedOrderCatalog(t);
    expect((await f.anonymous().post('/api/orders', orderBody(catalog), { origin: EVIL })).status).toBe(201);
  });

  it('refuses a socket handshake from another site and accepts this site', async () => {
    const connect = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = io(t.baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { origin } });
        socket.on('connect', () => {
          socket.disconnect();
          resolve('connected');
        });
        socket.on('connect_error', () => {
          socket.disconnect();
          resolve('refused');
        });
      });
    expect(await connect(EVIL)).toBe('refused');
    expect(await connect(t.baseUrl)).toBe('connected');
  });
});
