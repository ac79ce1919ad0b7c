import { createHash } from 'node:crypto';
import { cardImageUrl } from '@quentinha/shared/catalog/images';
import sharp from 'sharp';
import { type Factories, startAppWithFactories } from '../support/factories.js';
import { HttpClient } from '../support/http.js';
import { SEEDED_START_MS, startTestApp, type TestApp } from '../support/test-app.js';

// `npm start` on an empty database: a believable business that every screen can show.
describe('demo seed', () => {
  let t: TestApp, f: Factories;
  beforeAll(async () => ({ t, f } = await startAppWithFactories({ SEED: 'true' })), SEEDED_START_MS);
  afterAll(() => t.close());

  it('serves a menu with quentinhas in sizes, drinks and desserts', async () => {
    const { products } = (await f.anonymous().get('/api/products')).body;
    const categories = new Set(products.map((p: { category: string }) => p.category));
    expect(categories).toEqual(new Set(['quentinha', 'bebida', 'sobremesa']));
    const sizes = new Set(products.flatMap((p: { sizes: { name: string }[] }) => p.sizes.map((s) => s.name)));
    expect(sizes).toEqual(new Set(['pequeno', 'medio', 'grande', 'familia']));
    const today = (await f.anonymous().get('/api/dailymenus/today')).body;
    expect(today.dishes.length).toBeGreaterThan(10);
  });

  it('shows a picture of its own for every demo product, in card and full widths', async () => {
    const { products } = (await f.anonymous().get('/api/products')).body as { products: { image_url: string }[] };
    const urls = products.map((p) => p.image_url);
    expect(urls.every((u) => /^\/uploads\/[0-9a-f-]{36}\.webp$/.test(u))).toBe(true);
    const pictures = new Set<string>();
    for (const url of urls) {
      for (const [path, width] of [[url, 1200], [cardImageUrl(url)!, 480]] as const) {
        const res = await fetch(`${t.baseUrl}${path}`);
        expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, 'image/webp']);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect((await sharp(bytes).metadata()).width).toBe(width);
        if (width === 480) pictures.add(createHash('sha256').update(bytes).digest('hex'));
      }
    }
    // never one shared picture: each product's is different
    expect(pictures.size).toBe(products.length);
  });

  it('signs in one account per role with the printed password', async () => {
    for (const [email, role] of [
      ['admin@quentinha.com.br', 'admin'],
      ['cozinha@quentinha.com.br', 'staff'],
      ['entregador@quentinha.com.br', 'delivery'],
      ['cliente@quentinha.com.br', 'customer'],
    ]) {
      const res = await new HttpClient(t.baseUrl).post('/api/auth/login', { email, password: 'Quentinha123' });
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe(role);
    }
  });

  it('fills today’s boards with orders in every status, none of them in the future', async () => {
    const admin = new HttpClient(t.baseUrl);
    await admin.post('/api/auth/login', { email: 'admin@quentinha.com.br', password: 'Quentinha123' });
    const { data, pagination } = (await admin.get('/api/orders?period=today&limit=100')).body;
    const statuses = new Set(data.map((o: { status: string }) => o.status));
    for (const s of ['pending', 'confirmed', 'preparing', 'ready', 'delivering', 'delivered'])
      expect(statuses).toContain(s);
    for (const o of data) expect(Date.parse(o.created_at)).toBeLessThanOrEqual(Date.now());
    // DECISIONS 9.1: no pickup order on the road; a delivery order on the road or delivered names its courier
    for (const o of data) {
      if (!o.is_delivery) expect([o.order_number, o.status]).not.toEqual([o.order_number, 'delivering']);
      else if (['delivering', 'delivered'].includes(o.status)) expect(o.delivery_user_id).toEqual(expect.any(String));
    }
    // and weeks of history for the dashboard
    const month = (await admin.get('/api/orders?period=lastMonth&limit=1')).body.pagination.total;
    expect(month + pagination.total).toBeGreaterThan(50);
  });

  it("comes with 'Insumos' and fichas técnicas that cost today's menu (issue 31)", async () => {
    const { http: admin } = await f.newUser({ role: 'admin' });
    expect((await admin.get('/api/ingredients')).body.length).toBeGreaterThanOrEqual(10);
    const recipes = (await admin.get('/api/recipes')).body as { dish_name: string; cost_per_portion: number }[];
    expect(recipes.map((r) => r.dish_name)).toEqual(expect.arrayContaining(['Arroz Branco', 'Frango Grelhado']));
    for (const r of recipes) expect(r.cost_per_portion).toBeGreaterThan(0);
    const menu = (await admin.get('/api/dailymenus/today')).body;
    const costing = await admin.get(`/api/dailymenus/${menu.id}/costing`);
    expect(costing.body.dishes.filter((d: { has_recipe: boolean }) => d.has_recipe)).toHaveLength(recipes.length);
    expect(costing.body.boxes.length).toBeGreaterThan(0);
  });
});

// docker-compose.yml starts with NODE_ENV=production: the README's demo password must open nothing there
describe('production start without SEED', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ NODE_ENV: 'production', SEED: '' })));
  afterAll(() => t.close());

  it('creates no demo account and no demo catalogue', async () => {
    for (const email of ['admin@quentinha.com.br', 'cozinha@quentinha.com.br', 'entregador@quentinha.com.br', 'cliente@quentinha.com.br']) {
      const res = await new HttpClient(t.baseUrl).post('/api/auth/login', { email, password: 'Quentinha123' });
      expect(res.status).toBe(401);
    }
    const { products } = (await new HttpClient(t.baseUrl).get('/api/products')).body;
    expect(products).toEqual([]);
  });
});
