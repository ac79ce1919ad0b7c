import { createHash } from 'node:crypto';
import { REGISTER_MESSAGES } from '@quentinha/shared/validation/register';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/common/auth/auth-user.js';
import { RefreshToken } from '../../src/modules/auth/refresh-token.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { type Factories, startAppWithFactories, TEST_PASSWORD, uniqueEmail } from '../support/factories.js';
import { HttpClient, type HttpResponse } from '../support/http.js';
import { expectAllRefused, malformedBodies } from '../support/malformed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const BAD_CREDENTIALS = 'Email ou senha incorretos';
const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente.';
const RATE_LIMITED = 'Muitas tentativas. Aguarde alguns minutos.';

const cookieLine = (res: HttpResponse, name: string) =>
  res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`)) ?? '';

const newEmail = () => uniqueEmail('pessoa');
const validRegister = (over: Record<string, unknown> = {}) => ({
  name: 'Maria Souza',
  email: newEmail(),
  password: 'Senha123',
  phone: '(11) 98765-4321',
  ...over,
});

describe('auth API', () => {
  let t: TestApp, f: Factories;
  beforeAll(async () => ({ t, f } = await startAppWithFactories({ AUTH_RATE_LIMIT: '1000' })));
  afterAll(() => t.close());
  const userCount = () => t.db.getRepository(User).count();

  describe('register', () => {
    it('always creates a customer, even when role admin is sent, and signs in', async () => {
      const http = f.anonymous();
      const res = await http.post(
        '/api/auth/register',
        validRegister({ role: 'admin', email: 'Nova.Pessoa@Teste.com.br' }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        user: expect.objectContaining({
          role: 'customer',
          user_type: null,
          email: 'nova.pessoa@teste.com.br',
          phone: '(11) 98765-4321',
          active: true,
        }),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password|hash|token_version/);
      const stored = await t.db.getRepository(User).findOneByOrFail({ id: res.body.user.id });
      expect(stored.role).toBe('customer');
      expect(stored.password_hash).toMatch(/^\$argon2id\$/);
      expect((await http.get('/api/auth/me')).body.user.id).toBe(res.body.user.id);
    });

    it('refuses a taken email whatever its case with 409', async () => {
      const email = newEmail();
      expect((await f.anonymous().post('/api/auth/register', validRegister({ email }))).status).toBe(201);
      const before = await userCount();
      const res = await f.anonymous().post('/api/auth/register', validRegister({ email: `  ${email.toUpperCase()} ` }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'Email já cadastrado' });
      expect(await userCount()).toBe(before);
    });

    it.each([
      [{ name: undefined }, REGISTER_MESSAGES.nameRequired],
      [{ name: '   ' }, REGISTER_MESSAGES.nameRequired],
      [{ name: 'A' }, REGISTER_MESSAGES.nameTooShort],
      [{ name: 'x'.repeat(101) }, REGISTER_MESSAGES.nameTooLong],
      [{ email: '' }, REGISTER_MESSAGES.emailRequired],
      [{ email: 'maria@' }, REGISTER_MESSAGES.emailInvalid],
      [{ password: undefined }, REGISTER_MESSAGES.passwordRequired],
      [{ password: 'abc' }, 'Senha deve conter: pelo menos 6 caracteres, uma letra maiúscula, um número'],
      [{ password: 'SENHA123' }, 'Senha deve conter: uma letra minúscula'],
      [{ confirmPassword: 'Outra123' }, REGISTER_MESSAGES.passwordMismatch],
      [{ phone: '1198765432' }, REGISTER_MESSAGES.phoneInvalid],
    ])('refuses %j with its message', async (change, message) => {
      const res = await f.anonymous().post('/api/auth/register', validRegister(change));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('accepts a matching confirmation and no phone', async () => {
      const res = await f
        .anonymous()
        .post('/api/auth/register', validRegister({ phone: '', confirmPassword: 'Senha123' }));
      expect(res.status).toBe(201);
      expect(res.body.user.phone).toBeNull();
    });
  });

  describe('login, me and logout', () => {
    it('signs in with httpOnly SameSite=Lax cookies, not Secure over plain http, and records the login', async () => {
      const { user } = await f.newUser({ email: newEmail() });
      const http = f.anonymous();
      const res = await http.post('/api/auth/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: user.id, email: user.email, role: 'customer' });
      const access = cookieLine(res, ACCESS_COOKIE);
      const refresh = cookieLine(res, REFRESH_COOKIE);
      expect(access).toMatch(/HttpOnly/);
      expect(access).toMatch(/SameSite=Lax/);
      expect(access).toMatch(/Path=\/;/);
      // the cookie outlives the 900 s token inside it, so an expired token still reaches the
      // server and is answered 401 (renew), never taken for a guest (see 'expired session' below)
      expect(access).toMatch(/Max-Age=2592000/);
      expect(access).not.toMatch(/Secure/);
      expect(refresh).toMatch(/HttpOnly/);
      expect(refresh).toMatch(/Path=\/api\/auth/);
      expect((await http.get('/api/auth/me')).body).toEqual({ user: res.body.user });
      const stored = await t.db.getRepository(User).findOneByOrFail({ id: user.id });
      expect(stored.last_login).toBeInstanceOf(Date);
    });

    it('answers a wrong password, an unknown email and a disabled account alike', async () => {
      const { user } = await f.newUser({ email: newEmail() });
      const { user: disabled } = await f.newUser({ email: newEmail(), active: false });
      for (const body of [
        { email: user.email, password: 'Errada123' },
        { email: newEmail(), password: TEST_PASSWORD },
        { email: disabled.email, password: TEST_PASSWORD },
      ]) {
        const res = await f.anonymous().post('/api/auth/login', body);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(BAD_CREDENTIALS);
        expect(res.headers.getSetCookie()).toEqual([]);
      }
    });

    it.each([
      [{ password: 'x' }, 'Email é obrigatório'],
      [{ email: 'nao-e-email', password: 'x' }, 'Email inválido'],
      [{ email: 'a@b.com' }, 'Senha é obrigatória'],
    ])('checks the login form %j', async (body, message) => {
      const res = await f.anonymous().post('/api/auth/login', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('needs a session for /me', async () => {
      const res = await f.anonymous().get('/api/auth/me');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Faça login para continuar.');
    });

    it('logout ends the session, clears both cookies and is fine without a session', async () => {
      const http = f.anonymous();
      await http.post('/api/auth/register', validRegister());
      const refreshToken = http.cookies.get(REFRESH_COOKIE)!;
      const res = await http.post('/api/auth/logout');
      expect(res.status).toBe(200);
      expect(cookieLine(res, ACCESS_COOKIE)).toMatch(/Max-Age=0/);
      expect(cookieLine(res, REFRESH_COOKIE)).toMatch(/Max-Age=0; Path=\/api\/auth/);
      expect((await http.get('/api/auth/me')).status).toBe(401);
      http.cookies.set(REFRESH_COOKIE, refreshToken);
      expect((await http.post('/api/auth/refresh')).status).toBe(401);
      expect((await f.anonymous().post('/api/auth/logout')).status).toBe(200);
    });

    it("stops a disabled user's existing access cookie at once", async () => {
      const { user, http } = await f.newUser({ email: newEmail() });
      expect((await http.get('/api/auth/me')).status).toBe(200);
      await t.db.getRepository(User).update({ id: user.id }, { active: false });
      expect((await http.get('/api/auth/me')).status).toBe(401);
    });
  });

  describe('refresh', () => {
    async function signedIn() {
      const http = f.anonymous();
      const res = await http.post('/api/auth/register', validRegister());
      return { http, userId: res.body.user.id as string, firstRefresh: http.cookies.get(REFRESH_COOKIE)! };
    }

    /** Its rotation is older than the grace for a lost answer (session-refresh-reuse has that one). */
    async function graceOver(token: string) {
      const longAgo = new Date(Date.now() - (t.config.refreshReuseGraceSeconds + 1) * 1000);
      const hash = createHash('sha256').update(token).digest('hex');
      await t.db.getRepository(RefreshToken).update({ token_hash: hash }, { revoked_at: longAgo });
    }

    it('rotates the refresh token: a new pair works, the old token no longer does', async () => {
      const { http, firstRefresh } = await signedIn();
      const res = await http.post('/api/auth/refresh');
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe('customer');
      const second = http.cookies.get(REFRESH_COOKIE)!;
      expect(second).not.toBe(firstRefresh);
      expect(cookieLine(res, ACCESS_COOKIE)).toMatch(/HttpOnly; SameSite=Lax/);
      expect((await http.get('/api/auth/me')).status).toBe(200);
      await graceOver(firstRefresh);
      const stale = new HttpClient(t.baseUrl);
      stale.cookies.set(REFRESH_COOKIE, firstRefresh);
      const again = await stale.post('/api/auth/refresh');
      expect(again.status).toBe(401);
      expect(again.body.message).toBe(SESSION_EXPIRED);
    });

    it('treats reuse of a rotated token as theft and ends every session of the user', async () => {
      const { http, userId, firstRefresh } = await signedIn();
      expect((await http.post('/api/auth/refresh')).status).toBe(200);
      await graceOver(firstRefresh);
      const thief = new HttpClient(t.baseUrl);
      thief.cookies.set(REFRESH_COOKIE, firstRefresh);
      expect((await thief.post('/api/auth/refresh')).status).toBe(401);
      // the legitimate holder's newest tokens died with the family
      expect((await http.get('/api/auth/me')).status).toBe(401);
      const res = await http.post('/api/auth/refresh');
      expect(res.status).toBe(401);
      expect(cookieLine(res, ACCESS_COOKIE)).toMatch(/Max-Age=0/);
      expect(http.cookies.size).toBe(0);
      expect(await t.db.getRepository(RefreshToken).countBy({ user_id: userId })).toBe(0);
    });

    it.each([
      ['no cookie', undefined],
      ['garbage', 'x'.repeat(10_000)],
      ['unknown token', 'A'.repeat(43)],
    ])('refuses %s with the session-expired message and clears cookies', async (_label, token) => {
      const http = f.anonymous();
      if (token) http.cookies.set(REFRESH_COOKIE, token);
      http.cookies.set(ACCESS_COOKIE, 'stale');
      const res = await http.post('/api/auth/refresh');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: SESSION_EXPIRED });
      expect(http.cookies.size).toBe(0);
    });

    it('refuses to refresh for a disabled user', async () => {
      const { http, userId } = await signedIn();
      await t.db.getRepository(User).update({ id: userId }, { active: false });
      expect((await http.post('/api/auth/refresh')).status).toBe(401);
    });
  });

  describe('malformed bodies', () => {
    const long = 'x'.repeat(10_000);

    it('register refuses every malformed body in Portuguese and creates nobody', async () => {
      // phone and role stay out of the generic sweep: null phone is "no phone", role is ignored
      const valid = { name: 'Maria Souza', email: 'varredura@teste.com.br', password: 'Senha123' };
      const before = await userCount();
      await expectAllRefused(
        (body) => f.anonymous().post('/api/auth/register', body),
        malformedBodies(valid, {
          required: ['name', 'email', 'password'],
          extra: [
            ['phone as a number', { ...valid, phone: 11987654321 }],
            ['phone as an object', { ...valid, phone: { ddd: '11' } }],
            ['phone with 10 000 digits', { ...valid, phone: '9'.repeat(10_000) }],
            ['email of 10 000 chars', { ...valid, email: `${long}@teste.com.br` }],
            ['password of 10 000 chars', { ...valid, password: `Aa1${long}` }],
            ['a mismatched confirmation', { ...valid, confirmPassword: 'Outra123' }],
          ],
        }),
      );
      expect(await userCount()).toBe(before);
    });

    it('login refuses every malformed body in Portuguese', async () => {
      const { user } = await f.newUser({ email: newEmail() });
      const valid = { email: user.email, password: TEST_PASSWORD };
      const before = await t.db.getRepository(User).findOneByOrFail({ id: user.id });
      await expectAllRefused(
        (body) => f.anonymous().post('/api/auth/login', body),
        malformedBodies(valid, {
          required: ['email', 'password'],
          extra: [['password of 10 000 chars', { ...valid, password: long }]],
        }),
      );
      expect((await t.db.getRepository(User).findOneByOrFail({ id: user.id })).last_login).toEqual(before.last_login);
    });

    it('says when the body is not a JSON object', async () => {
      for (const body of ['[]', '"texto"', 'null']) {
        const res = await f.anonymous().post('/api/auth/register', body);
        expect(res.body.message).toBe('O corpo da requisição deve ser um objeto JSON.');
      }
    });
  });
});

describe('auth rate limit (3 per minute, behind a trusted proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 'true', not a hop count: Fastify 5.12 ignores numeric trustProxy (fails closed)
    t = await startTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());
  const from = (ip: string, proto = 'http') =>
    new HttpClient(t.baseUrl, { 'x-forwarded-for': ip, 'x-forwarded-proto': proto });

  it('answers the fourth login from one address with 429, other addresses and register still pass', async () => {
    const client = from('203.0.113.7');
    for (let i = 0; i < 3; i++)
      expect((await client.post('/api/auth/login', { email: 'a@b.com', password: 'Errada123' })).status).toBe(401);
    const res = await client.post('/api/auth/login', { email: 'a@b.com', password: 'Errada123' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: RATE_LIMITED });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await from('203.0.113.8').post('/api/auth/login', { email: 'a@b.com', password: 'Errada123' })).status,
    ).toBe(401);
    expect((await client.post('/api/auth/register', validRegister())).status).toBe(201);
  });

  it('limits register on its own, counting malformed attempts too', async () => {
    const client = from('198.51.100.20');
    // bodies that are not objects are refused before any route (app.factory.ts); malformed objects count
    for (const body of ['{}', '{"email": 1}', '{"name": "", "password": []}']) {
      expect((await client.post('/api/auth/register', body)).status).toBe(400);
    }
    const res = await client.post('/api/auth/register', validRegister());
    expect(res.status).toBe(429);
    expect(res.body.message).toContain('Muitas tentativas');
  });

  it("limits 'Alterar Senha' per address like sign-in (DECISIONS 10.8)", async () => {
    const client = from('198.51.100.30');
    const email = newEmail();
    expect((await client.post('/api/auth/register', validRegister({ email }))).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      expect((await client.put('/api/auth/password', { current_password: 'Errada123', new_password: 'NovaSenha123' })).status).toBe(400);
    }
    const res = await client.put('/api/auth/password', { current_password: 'Senha123', new_password: 'NovaSenha123' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(RATE_LIMITED);
    expect((await from('198.51.100.31').post('/api/auth/login', { email, password: 'Senha123' })).status).toBe(200);
  });

  it('marks cookies Secure and sends HSTS when the proxy says the request came over HTTPS', async () => {
    const res = await from('192.0.2.1', 'https').post('/api/auth/register', validRegister());
    expect(res.status).toBe(201);
    expect(cookieLine(res, ACCESS_COOKIE)).toMatch(/; Secure/);
    expect(cookieLine(res, REFRESH_COOKIE)).toMatch(/; Secure/);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('sends no HSTS and no Secure cookie over plain http (npm start on localhost keeps working)', async () => {
    const res = await from('192.0.2.2', 'http').post('/api/auth/register', validRegister());
    expect(res.status).toBe(201);
    expect(cookieLine(res, ACCESS_COOKIE)).not.toMatch(/; Secure/);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

// failed sign-ins per account and address, and per account (DECISIONS 10.8): sign-in-limits.e2e-spec.ts
