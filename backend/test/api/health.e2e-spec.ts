import { startTestApp, type TestApp, usingPostgres } from '../support/test-app.js';

describe('health and error shape', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('answers /api/health with the database in use and how it and Redis are', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: usingPostgres() ? 'postgres' : 'sqlite',
      database_status: 'ok',
      redis: 'off',
    });
  });

  it('answers an unknown API path with a Portuguese JSON 404', async () => {
    const res = await fetch(`${t.baseUrl}/api/nao-existe`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Recurso não encontrado.' });
  });

  it('answers malformed JSON with a 400 in Portuguese', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{bad',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'O corpo da requisição não é um JSON válido.',
    });
  });

  it('answers a body over the size limit with a Portuguese 413', async () => {
    const res = await fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(400 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Arquivo ou requisição grande demais.');
  });

  it('sends security headers', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    // no inline scripts, and the socket may reach this host only
    const directive = (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
  });
});

describe('bodies that are not objects, and over-long paths', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it.each([['[]'], ['"texto"'], ['42']])('answers a JSON body %s with a Portuguese 400', async (raw) => {
    const res = await fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/objeto JSON|obrigatório|inválid/);
  });

  it('answers an over-long id without echoing the URL', async () => {
    const res = await fetch(`${t.baseUrl}/api/products/${'x'.repeat(600)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const body = (await res.json()) as { message: string };
    expect(body.message).not.toContain('xxxx');
  });
});
