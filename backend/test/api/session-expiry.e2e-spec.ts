import { ACCESS_COOKIE } from '../../src/common/auth/auth-user.js';
import { RealtimeGateway } from '../../src/modules/realtime/realtime.gateway.js';
import type { Factories } from '../support/factories.js';
import { orderBody, type OrderCatalog } from '../support/order-fixtures.js';
import { startOrderApp } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';
import { SocketPool } from '../realtime/socket-client.js';

/**
 * A session that runs out (issue "trust at noon", part 7): a signed-in customer whose access
 * token expired is told so (401, the client renews and retries) instead of ordering as a guest;
 * logout and expiry close that user's sockets.
 */
const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente.';

describe('expired sessions', () => {
  let t: TestApp, f: Factories, catalog: OrderCatalog;
  const pool = new SocketPool();
  beforeAll(async () => ({ t, f, c: catalog } = await startOrderApp()));
  afterAll(() => pool.closeWith(t));

  it('answers an expired session on a public route with 401, never as a guest, and writes nothing', async () => {
    const { user, http } = await f.newUser({ role: 'customer' });
    http.cookies.set(ACCESS_COOKIE, f.accessTokenFor(user, -10));
    const before = (await t.db.query('SELECT COUNT(*) AS n FROM orders'))[0].n;
    const res = await http.post('/api/orders', orderBody(catalog));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(SESSION_EXPIRED);
    expect((await t.db.query('SELECT COUNT(*) AS n FROM orders'))[0].n).toBe(before);
    expect((await http.get('/api/products')).status).toBe(401);
  });

  it('still serves a guest with no session cookie at all', async () => {
    const guest = f.anonymous();
    expect((await guest.get('/api/products')).status).toBe(200);
    expect((await guest.post('/api/orders', orderBody(catalog))).status).toBe(201);
  });

  it('closes the sockets of a user who signs out', async () => {
    const http = f.anonymous();
    const email = `sai-${Date.now()}@teste.com.br`;
    await http.post('/api/auth/register', { name: 'Quem Sai', email, password: 'Senha123', confirmPassword: 'Senha123' });
    expect(http.cookies.get(ACCESS_COOKIE)).toBeTruthy();
    const socket = await pool.connect(t.baseUrl, { cookie: http.cookieHeader });
    const closed = new Promise((resolve) => socket.socket.once('disconnect', resolve));
    expect((await http.post('/api/auth/logout')).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it("closes a socket once its access token has expired (the client renews and reconnects)", async () => {
    const { user, http } = await f.newUser({ role: 'kitchen' });
    // exp counts whole seconds: a token of 1 s may live 1 ms; 3 s leave a loaded machine time to connect
    const token = f.accessTokenFor(user, 3);
    const validUntil = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp * 1000;
    http.cookies.set(ACCESS_COOKIE, token);
    const socket = await pool.connect(t.baseUrl, { cookie: http.cookieHeader });
    const closed = new Promise((resolve) => socket.socket.once('disconnect', resolve));
    const gateway = t.app.get(RealtimeGateway);
    expect(await gateway.endStaleSessions()).toBe(0);
    await new Promise((r) => setTimeout(r, validUntil - Date.now() + 100));
    expect(await gateway.endStaleSessions()).toBe(1);
    expect(await closed).toBe('io server disconnect');
  });
});
