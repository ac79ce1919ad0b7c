import { AppLogger } from '../../src/common/logging/logger.module.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/modules/seed/demo-catalog.js';
import { User } from '../../src/modules/users/user.entity.js';
import { Factories, startAppWithFactories } from '../support/factories.js';
import { expectAllRefused, malformedBodies } from '../support/malformed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DONE = 'A configuração inicial já foi feita. Entre com a conta do administrador.';
const WITHOUT_CODE = { name: 'Dona Cida', email: 'cida@cozinhadacida.com.br', password: 'CozinhaDaCida2026', business_name: 'Cozinha da Cida' };

const WRONG_CODE = 'Código de configuração incorreto. Use o código que o servidor mostrou ao iniciar (linha com setup_code=).';

/** What the operator reads in the terminal: every log line the app wrote while starting. */
function logLinesDuring<T>(start: () => Promise<T>): Promise<{ value: T; lines: string[] }> {
  const spy = jest.spyOn(AppLogger.prototype, 'log');
  return start()
    .then((value) => ({ value, lines: spy.mock.calls.map(([message]) => String(message)) }))
    .finally(() => spy.mockRestore());
}

const codeIn = (lines: string[]) => lines.map((line) => /setup_code=(\S+)/.exec(line)?.[1]).find(Boolean);

describe("first start under NODE_ENV=production ('Configuração Inicial', DECISIONS 9.4)", () => {
  let t: TestApp;
  let f: Factories;
  let OWNER: typeof WITHOUT_CODE & { setup_code: string };

  beforeAll(async () => {
    // what docker-compose does: production, no SEED, no ADMIN_EMAIL
    const started = await logLinesDuring(() => startAppWithFactories({ NODE_ENV: 'production', SEED: '', AUTH_RATE_LIMIT: '1000' }));
    ({ t, f } = started.value);
    const code = codeIn(started.lines);
    if (!code) throw new Error(`no setup_code= line in the start-up log:\n${started.lines.join('\n')}`);
    OWNER = { ...WITHOUT_CODE, setup_code: code };
  });
  afterAll(() => t.close());

  it('prints the one-time setup_code at start (DECISIONS 10.8)', () => {
    expect(OWNER.setup_code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('refuses a missing or wrong setup_code with 403 and creates nothing', async () => {
    const missing = await f.anonymous().post('/api/setup', WITHOUT_CODE);
    expect(missing.status).toBe(403);
    expect(missing.body.message).toBe(WRONG_CODE);
    for (const setup_code of ['', 'AAAA-AAAA-AAAA', OWNER.setup_code.slice(0, -1), `${OWNER.setup_code}A`]) {
      const wrong = await f.anonymous().post('/api/setup', { ...WITHOUT_CODE, setup_code });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe(WRONG_CODE);
    }
    expect(await t.db.getRepository(User).count()).toBe(0);
    expect((await f.anonymous().get('/api/setup')).body).toEqual({ needed: true });
  });

  it('creates no demo data: no demo account can sign in', async () => {
    expect(await t.db.getRepository(User).count()).toBe(0);
    for (const demo of DEMO_USERS) {
      const res = await f.anonymous().post('/api/auth/login', { email: demo.email, password: DEMO_PASSWORD });
      expect(res.status).toBe(401);
    }
    expect((await f.anonymous().get('/api/products')).body.products).toEqual([]);
  });

  it('offers the setup (public), also through the storefront info', async () => {
    expect((await f.anonymous().get('/api/setup')).body).toEqual({ needed: true });
    expect((await f.anonymous().get('/api/settings/public')).body.setup_needed).toBe(true);
  });

  it('refuses bad bodies in Portuguese and creates nobody; the owner needs the team password', async () => {
    await expectAllRefused((body) => f.anonymous().post('/api/setup', body), malformedBodies(OWNER, { required: ['name', 'email', 'password', 'business_name'] }));
    const weak = await f.anonymous().post('/api/setup', { ...OWNER, password: 'Senha123' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Senha deve conter: pelo menos 10 caracteres');
    const noName = await f.anonymous().post('/api/setup', { ...OWNER, business_name: ' ' });
    expect(noName.body.message).toBe('Nome da loja é obrigatório');
    expect(await t.db.getRepository(User).count()).toBe(0);
    expect((await f.anonymous().get('/api/setup')).body).toEqual({ needed: true });
  });

  it('works once, for one of two concurrent attempts, and signs the owner in; then 409', async () => {
    const [a, b] = [f.anonymous(), f.anonymous()];
    const results = await Promise.all([a.post('/api/setup', OWNER), b.post('/api/setup', { ...OWNER, email: 'outro@dono.com.br', name: 'Outro Dono' })]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const [won, lost] = results[0].status === 201 ? [a, results[1]] : [b, results[0]];
    expect(lost.body.message).toBe(DONE);
    expect(await t.db.getRepository(User).countBy({ role: 'admin' })).toBe(1);

    // signed in with cookies, like a login
    const me = await won.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.role).toBe('admin');
    expect((await won.get('/api/settings/store')).body.business_name).toBe('Cozinha da Cida');
    expect((await f.anonymous().get('/api/settings/public')).body).toMatchObject({ business_name: 'Cozinha da Cida', setup_needed: false });

    expect((await f.anonymous().get('/api/setup')).body).toEqual({ needed: false });
    const again = await f.anonymous().post('/api/setup', { ...OWNER, email: 'terceiro@dono.com.br' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DONE);
    expect(await t.db.getRepository(User).count()).toBe(1);
  });
});

describe('first start with ADMIN_EMAIL set', () => {
  it('needs no setup (and prints no setup_code): the admin comes from the environment', async () => {
    const { value: t, lines } = await logLinesDuring(() =>
      startTestApp({ NODE_ENV: 'production', SEED: '', ADMIN_EMAIL: 'dono@loja.com.br', ADMIN_PASSWORD: 'DonoDaLoja2026' }),
    );
    try {
      expect(codeIn(lines)).toBeUndefined();
      const f = new Factories(t);
      expect((await f.anonymous().get('/api/setup')).body).toEqual({ needed: false });
      const res = await f.anonymous().post('/api/setup', WITHOUT_CODE);
      expect(res.status).toBe(409);
      expect((await f.anonymous().post('/api/auth/login', { email: 'dono@loja.com.br', password: 'DonoDaLoja2026' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
