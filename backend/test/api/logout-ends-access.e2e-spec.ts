import { ACCESS_COOKIE } from '../../src/common/auth/auth-user.js';
import { RealtimeGateway } from '../../src/modules/realtime/realtime.gateway.js';
import { User } from '../../src/modules/users/user.entity.js';
import { type Factories, startAppWithFactories, TEST_PASSWORD } from '../support/factories.js';
import { HttpClient } from '../support/http.js';
import type { TestApp } from '../support/test-app.js';
import { SocketPool, type TestSocket } from '../realtime/socket-client.js';

/** Logout ends the access token at once, on HTTP and on the socket, not when it expires (issue 25). */
describe('logout ends the access token at once (server-side session id)', () => {
  let t: TestApp, f: Factories;
  const pool = new SocketPool();
  beforeAll(async () => ({ t, f } = await startAppWithFactories({ AUTH_RATE_LIMIT: '1000' })));
  afterAll(() => pool.closeWith(t));

  function roomsOf(client: TestSocket): string[] {
    const socket = t.app.get(RealtimeGateway).server.sockets.sockets.get(client.socket.id!);
    if (!socket) throw new Error('socket not on the server');
    return [...socket.rooms].filter((r) => r !== socket.id).sort();
  }

  /** A browser that signed in with the password (a real session, not a test-made token). */
  async function signedIn(email: string): Promise<HttpClient> {
    const http = new HttpClient(t.baseUrl);
    expect((await http.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    return http;
  }
  const replaying = (accessToken: string) => {
    const http = new HttpClient(t.baseUrl);
    http.cookies.set(ACCESS_COOKIE, accessToken);
    return http;
  };

  it('refuses the old access cookie on /api/auth/me and on the socket handshake; other sessions go on', async () => {
    const { user } = await f.newUser({ role: 'staff' });
    const laptop = await signedIn(user.email);
    const phone = await signedIn(user.email);
    const stolen = laptop.cookies.get(ACCESS_COOKIE)!;
    expect((await replaying(stolen).get('/api/auth/me')).status).toBe(200);
    expect(roomsOf(await pool.connect(t.baseUrl, { cookie: `${ACCESS_COOKIE}=${stolen}` }))).toEqual(['role:staff', `user:${user.id}`]);

    expect((await laptop.post('/api/auth/logout')).status).toBe(200);

    const replayed = await replaying(stolen).get('/api/auth/me');
    expect(replayed.status).toBe(401);
    expect(roomsOf(await pool.connect(t.baseUrl, { cookie: `${ACCESS_COOKIE}=${stolen}` }))).toEqual([]);
    // the phone signed in on its own: still in
    expect((await phone.get('/api/auth/me')).status).toBe(200);
    expect(roomsOf(await pool.connect(t.baseUrl, { cookie: phone.cookieHeader }))).toEqual(['role:staff', `user:${user.id}`]);
  });

  it('keeps the access cookie working across a refresh, and ends it after a logout that follows', async () => {
    const { user } = await f.newUser({ role: 'customer' });
    const http = await signedIn(user.email);
    const first = http.cookies.get(ACCESS_COOKIE)!;
    expect((await http.post('/api/auth/refresh')).status).toBe(200);
    // the session goes on through its renewal: a request already sent with the old cookie still counts
    expect((await replaying(first).get('/api/auth/me')).status).toBe(200);
    expect((await http.post('/api/auth/logout')).status).toBe(200);
    expect((await replaying(first).get('/api/auth/me')).status).toBe(401);
    expect((await replaying(http.cookies.get(ACCESS_COOKIE) ?? first).get('/api/auth/me')).status).toBe(401);
  });

  it('still ends every session when the user is disabled (token_version)', async () => {
    const { user } = await f.newUser({ role: 'staff' });
    const http = await signedIn(user.email);
    await t.db.getRepository(User).update({ id: user.id }, { active: false });
    expect((await http.get('/api/auth/me')).status).toBe(401);
  });
});
