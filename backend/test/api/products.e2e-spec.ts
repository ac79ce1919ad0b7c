import { readdirSync } from 'node:fs';
import { cardImageUrl } from '@quentinha/shared/catalog/images';
import sharp from 'sharp';
import { Product } from '../../src/modules/products/product.entity.js';
import { startCastApp } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { expectAllRefused, imageForm, malformedBodies, PNG_1X1 } from '../support/malformed.js';
import { expectCreated, idRoutes } from '../support/route-family.js';
import { expectUnknownIdsNotFound } from '../support/unknown-ids.js';
import type { TestApp } from '../support/test-app.js';

const NOT_UUID = ['nao-e-uuid', '123', 'x'.repeat(90), "1' OR '1'='1"];
const MISSING = '00000000-0000-4000-8000-000000000000';

const validProduct = () => ({
  name: 'Quentinha Teste',
  description: 'Arroz, feijão e proteína.',
  category: 'quentinha',
  sizes: [
    { name: 'medio', price: 12.9, cost: 4.35 },
    { name: 'grande', price: 19.99, cost: 7.1 },
  ],
  isAvailable: true,
  preparationTime: 15,
  max_items_per_quentinha: 4,
});

describe('products API', () => {
  let t: TestApp, anon: HttpClient, admin: HttpClient, staff: HttpClient, customer: HttpClient, delivery: HttpClient;
  const rows = () => t.db.getRepository(Product).count();
  const create = async (overrides: Record<string, unknown> = {}) =>
    (await expectCreated(admin.post('/api/products', { ...validProduct(), ...overrides }))).product;

  beforeAll(async () => {
    // a small upload limit keeps the 413 test cheap
    ({ t, anon, admin, staff, customer, delivery } = await startCastApp({ MAX_UPLOAD_BYTES: '4096' }));
  });
  afterAll(() => t.close());

  it('needs login to write (401) and refuses customers and couriers (403)', async () => {
    const product = await create();
    const calls = (c: HttpClient) => [
      c.post('/api/products', validProduct()),
      c.put(`/api/products/${product.id}`, { name: 'Outro' }),
      c.delete(`/api/products/${product.id}`),
      c.post(`/api/products/${product.id}/upload-image`, imageForm(PNG_1X1)),
    ];
    for (const res of await Promise.all(calls(anon))) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Faça login para continuar.');
    }
    for (const c of [customer, delivery]) {
      for (const res of await Promise.all(calls(c))) expect(res.status).toBe(403);
    }
    expect((await anon.get(`/api/products/${product.id}`)).body.product.name).toBe('Quentinha Teste');
  });

  it('lets admin create and staff edit; money round-trips in reais', async () => {
    const product = await create();
    expect(product).toMatchObject({
      name: 'Quentinha Teste',
      category: 'quentinha',
      sizes: [
        { name: 'medio', price: 12.9, cost: 4.35 },
        { name: 'grande', price: 19.99, cost: 7.1 },
      ],
      price: 12.9,
      cost: 4.35,
      max_items_per_quentinha: 4,
      isAvailable: true,
      active: true,
      preparationTime: 15,
      image_url: null,
      images: [],
    });
    const stored = await t.db.getRepository(Product).findOneByOrFail({ id: product.id });
    expect(stored.sizes[0]).toEqual({ name: 'medio', price_cents: 1290, cost_cents: 435 });

    const edited = await staff.put(`/api/products/${product.id}`, {
      sizes: [{ name: 'pequeno', price: 0.1 }],
      category: 'Bebidas',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.product).toMatchObject({
      sizes: [{ name: 'pequeno', price: 0.1, cost: 0 }],
      category: 'bebida',
      price: 0.1,
    });
    expect((await anon.get(`/api/products/${product.id}`)).body.product.price).toBe(0.1);

    const staffMade = await staff.post('/api/products', { name: 'Suco', sizes: [{ name: 'medio', price: 7 }] });
    expect(staffMade.status).toBe(201);
    expect(staffMade.body.product).toMatchObject({
      category: 'quentinha',
      max_items_per_quentinha: 5,
      preparationTime: 0,
      description: '',
    });
  });

  it('shows guests only active products and keeps the public menu fresh after writes', async () => {
    const hidden = await create({ name: 'Quentinha Escondida', isAvailable: false });
    const drink = await create({ name: 'Refri Lata', category: 'bebida', sizes: [{ name: 'medio', price: 6 }] });
    const names = (res: { body: { products: { name: string }[] } }) => res.body.products.map((p) => p.name);

    const publicList = await anon.get('/api/products');
    expect(publicList.status).toBe(200);
    expect(names(publicList)).toContain('Refri Lata');
    expect(names(publicList)).not.toContain('Quentinha Escondida');
    expect((await anon.get(`/api/products/${hidden.id}`)).status).toBe(404);
    // a guest cannot widen the list
    expect(names(await customer.get('/api/products?active=false&all=true'))).not.toContain('Quentinha Escondida');

    expect(names(await admin.get('/api/products'))).toContain('Quentinha Escondida');
    expect(names(await staff.get('/api/products?active=false'))).toEqual(['Quentinha Escondida']);
    expect(names(await admin.get('/api/products?active=true'))).not.toContain('Quentinha Escondida');
    expect((await admin.get(`/api/products/${hidden.id}`)).status).toBe(200);

    const drinks = await anon.get('/api/products?category=bebida&available=true');
    expect(drinks.body.products.every((p: { category: string }) => p.category === 'bebida')).toBe(true);
    expect(names(drinks)).toContain('Refri Lata');

    // the cached public menu must not outlive a write
    await admin.put(`/api/products/${drink.id}`, { name: 'Refri Lata 350ml' });
    await admin.put(`/api/products/${hidden.id}`, { isAvailable: true });
    const after = names(await anon.get('/api/products'));
    expect(after).toEqual(expect.arrayContaining(['Refri Lata 350ml', 'Quentinha Escondida']));
    expect(after).not.toContain('Refri Lata');

    expect((await anon.get('/api/products?active=talvez')).status).toBe(400);
  });

  it('names the menu with an ETag: unchanged it answers 304 without a body, changed a new one', async () => {
    const product = await create({ name: 'Quentinha do ETag' });
    const first = await anon.get('/api/products');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('vary')).toMatch(/cookie/i);
    // a guest's menu is answered before Nest's pipeline, still with the app's security headers
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');

    const again = await anon.get('/api/products', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    // a customer sees the same public menu: the same name
    expect((await customer.get('/api/products')).headers.get('etag')).toBe(etag);
    // the back office's menu carries costs: another body, another name
    const office = await admin.get('/api/products?active=true');
    expect(office.headers.get('etag')).not.toBe(etag);
    expect(office.body.products[0]).toHaveProperty('sizes.0.cost');
    expect(first.body.products[0].sizes[0]).not.toHaveProperty('cost');

    await admin.put(`/api/products/${product.id}`, { name: 'Quentinha do ETag Nova' });
    const changed = await anon.get('/api/products', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.products.map((p: { name: string }) => p.name)).toContain('Quentinha do ETag Nova');
  });

  it('hides a deleted product everywhere but keeps its row for order history', async () => {
    const product = await create({ name: 'Quentinha Apagada' });
    const before = await rows();
    const res = await admin.delete(`/api/products/${product.id}`);
    expect(res.status).toBe(204);
    expect(await rows()).toBe(before);
    for (const c of [anon, admin]) {
      expect((await c.get(`/api/products/${product.id}`)).status).toBe(404);
      const list = await c.get('/api/products?all=true');
      expect(list.body.products.map((p: { id: string }) => p.id)).not.toContain(product.id);
    }
    expect((await admin.put(`/api/products/${product.id}`, { name: 'Volta' })).status).toBe(404);
    expect((await admin.delete(`/api/products/${product.id}`)).status).toBe(404);
  });

  it('answers 404 (never 500) for ids that are not UUIDs or do not exist', async () => {
    await expectUnknownIdsNotFound(
      (id) => [
        ...idRoutes(anon, admin, '/api/products', { name: 'X' })(id),
        admin.post(`/api/products/${id}/upload-image`, imageForm(PNG_1X1)),
      ],
      'Produto não encontrado.',
      [...NOT_UUID, MISSING],
    );
  });

  it('answers an absurdly long id with a 4xx, not a 500', async () => {
    // Fastify's router refuses it (414) before Nest runs; its message is not ours yet
    const res = await anon.get(`/api/products/${'x'.repeat(5000)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('refuses malformed create bodies in Portuguese and writes nothing', async () => {
    const valid = validProduct();
    const size = valid.sizes[0];
    const before = await rows();
    await expectAllRefused(
      (body) => admin.post('/api/products', body),
      malformedBodies(valid, {
        required: ['name', 'sizes'],
        extra: [
          ['blank name', { ...valid, name: '   ' }],
          ['no sizes', { ...valid, sizes: [] }],
          [
            'five sizes',
            { ...valid, sizes: ['pequeno', 'medio', 'grande', 'familia', 'medio'].map((name) => ({ ...size, name })) },
          ],
          ['a repeated size', { ...valid, sizes: [size, { ...size }] }],
          ['an unknown size', { ...valid, sizes: [{ ...size, name: 'gigante' }] }],
          ['a size that is a number', { ...valid, sizes: [1] }],
          ['a size without price', { ...valid, sizes: [{ name: 'medio' }] }],
          ['an unknown key inside a size', { ...valid, sizes: [{ ...size, discount: 1 }] }],
          ['a negative price', { ...valid, sizes: [{ ...size, price: -1 }] }],
          ['a negative cost', { ...valid, sizes: [{ ...size, cost: -0.01 }] }],
          ['a price with 3 decimals', { ...valid, sizes: [{ ...size, price: 12.905 }] }],
          ['a cost with 3 decimals', { ...valid, sizes: [{ ...size, cost: 0.001 }] }],
          ['a price as text', { ...valid, sizes: [{ ...size, price: '12,90' }] }],
          ['an absurd price', { ...valid, sizes: [{ ...size, price: 1e12 }] }],
          ['max_items 0', { ...valid, max_items_per_quentinha: 0 }],
          ['max_items 21', { ...valid, max_items_per_quentinha: 21 }],
          ['max_items 2.5', { ...valid, max_items_per_quentinha: 2.5 }],
          ['negative preparationTime', { ...valid, preparationTime: -5 }],
          ['a 10 000-char description', { ...valid, description: 'd'.repeat(10_000) }],
          ['a 10 000-char category', { ...valid, category: 'c'.repeat(10_000) }],
          ['a 10 000-char size name', { ...valid, sizes: [{ ...size, name: 'm'.repeat(10_000) }] }],
        ],
      }),
    );
    expect(await rows()).toBe(before);
  });

  it('refuses malformed update bodies and leaves the product as it was', async () => {
    const product = await create();
    const valid = {
      name: 'Novo Nome',
      sizes: [{ name: 'medio', price: 10, cost: 1 }],
      max_items_per_quentinha: 3,
      isAvailable: false,
    };
    await expectAllRefused(
      (body) => admin.put(`/api/products/${product.id}`, body),
      malformedBodies(valid, {
        extra: [
          ['negative price', { sizes: [{ name: 'medio', price: -1 }] }],
          ['3-decimal price', { sizes: [{ name: 'medio', price: 1.234 }] }],
          ['max_items 0', { max_items_per_quentinha: 0 }],
          ['max_items 21', { max_items_per_quentinha: 21 }],
          ['name null', { name: null }],
          ['description null', { description: null }],
        ],
      }),
    );
    const after = (await admin.get(`/api/products/${product.id}`)).body.product;
    expect(after).toEqual(product);
  });

  describe('image upload', () => {
    let id: string;
    beforeAll(async () => {
      id = (await create({ name: 'Quentinha com Foto' })).id;
    });
    const upload = (body: unknown) => admin.post(`/api/products/${id}/upload-image`, body);

    it('refuses a text file named .png (415) and anything that is not an image', async () => {
      for (const form of [
        imageForm('isto não é uma imagem', 'foto.png', 'image/png'),
        imageForm('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'a.svg', 'image/svg+xml'),
        imageForm(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'a.png', 'image/png'),
      ]) {
        const res = await upload(form);
        expect(res.status).toBe(415);
        expect(res.body.message).toBe('Envie uma imagem (JPG, PNG, WEBP ou GIF).');
      }
    });

    it('refuses a file over the size limit (413)', async () => {
      const big = Buffer.concat([PNG_1X1, Buffer.alloc(8192)]);
      const res = await upload(imageForm(big));
      expect(res.status).toBe(413);
      expect(res.body.message).toMatch(/no máximo/);
    });

    it('refuses a request without the image field or not multipart', async () => {
      const noFile = new FormData();
      noFile.append('alt', 'Imagem de nada');
      expect((await upload(noFile)).body.message).toBe('Selecione uma imagem para enviar');
      expect((await upload(imageForm(PNG_1X1, 'a.png', 'image/png', {}, 'foto'))).status).toBe(400);
      const json = await upload({ image: 'data:image/png;base64,AAAA' });
      expect(json.status).toBe(415);
    });

    it('stores a real PNG as WebP (full and card widths) under a generated name, served at /uploads', async () => {
      const before = readdirSync(t.config.uploadDir).length;
      const res = await upload(
        imageForm(PNG_1X1, '../../etc/passwd.png', 'image/png', { alt: 'Imagem de Quentinha com Foto' }),
      );
      expect(res.status).toBe(200);
      const url: string = res.body.product.image_url;
      expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
      expect(res.body.product.images).toEqual([{ url, isPrimary: true }]);
      const card = cardImageUrl(url)!;
      for (const path of [url, card]) {
        const served = await fetch(`${t.baseUrl}${path}`);
        expect([path, served.status, served.headers.get('content-type')]).toEqual([path, 200, 'image/webp']);
        expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
      }

      // a second upload replaces both files instead of piling up
      const again = await upload(imageForm(PNG_1X1));
      expect(again.body.product.image_url).not.toBe(url);
      expect(readdirSync(t.config.uploadDir).length).toBe(before + 2);
      expect((await fetch(`${t.baseUrl}${url}`)).status).toBe(404);
      expect((await fetch(`${t.baseUrl}${card}`)).status).toBe(404);
    });
  });
});
