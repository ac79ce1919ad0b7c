import { CHECKOUT_MESSAGES } from '@quentinha/shared/validation/checkout';
import { REGISTER_MESSAGES } from '@quentinha/shared/validation/register';
import { STORE_MESSAGES } from '@quentinha/shared/settings/store-settings';
import { Order } from '../../src/modules/orders/order.entity.js';
import { DEMO_WHATSAPP } from '../../src/modules/seed/seed.service.js';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { Factories, startAppWithFactories, uniqueEmail } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { countOrderRows, type OrderCatalog, orderBody, seedOrderCatalog } from '../support/order-fixtures.js';
import { STORE_SETTINGS } from '../support/store-settings.js';
import { SEEDED_START_MS, type TestApp } from '../support/test-app.js';
import { setupCode } from '../../src/modules/setup/setup-code.js';

// DECISIONS 10.1 and 10.9: every phone the server takes is one Brazilian number however it is
// written, stored normalised; what is no number (letters above all) is a 400 naming the field,
// never a silent null nor a number cut to size.

const SPELLINGS_10_9 = ['(21) 99777-6655', '+55 21 99777-6655', '021997776655', '21 99777 6655'];
const SPELLINGS_10_1 = ['(11) 91234-5678', '+55 11 91234-5678', '5511912345678', '11912345678'];
const WITH_LETTERS = '(21) 9977A-6655';
const lettersIn = (field: string) => `${field} deve ter só números (pode usar espaços, parênteses, hífen e +55).`;
const TEAM_PASSWORD = 'SenhaDaEquipe2026';

describe('phone numbers (DECISIONS 10.9)', () => {
  let t: TestApp, f: Factories, c: OrderCatalog, admin: HttpClient;
  const guest = () => f.anonymous();
  const order = (phone: unknown) => guest().post('/api/orders', orderBody(c, { customer: { name: 'Rita Telefone', phone } }));

  beforeAll(async () => {
    ({ t, f } = await startAppWithFactories({ AUTH_RATE_LIMIT: '1000' }));
    c = await seedOrderCatalog(t);
    ({ http: admin } = await f.newUser({ role: 'admin' }));
  });
  afterAll(() => t.close());

  describe('orders (guest checkout and phone orders)', () => {
    it("stores 10.9's four spellings as one number, 21997776655", async () => {
      const ids: string[] = [];
      for (const phone of SPELLINGS_10_9) {
        const res = await order(phone);
        expect(res.status).toBe(201);
        expect(res.body.data.whatsapp).toBe('21997776655');
        ids.push(res.body.data.id);
      }
      const rows = await t.db.getRepository(Order).findBy(ids.map((id) => ({ id })));
      expect(rows.map((o) => o.whatsapp)).toEqual(ids.map(() => '21997776655'));
      // and the back office finds all four under that number, whichever way it is searched
      const found = await admin.get('/api/orders?customer_phone=%2B55%20(21)%2099777-6655&period=today');
      expect(found.body.data.map((o: { id: string }) => o.id).sort()).toEqual([...ids].sort());
    });

    it("stores 10.1's four spellings as one customer number, 11912345678", async () => {
      for (const phone of SPELLINGS_10_1) expect((await order(phone)).body.data.whatsapp).toBe('11912345678');
    });

    it("stores '021995554433' (a trunk 0) as 21995554433", async () => {
      const res = await order('021995554433');
      expect(res.status).toBe(201);
      expect(res.body.data.whatsapp).toBe('21995554433');
    });

    it('takes a landline (WhatsApp Business runs on one; a phone order may come from one)', async () => {
      expect((await order('(21) 3456-7890')).body.data.whatsapp).toBe('2134567890');
    });

    it('refuses what is no Brazilian number with 400 naming the field, and writes nothing', async () => {
      const before = await countOrderRows(t);
      const cases: [unknown, string][] = [
        [WITH_LETTERS, lettersIn('WhatsApp')],
        ['abc', lettersIn('WhatsApp')],
        ['+1 415 555 2671', 'WhatsApp deve ser um número do Brasil (+55).'],
        ['(10) 99777-6655', 'WhatsApp: o DDD 10 não existe.'],
        // a digit too many is refused, never cut to the last 11
        ['219977766551', CHECKOUT_MESSAGES.whatsappInvalid],
        ['(02) 19955-5443', CHECKOUT_MESSAGES.whatsappInvalid],
        ['2199777', CHECKOUT_MESSAGES.whatsappInvalid],
      ];
      for (const [phone, message] of cases) {
        const res = await order(phone);
        expect([phone, res.status, res.body.message]).toEqual([phone, 400, message]);
      }
      // the same route for a phone order typed by the owner
      const staffOrder = await admin.post('/api/orders', orderBody(c, { customer: { name: 'Rita', phone: WITH_LETTERS } }));
      expect([staffOrder.status, staffOrder.body.message]).toEqual([400, lettersIn('WhatsApp')]);
      expect(await countOrderRows(t)).toEqual(before);
    });

    it("edits an order's WhatsApp by the same rule (PUT /api/orders/:id)", async () => {
      const id = (await order('11987654321')).body.data.id as string;
      const bad = await admin.put(`/api/orders/${id}`, { whatsapp: WITH_LETTERS });
      expect([bad.status, bad.body.message]).toEqual([400, lettersIn('WhatsApp')]);
      expect((await t.db.getRepository(Order).findOneByOrFail({ id })).whatsapp).toBe('11987654321');
      const ok = await admin.put(`/api/orders/${id}`, { whatsapp: '+55 (21) 99777-6655' });
      expect(ok.status).toBe(200);
      expect((await t.db.getRepository(Order).findOneByOrFail({ id })).whatsapp).toBe('21997776655');
    });
  });

  describe('accounts (register, the team)', () => {
    const storedPhone = async (email: string) =>
      (await t.db.getRepository(User).findOneByOrFail({ email: email.toLowerCase() })).phone;

    it("stores 10.9's four spellings as one number on a new account, an edited one and a sign-up", async () => {
      const { user } = await f.newUser({ role: 'delivery' });
      for (const phone of SPELLINGS_10_9) {
        const email = uniqueEmail('fone');
        const created = await admin.post('/api/users', { name: 'Caio Entregador', email, password: TEAM_PASSWORD, role: 'delivery', phone });
        expect(created.status).toBe(201);
        expect(await storedPhone(email)).toBe('(21) 99777-6655');

        const edited = await admin.put(`/api/users/${user.id}`, { phone: '11987654321' });
        expect(edited.body.phone).toBe('(11) 98765-4321');
        expect((await admin.put(`/api/users/${user.id}`, { phone })).body.phone).toBe('(21) 99777-6655');

        const signUp = uniqueEmail('cliente');
        const registered = await guest().post('/api/auth/register', {
          name: 'Rita Cliente',
          email: signUp,
          password: 'Senha123',
          confirmPassword: 'Senha123',
          phone,
        });
        expect(registered.status).toBe(201);
        expect(await storedPhone(signUp)).toBe('(21) 99777-6655');
      }
    });

    it("stores '021995554433' (a trunk 0) as (21) 99555-4433, where it used to keep '(02) 19955-5443'", async () => {
      const { user } = await f.newUser({ role: 'staff' });
      const res = await admin.put(`/api/users/${user.id}`, { phone: '021995554433' });
      expect([res.status, res.body.phone]).toEqual([200, '(21) 99555-4433']);
      expect(await storedPhone(user.email)).toBe('(21) 99555-4433');
    });

    it('refuses letters with 400 on every account route instead of storing no phone', async () => {
      const { user } = await f.newUser({ role: 'kitchen', phone: '(11) 98765-4321' });
      const email = uniqueEmail('letras');
      const calls = [
        admin.post('/api/users', { name: 'Caio Entregador', email, password: TEAM_PASSWORD, role: 'delivery', phone: WITH_LETTERS }),
        admin.put(`/api/users/${user.id}`, { phone: WITH_LETTERS }),
        guest().post('/api/auth/register', { name: 'Rita', email, password: 'Senha123', confirmPassword: 'Senha123', phone: 'abc' }),
      ];
      for (const res of await Promise.all(calls)) expect([res.status, res.body.message]).toEqual([400, lettersIn('Telefone')]);
      expect(await t.db.getRepository(User).countBy({ email })).toBe(0);
      expect(await storedPhone(user.email)).toBe('(11) 98765-4321');
      // a number with a digit too many keeps the SPEC's sentence
      const long = await admin.put(`/api/users/${user.id}`, { phone: '219977766551' });
      expect([long.status, long.body.message]).toEqual([400, REGISTER_MESSAGES.phoneInvalid]);
    });
  });

  describe("the store's WhatsApp ('Dados da Loja')", () => {
    it('stores any spelling as 55 + DDD + number and refuses letters', async () => {
      const saved = await admin.put('/api/settings/store', { ...STORE_SETTINGS, whatsapp_number: '021997776655' });
      expect(saved.status).toBe(200);
      expect(saved.body.whatsapp_number).toBe('5521997776655');
      expect((await guest().get('/api/settings/public')).body.whatsapp_number).toBe('5521997776655');

      const row = async () => (await t.db.getRepository(Setting).findOneByOrFail({ key: 'store' })).value;
      const before = await row();
      const bad = await admin.put('/api/settings/store', { ...STORE_SETTINGS, whatsapp_number: WITH_LETTERS });
      expect([bad.status, bad.body.message]).toEqual([400, lettersIn('WhatsApp da loja')]);
      const short = await admin.put('/api/settings/store', { ...STORE_SETTINGS, whatsapp_number: '2199777' });
      expect([short.status, short.body.message]).toEqual([400, STORE_MESSAGES.whatsappInvalid]);
      expect(await row()).toBe(before);
    });
  });
});

describe("the store's WhatsApp at the first start (POST /api/setup)", () => {
  const OWNER = { name: 'Dona Cida', email: 'cida@cozinhadacida.com.br', password: 'CozinhaDaCida2026', business_name: 'Cozinha da Cida', setup_code: '' };
  let t: TestApp, f: Factories;

  beforeEach(async () => {
    // production, no SEED, no ADMIN_EMAIL, no BUSINESS_WHATSAPP: a fresh install
    ({ t, f } = await startAppWithFactories({ NODE_ENV: 'production', SEED: '', AUTH_RATE_LIMIT: '1000' }));
    // the code the server printed at start (setup.e2e-spec.ts reads it from the log)
    OWNER.setup_code = setupCode(t.config.jwtSecret);
  });
  afterEach(() => t.close());

  it('has no made-up number before the owner gives one', async () => {
    expect((await f.anonymous().get('/api/settings/public')).body.whatsapp_number).toBe('');
  });

  it('saves the number the owner gives, normalised, as the store setting', async () => {
    const owner = f.anonymous();
    const res = await owner.post('/api/setup', { ...OWNER, whatsapp_number: '+55 (21) 99777-6655' });
    expect(res.status).toBe(201);
    expect((await f.anonymous().get('/api/settings/public')).body.whatsapp_number).toBe('5521997776655');
    expect((await owner.get('/api/settings/store')).body).toMatchObject({ business_name: 'Cozinha da Cida', whatsapp_number: '5521997776655' });
  });

  it('still works without the number (DECISIONS 9.4 names the other fields), leaving none', async () => {
    expect((await f.anonymous().post('/api/setup', OWNER)).status).toBe(201);
    expect((await f.anonymous().get('/api/settings/public')).body.whatsapp_number).toBe('');
  });

  it('refuses letters with 400 and creates nobody', async () => {
    const res = await f.anonymous().post('/api/setup', { ...OWNER, whatsapp_number: WITH_LETTERS });
    expect([res.status, res.body.message]).toEqual([400, lettersIn('WhatsApp da loja')]);
    expect(await t.db.getRepository(User).count()).toBe(0);
    expect((await f.anonymous().get('/api/setup')).body).toEqual({ needed: true });
  });
});

describe("the demo store's WhatsApp", () => {
  it('is set explicitly by the demo data', async () => {
    const demo = await startAppWithFactories({ SEED: 'true' });
    try {
      expect((await demo.f.anonymous().get('/api/settings/public')).body.whatsapp_number).toBe(DEMO_WHATSAPP);
    } finally {
      await demo.t.close();
    }
  }, SEEDED_START_MS);

  it('is the configured BUSINESS_WHATSAPP when one is set', async () => {
    const configured = await startAppWithFactories({ SEED: 'true', BUSINESS_WHATSAPP: '(21) 3456-7890' });
    try {
      expect((await configured.f.anonymous().get('/api/settings/public')).body.whatsapp_number).toBe('552134567890');
    } finally {
      await configured.t.close();
    }
  }, SEEDED_START_MS);
});
