import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { cardImageUrl } from '@quentinha/shared/catalog/images';
import { Factories } from '../support/factories.js';
import { imageForm } from '../support/malformed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Photos from the owner's phone carry EXIF: the GPS position of the kitchen (often the owner's
 * home), the camera, sometimes a name. Uploads are served to anyone, so none of it survives.
 */
describe('uploaded photos lose their metadata', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('stores a JPEG with GPS and camera EXIF without any of it, upright and the same size', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c2410c' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Celular da Dona Maria', Model: 'Quentinha X', Artist: 'Maria Souza' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('Dona Maria')).toBe(true);

    const { http: admin } = await new Factories(t).newUser({ role: 'admin' });
    const res = await admin.post('/api/settings/banner', imageForm(photo, 'foto.jpg', 'image/jpeg'));
    expect(res.status).toBe(200);
    const stored = readFileSync(join(t.config.uploadDir, res.body.banner_url.replace('/uploads/', '')));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 40, 20]);
    expect(stored.includes('Dona Maria')).toBe(false);
    // and it is served as stored
    const served = Buffer.from(await (await fetch(`${t.baseUrl}${res.body.banner_url}`)).arrayBuffer());
    expect(served.equals(stored)).toBe(true);
  });

  it('keeps a large photo at most 1200 px wide, and a 480 px copy for cards', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#16a34a' } })
      .jpeg()
      .toBuffer();
    const { http: admin } = await new Factories(t).newUser({ role: 'admin' });
    const res = await admin.post('/api/settings/banner', imageForm(photo, 'foto.jpg', 'image/jpeg'));
    expect(res.status).toBe(200);
    const size = async (url: string) => {
      const meta = await sharp(readFileSync(join(t.config.uploadDir, url.replace('/uploads/', '')))).metadata();
      return [meta.format, meta.width, meta.height];
    };
    expect(await size(res.body.banner_url)).toEqual(['webp', 1200, 800]);
    expect(await size(cardImageUrl(res.body.banner_url)!)).toEqual(['webp', 480, 320]);
  });

  it('refuses bytes that only start like an image', async () => {
    const { http: admin } = await new Factories(t).newUser({ role: 'admin' });
    const fake = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(200, 1)]);
    const res = await admin.post('/api/settings/banner', imageForm(fake, 'foto.jpg', 'image/jpeg'));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Envie uma imagem (JPG, PNG, WEBP ou GIF).');
  });
});
