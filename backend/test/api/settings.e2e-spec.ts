import { DomainEvents } from '../../src/common/events/domain-events.js';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import { startCastApp } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { imageForm, PNG_1X1 } from '../support/malformed.js';
import type { TestApp } from '../support/test-app.js';

/** 1x1 GIF: a second real format, so the banner check is not PNG-only */
const GIF_1X1 = Buffer.from(
  '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
  'hex',
);

describe('settings API (banner and public business info)', () => {
  let t: TestApp, anon: HttpClient, admin: HttpClient, staff: HttpClient, customer: HttpClient, delivery: HttpClient;

  beforeAll(async () => {
    ({ t, anon, admin, staff, customer, delivery } = await startCastApp({
      MAX_UPLOAD_BYTES: '4096',
      BUSINESS_NAME: 'Cozinha da Vó',
      BUSINESS_TAGLINE: 'Comida de casa',
      BUSINESS_WHATSAPP: '+55 (11) 98888-7777',
    }));
  });
  afterAll(() => t.close());

  it('answers the public info and an empty banner without login', async () => {
    expect((await anon.get('/api/settings/banner')).body).toEqual({ banner_url: null });
    const info = await anon.get('/api/settings/public');
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      business_name: 'Cozinha da Vó',
      tagline: 'Comida de casa',
      whatsapp_number: '5511988887777',
      banner_url: null,
      pickup_address: null,
      city: null,
      pix_enabled: false,
      // DECISIONS 10.8: the default, so the tracking page can say until when to pay
      pix_timeout_minutes: 30,
      setup_needed: false,
      // DECISIONS 9.3: an empty database is open every day, all day, with no pause
      ordering: { open: true, paused: false, message: null, next_open_at: null },
      hours: {
        hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '24:00' })),
        closed_dates: [],
      },
      scheduling: { slot_minutes: 15, slot_capacity: 10, kitchen_lead_minutes: 30 },
      // DECISIONS 10.2: the checkout's consent box, version 1 naming the business
      marketing_consent: { version: 1, text: expect.stringContaining('Cozinha da Vó') },
    });
  });

  it('lets only the admin upload a banner', async () => {
    expect((await anon.post('/api/settings/banner', imageForm(PNG_1X1))).status).toBe(401);
    for (const c of [staff, customer, delivery])
      expect((await c.post('/api/settings/banner', imageForm(PNG_1X1))).status).toBe(403);
    expect(await t.db.getRepository(Setting).count()).toBe(0);
  });

  it('refuses non-images (415), oversize files (413) and empty forms (400)', async () => {
    const renamed = await admin.post('/api/settings/banner', imageForm('texto qualquer', 'banner.png', 'image/png'));
    expect(renamed.status).toBe(415);
    expect(renamed.body.message).toBe('Envie uma imagem (JPG, PNG, WEBP ou GIF).');
    const html = await admin.post(
      '/api/settings/banner',
      imageForm('<html><script>alert(1)</script></html>', 'b.gif', 'image/gif'),
    );
    expect(html.status).toBe(415);
    const big = await admin.post('/api/settings/banner', imageForm(Buffer.concat([PNG_1X1, Buffer.alloc(5000)])));
    expect(big.status).toBe(413);
    const empty = await admin.post('/api/settings/banner', new FormData());
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Selecione uma imagem para enviar');
    expect((await admin.post('/api/settings/banner', { banner_url: 'http://evil' })).status).toBe(415);
    expect((await anon.get('/api/settings/banner')).body).toEqual({ banner_url: null });
  });

  it('stores a banner, serves it, replaces it and announces the change', async () => {
    const kinds: string[] = [];
    const off = t.app.get(DomainEvents).on('catalog.updated', ({ kind }) => kinds.push(kind));
    const first = await admin.post('/api/settings/banner', imageForm(PNG_1X1, 'banner.png'));
    expect(first.status).toBe(200);
    expect(first.body.banner_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect((await anon.get('/api/settings/banner')).body).toEqual(first.body);
    expect((await anon.get('/api/settings/public')).body.banner_url).toBe(first.body.banner_url);
    const served = await fetch(`${t.baseUrl}${first.body.banner_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    // the declared type is ignored: a GIF sent as PNG is read as the GIF it is (and stored as WebP)
    const second = await admin.post('/api/settings/banner', imageForm(GIF_1X1, 'banner.png', 'image/png'));
    expect(second.status).toBe(200);
    expect(second.body.banner_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect((await fetch(`${t.baseUrl}${first.body.banner_url}`)).status).toBe(404);
    off();
    expect(kinds).toEqual(['settings', 'settings']);
  });
});
