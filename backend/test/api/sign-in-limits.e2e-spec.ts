import { type Factories, startAppWithFactories, TEST_PASSWORD, uniqueEmail } from '../support/factories.js';
import { HttpClient } from '../support/http.js';
import type { TestApp } from '../support/test-app.js';

const RATE_LIMITED = 'Muitas tentativas. Aguarde alguns minutos.';
const WRONG = 'Errada123';

/**
 * Failed sign-ins (DECISIONS 10.8): at most 10 per account and address in 15 minutes, at most 100
 * per account from all addresses, except from an address that signed into it in the last 30 days.
 * Addresses are varied as a trusted proxy reports them (TRUST_PROXY + X-Forwarded-For).
 */
describe('failed sign-ins per account and address, and per account (DECISIONS 10.8)', () => {
  let t: TestApp, f: Factories;
  beforeAll(async () => ({ t, f } = await startAppWithFactories({ AUTH_RATE_LIMIT: '100000', TRUST_PROXY: 'true' })));
  afterAll(() => t.close());

  let subnet = 0;
  /** a fresh /24 per test, so no two tests share an address */
  const addresses = () => {
    const net = ++subnet;
    return (n: number) => new HttpClient(t.baseUrl, { 'x-forwarded-for': `10.${net}.${Math.floor(n / 250)}.${(n % 250) + 1}` });
  };
  const account = async () => (await f.newUser({ email: uniqueEmail('conta') })).user;
  const login = (http: HttpClient, email: string, password: string) => http.post('/api/auth/login', { email, password });

  it('blocks one address after 10 failures for that account only; another address still signs in', async () => {
    const from = addresses();
    const user = await account();
    const other = await account();
    for (let i = 0; i < 10; i++) expect((await login(from(1), user.email, WRONG)).status).toBe(401);
    const eleventh = await login(from(1), user.email.toUpperCase(), WRONG);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe(RATE_LIMITED);
    // the pair waits, even with the right password...
    expect((await login(from(1), user.email, TEST_PASSWORD)).status).toBe(429);
    // ...but the same address may still sign into another account, and another address into this one
    expect((await login(from(1), other.email, TEST_PASSWORD)).status).toBe(200);
    expect((await login(from(2), user.email, WRONG)).status).toBe(401);
    expect((await login(from(2), user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('stops 100 failures spread over many addresses for strangers, while the owner signs in from a known address', async () => {
    const from = addresses();
    const owner = await account();
    expect((await login(from(0), owner.email, TEST_PASSWORD)).status).toBe(200);
    // a botnet: 100 addresses, one guess each, ten at a time
    for (let batch = 0; batch < 10; batch++) {
      const guesses = Array.from({ length: 10 }, (_, i) => login(from(1 + batch * 10 + i), owner.email, WRONG));
      expect((await Promise.all(guesses)).map((res) => res.status)).toEqual(Array(10).fill(401));
    }
    const stranger = await login(from(101), owner.email, WRONG);
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toBe(RATE_LIMITED);
    // a stranger who found the password meanwhile is still kept out
    expect((await login(from(102), owner.email, TEST_PASSWORD)).status).toBe(429);
    // the owner, from where they signed in before: a typo is a plain 401, the password lets them in
    expect((await login(from(0), owner.email, WRONG)).status).toBe(401);
    expect((await login(from(0), owner.email, TEST_PASSWORD)).status).toBe(200);
  }, 240_000);

  it('holds the limit against a burst that arrives all at once: 10 guesses, not more', async () => {
    const from = addresses();
    const user = await account();
    const burst = await Promise.all(Array.from({ length: 25 }, () => login(from(1), user.email, WRONG)));
    const statuses = burst.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("does not reset anyone else's count when the owner signs in", async () => {
    const from = addresses();
    const owner = await account();
    for (let i = 0; i < 10; i++) expect((await login(from(1), owner.email, WRONG)).status).toBe(401);
    expect((await login(from(0), owner.email, TEST_PASSWORD)).status).toBe(200);
    expect((await login(from(1), owner.email, WRONG)).status).toBe(429);
  });

  it('never locks out an owner who signs in again and again', async () => {
    const from = addresses();
    const owner = await account();
    for (let i = 0; i < 12; i++) expect((await login(from(1), owner.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("counts a wrong current password in 'Alterar Senha' as a failed sign-in of the account", async () => {
    const from = addresses();
    const owner = await account();
    const session = from(1);
    expect((await login(session, owner.email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await session.put('/api/auth/password', { current_password: `Errada${i}1A`, new_password: 'NovaSenha123' });
      expect(res.body.message).toBe('Senha atual incorreta');
    }
    const eleventh = await session.put('/api/auth/password', { current_password: TEST_PASSWORD, new_password: 'NovaSenha123' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe(RATE_LIMITED);
    // the same pair is blocked for sign-in too; the password did not change
    expect((await login(from(1), owner.email, TEST_PASSWORD)).status).toBe(429);
    expect((await login(from(2), owner.email, TEST_PASSWORD)).status).toBe(200);
  });
});
