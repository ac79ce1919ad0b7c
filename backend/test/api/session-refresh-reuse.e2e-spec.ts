import { createHash } from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/common/auth/auth-user.js';
import { RefreshToken } from '../../src/modules/auth/refresh-token.entity.js';
import { HttpClient, type HttpResponse } from '../support/http.js';
import { type AppBehindRelay, startAppBehindRelay } from '../support/tcp-relay.js';
import { startTestApp, type TestApp, usingPostgres } from '../support/test-app.js';

/**
 * A refresh token shown twice (issue 32 item 1, issue 25 item 4; DECISIONS 10.8): two tabs renewing
 * at once, or an answer lost on a flaky link, must not end every session of the account; a token
 * shown again after the grace window still does (theft). A renewal that fails because the database
 * is away (503) keeps the cookies: the session is still good once the database is back.
 */
const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente.';
const UNAVAILABLE = /indisponível/;

const setCookies = (res: HttpResponse) => res.headers.getSetCookie();

describe('a refresh token shown twice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  /** A person signed in on one device; `twin` holds a copy of its cookies (a second tab). */
  async function signedIn() {
    const http = new HttpClient(t.baseUrl);
    const email = `renova-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@teste.com.br`;
    const res = await http.post('/api/auth/register', { name: 'Rita Renova', email, password: 'Senha123' });
    expect(res.status).toBe(201);
    // the same person on a phone: a session of its own that theft would end, and reuse must not
    const phone = new HttpClient(t.baseUrl);
    expect((await phone.post('/api/auth/login', { email, password: 'Senha123' })).status).toBe(200);
    return { http, phone, twin: copyOf(http), userId: res.body.user.id as string, token: http.cookies.get(REFRESH_COOKIE)! };
  }

  function copyOf(http: HttpClient): HttpClient {
    const copy = new HttpClient(t.baseUrl);
    for (const [k, v] of http.cookies) copy.cookies.set(k, v);
    return copy;
  }

  /** The rotation happened longer ago than the grace window (instead of waiting it out). */
  async function graceOver(token: string) {
    const longAgo = new Date(Date.now() - (t.config.refreshReuseGraceSeconds + 1) * 1000);
    const hash = createHash('sha256').update(token).digest('hex');
    await t.db.getRepository(RefreshToken).update({ token_hash: hash }, { revoked_at: longAgo });
  }

  const signedInAs = async (http: HttpClient, userId: string) => {
    const me = await http.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(userId);
  };

  it('keeps two tabs renewing the same token at the same moment signed in, with one session', async () => {
    const { http, twin, phone, userId, token } = await signedIn();
    const [a, b] = await Promise.all([http.post('/api/auth/refresh'), twin.post('/api/auth/refresh')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // the same new pair for both: whichever answer the browser stores last, its cookie is live
    const next = http.cookies.get(REFRESH_COOKIE);
    expect(next).not.toBe(token);
    expect(twin.cookies.get(REFRESH_COOKIE)).toBe(next);
    for (const tab of [http, twin, phone]) await signedInAs(tab, userId);
    // one live token per device: the race produced no second branch of the session
    expect(await t.db.getRepository(RefreshToken).countBy({ user_id: userId, revoked_at: IsNull() })).toBe(2);
    // and the session goes on renewing
    expect((await twin.post('/api/auth/refresh')).status).toBe(200);
    await signedInAs(twin, userId);
  });

  it('answers a token replayed within the grace window (its answer was lost) with the pair its rotation produced', async () => {
    const { http, twin, phone, userId } = await signedIn();
    expect((await http.post('/api/auth/refresh')).status).toBe(200);
    const replay = await twin.post('/api/auth/refresh');
    expect(replay.status).toBe(200);
    expect(replay.body.user.id).toBe(userId);
    expect(twin.cookies.get(REFRESH_COOKIE)).toBe(http.cookies.get(REFRESH_COOKIE));
    for (const tab of [http, twin, phone]) await signedInAs(tab, userId);
  });

  it('treats a token replayed after the grace window as theft and ends every session of the account', async () => {
    const { http, twin, phone, userId, token } = await signedIn();
    expect((await http.post('/api/auth/refresh')).status).toBe(200);
    await graceOver(token);
    const replay = await twin.post('/api/auth/refresh');
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(SESSION_EXPIRED);
    for (const tab of [http, phone]) expect((await tab.post('/api/auth/refresh')).status).toBe(401);
    expect(await t.db.getRepository(RefreshToken).countBy({ user_id: userId })).toBe(0);
  });

  it('gives no grace to a token two rotations old, however recent', async () => {
    const { http, twin, phone } = await signedIn();
    expect((await http.post('/api/auth/refresh')).status).toBe(200);
    expect((await http.post('/api/auth/refresh')).status).toBe(200);
    expect((await twin.post('/api/auth/refresh')).status).toBe(401);
    for (const tab of [http, phone]) expect((await tab.get('/api/auth/me')).status).toBe(401);
  });

  it('hands nothing back for a token whose session signed out meanwhile, and ends no other session', async () => {
    const { http, twin, phone, userId } = await signedIn();
    expect((await http.post('/api/auth/refresh')).status).toBe(200);
    expect((await http.post('/api/auth/logout')).status).toBe(200);
    const replay = await twin.post('/api/auth/refresh');
    expect(replay.status).toBe(401);
    expect(twin.cookies.has(REFRESH_COOKIE)).toBe(false);
    await signedInAs(phone, userId);
  });
});

/**
 * The database away while a signed-in person renews: SQLite's file held by another process's
 * writer past busy_timeout, PostgreSQL's host cut behind a relay of the test's own.
 */
describe('a renewal while the database is away', () => {
  let behind: AppBehindRelay | null = null;
  let t: TestApp;
  let away: () => Promise<() => Promise<void>>;

  beforeAll(async () => {
    if (usingPostgres()) {
      behind = await startAppBehindRelay();
      ({ t, away } = behind);
    } else {
      t = await startTestApp();
      away = async () => {
        // the app's wait for a writer, cut short so the test need not sit through five seconds
        await t.db.query('PRAGMA busy_timeout = 200');
        const writer = new DataSource({ type: 'better-sqlite3', database: t.config.databasePath });
        await writer.initialize();
        await writer.query('BEGIN IMMEDIATE');
        return async () => {
          await writer.query('ROLLBACK');
          await writer.destroy();
          await t.db.query('PRAGMA busy_timeout = 5000');
        };
      };
    }
  });
  afterAll(async () => {
    if (behind) await behind.close();
    else await t?.close();
  });

  it('answers 503, keeps both cookies, and renews with them once the database is back', async () => {
    const http = new HttpClient(t.baseUrl);
    const email = `queda-${Date.now()}@teste.com.br`;
    expect((await http.post('/api/auth/register', { name: 'Quem Espera', email, password: 'Senha123' })).status).toBe(201);
    const before = new Map(http.cookies);

    const back = await away();
    let res!: HttpResponse;
    try {
      res = await http.post('/api/auth/refresh');
    } finally {
      await back();
    }
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(UNAVAILABLE);
    expect(setCookies(res)).toEqual([]);
    expect(http.cookies).toEqual(before);

    // PostgreSQL's pool reconnects on its own within moments
    const deadline = Date.now() + 15_000;
    let renewed = await http.post('/api/auth/refresh');
    while (renewed.status === 503 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      renewed = await http.post('/api/auth/refresh');
    }
    expect(renewed.status).toBe(200);
    expect(http.cookies.get(ACCESS_COOKIE)).toBeTruthy();
    expect((await http.get('/api/auth/me')).status).toBe(200);
  });
});
