import { ConfigError, loadConfig } from './config.js';

// A bad setting stops the server at start with one line naming it (DECISIONS.md section 2).
describe('loadConfig', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), DATABASE_PATH: '/tmp/quentinha-config-test/db.sqlite' };

  it('gives the documented defaults', () => {
    const sut = loadConfig(base);
    expect(sut).toMatchObject({ port: 3000, databaseUrl: null, redisUrl: null, seed: true, trustProxy: false, authRateLimitPerMinute: 10 });
    // an acknowledged order survives a power cut unless the operator trades that for speed
    expect(sut.sqliteSynchronous).toBe('full');
  });

  it.each([
    ['PORT', 'abc', /PORT="abc" inválido/],
    ['PORT', '70000', /PORT="70000" inválido/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL inválido/],
    ['REDIS_URL', 'não é url', /REDIS_URL inválido/],
    ['SEED', 'talvez', /SEED="talvez" inválido/],
    ['TRUST_PROXY', '1', /TRUST_PROXY="1" inválido/],
    ['TRUST_PROXY', 'proxy.local', /TRUST_PROXY="proxy.local" inválido/],
    ['JWT_SECRET', 'curto', /JWT_SECRET inválido/],
    ['BUSINESS_WHATSAPP', '123', /BUSINESS_WHATSAPP inválido/],
    ['SQLITE_SYNCHRONOUS', 'off', /SQLITE_SYNCHRONOUS="off" inválido/],
  ])('refuses %s=%j with a line naming it', (key, value, message) => {
    expect(() => loadConfig({ ...base, [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [key]: value })).toThrow(message);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['uniquelocal', 'uniquelocal'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ ...base, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('has no made-up store WhatsApp: unset or empty is none; a number is read by the shared phone rule', () => {
    expect(loadConfig(base).businessWhatsapp).toBeNull();
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).businessWhatsapp).toBeNull();
    expect(loadConfig({ ...base, BUSINESS_WHATSAPP: '' }).businessWhatsapp).toBeNull();
    expect(loadConfig({ ...base, BUSINESS_WHATSAPP: '+55 (21) 99777-6655' }).businessWhatsapp).toBe('5521997776655');
    expect(loadConfig({ ...base, BUSINESS_WHATSAPP: '021997776655' }).businessWhatsapp).toBe('5521997776655');
    expect(() => loadConfig({ ...base, BUSINESS_WHATSAPP: '11 9999-ABCD' })).toThrow(/BUSINESS_WHATSAPP inválido/);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'a@b.com' })).toThrow(/juntos/);
  });

  describe('in production (NODE_ENV=production)', () => {
    const production = { ...base, NODE_ENV: 'production' };

    it('creates no demo data unless SEED=true is set explicitly', () => {
      expect(loadConfig(production).seed).toBe(false);
      expect(loadConfig({ ...production, SEED: 'true' }).seed).toBe(true);
    });

    it('refuses TRUST_PROXY=true: the proxies must be named, or any client could forge its address', () => {
      expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true não é aceito em produção/);
      expect(loadConfig({ ...production, TRUST_PROXY: 'uniquelocal' }).trustProxy).toBe('uniquelocal');
    });
  });

  it('serves the OpenAPI page in development, in production only with API_DOCS=true', () => {
    const production = { ...base, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(() => loadConfig({ ...production, API_DOCS: 'talvez' })).toThrow(/API_DOCS="talvez" inválido/);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ DATABASE_PATH: base.DATABASE_PATH, NODE_ENV: 'production' })).toThrow(/JWT_SECRET é obrigatório/);
  });
});
