import type { Role } from '@quentinha/shared/api/types';
import { PIX_MESSAGES } from '@quentinha/shared/pix/pix-key';
import { STORE_MESSAGES } from '@quentinha/shared/settings/store-settings';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import { SocketPool } from '../realtime/socket-client.js';
import { type Factories, startAppWithFactories } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { expectAllRefused, malformedBodies } from '../support/malformed.js';
import { STORE_SETTINGS as VALID } from '../support/store-settings.js';
import type { TestApp } from '../support/test-app.js';

describe('store settings API (Dados da Loja, DECISIONS 9.4)', () => {
  let t: TestApp, f: Factories, admin: HttpClient;
  const sockets = new SocketPool();

  beforeAll(async () => {
    ({ t, f } = await startAppWithFactories({ BUSINESS_NAME: 'Do Ambiente', BUSINESS_TAGLINE: 'Slogan do ambiente', BUSINESS_WHATSAPP: '5511999990000' }));
    admin = (await f.newUser({ role: 'admin' })).http;
  });
  afterAll(() => sockets.closeWith(t));

  const storedRow = () => t.db.getRepository(Setting).findOneBy({ key: 'store' });

  it('starts from the environment defaults', async () => {
    const res = await admin.get('/api/settings/store');
    expect(res.status).toBe(200);
    const fromEnv = { business_name: 'Do Ambiente', tagline: 'Slogan do ambiente', whatsapp_number: '5511999990000' };
    expect(res.body).toEqual({ ...fromEnv, pickup_address: null, city: null, pix: null });
  });

  it('needs login and the admin role', async () => {
    for (const [method, body] of [['GET', undefined], ['PUT', VALID]] as const) {
      const anon = await f.anonymous().request(method, '/api/settings/store', body);
      expect(anon.status).toBe(401);
      expect(anon.body.message).toBe('Faça login para continuar.');
      for (const role of ['customer', 'staff', 'kitchen', 'delivery'] as Role[]) {
        const res = await (await f.newUser({ role })).http.request(method, '/api/settings/store', body);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Você não tem permissão para esta ação.');
      }
    }
    expect(await storedRow()).toBeNull();
  });

  it('round-trips, normalised, and the storefront sees it at once (public info and a socket event)', async () => {
    const guest = await sockets.connect(t.baseUrl);
    const res = await admin.put('/api/settings/store', VALID);
    expect(res.status).toBe(200);
    // the WhatsApp number and the key are kept as digits
    const expected = { ...VALID, city: null, whatsapp_number: '5521987654321', pix: { ...VALID.pix, key: '11222333000181' } };
    expect(res.body).toEqual(expected);
    expect((await admin.get('/api/settings/store')).body).toEqual(expected);
    await guest.waitFor('catalog.updated', (p) => p.kind === 'settings');
    const info = await f.anonymous().get('/api/settings/public');
    const { pix: _key, ...publicInfo } = expected;
    expect(info.body).toMatchObject({ ...publicInfo, pix_enabled: true });
    // the key itself is not public: it only travels inside an order's code
    expect(JSON.stringify(info.body)).not.toContain('11222333000181');
  });

  it('accepts each key type in its usual spellings', async () => {
    const keys: [string, string, string][] = [
      ['cpf', '529.982.247-25', '52998224725'],
      ['phone', '+55 (11) 98765-4321', '+5511987654321'],
      ['email', 'Pix@Quentinha.com.br', 'pix@quentinha.com.br'],
      ['random', '123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
    ];
    for (const [key_type, key, stored] of keys) {
      const res = await admin.put('/api/settings/store', { ...VALID, pix: { ...VALID.pix, key_type, key } });
      expect(res.status).toBe(200);
      expect(res.body.pix).toMatchObject({ key_type, key: stored });
    }
  });

  it('refuses a bad PIX key for its type and saves nothing', async () => {
    await admin.put('/api/settings/store', VALID);
    const before = (await storedRow())!.value;
    const bad: [string, string, string][] = [
      ['cpf', '529.982.247-24', PIX_MESSAGES.cpf],
      ['cnpj', '11.222.333/0001-80', PIX_MESSAGES.cnpj],
      ['cpf', '11222333000181', PIX_MESSAGES.cpf],
      ['phone', '98765-4321', PIX_MESSAGES.phone],
      ['email', 'pix@', PIX_MESSAGES.email],
      ['random', 'nao-e-uuid', PIX_MESSAGES.random],
      ['iban', 'BR15000000000000000000000000', PIX_MESSAGES.typeInvalid],
    ];
    for (const [key_type, key, message] of bad) {
      const res = await admin.put('/api/settings/store', { ...VALID, business_name: 'Outro Nome', pix: { ...VALID.pix, key_type, key } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await storedRow())!.value).toBe(before);
  });

  it("keeps the delivery city for the couriers' map links, shows it publicly, and clears it with an empty text", async () => {
    const res = await admin.put('/api/settings/store', { ...VALID, city: ' Niterói - RJ ' });
    expect(res.status).toBe(200);
    expect(res.body.city).toBe('Niterói - RJ');
    expect((await f.anonymous().get('/api/settings/public')).body.city).toBe('Niterói - RJ');
    const tooLong = await admin.put('/api/settings/store', { ...VALID, city: 'x'.repeat(61) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(STORE_MESSAGES.cityTooLong);
    expect((await admin.put('/api/settings/store', { ...VALID, city: '' })).body.city).toBeNull();
  });

  it('turns PIX off with pix: null and clears the pickup address with an empty text', async () => {
    const res = await admin.put('/api/settings/store', { ...VALID, pix: null, pickup_address: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pix: null, pickup_address: null });
    expect((await f.anonymous().get('/api/settings/public')).body.pix_enabled).toBe(false);
  });

  it('refuses every malformed body in Portuguese and changes nothing', async () => {
    await admin.put('/api/settings/store', VALID);
    const before = (await storedRow())!.value;
    await expectAllRefused(
      (body) => admin.put('/api/settings/store', body),
      malformedBodies(VALID, {
        required: ['business_name', 'whatsapp_number'],
        // tagline and pickup_address accept null (cleared); pix accepts null (PIX off)
        skip: ['tagline', 'pickup_address', 'city', 'pix'],
        extra: [
          ['a short WhatsApp', { ...VALID, whatsapp_number: '123' }],
          ['pix as a text', { ...VALID, pix: 'chave' }],
          ['pix without merchant city', { ...VALID, pix: { ...VALID.pix, merchant_city: ' ' } }],
          ['pix with an unknown key', { ...VALID, pix: { ...VALID.pix, bank: 'x' } }],
          ['tagline of 10 000 chars', { ...VALID, tagline: 'x'.repeat(10_000) }],
          ['pickup address as a number', { ...VALID, pickup_address: 12 }],
        ],
      }),
    );
    expect((await storedRow())!.value).toBe(before);
    const messages = [
      [{ ...VALID, business_name: '' }, STORE_MESSAGES.businessNameRequired],
      [{ ...VALID, whatsapp_number: '123' }, STORE_MESSAGES.whatsappInvalid],
      [{ ...VALID, pix: { ...VALID.pix, merchant_name: '' } }, PIX_MESSAGES.merchantNameRequired],
    ] as const;
    for (const [body, message] of messages) expect((await admin.put('/api/settings/store', body)).body.message).toBe(message);
  });
});
