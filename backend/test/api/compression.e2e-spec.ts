import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Factories } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** One raw HTTP exchange: fetch would ask for compression and undo it behind the test's back. */
function raw(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('compression on the wire (a phone on 4G)', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'quentinha-dist-'));
  // a built asset as Vite leaves it, with the .br and .gz the build writes beside it
  const script = `console.log(${JSON.stringify('quentinha '.repeat(400))});`;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Quentinha</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    t = await startTestApp({ FRONTEND_DIST: dist });
    const [admin] = await new Factories(t).staffAndCustomers();
    for (let i = 0; i < 12; i++)
      await admin.post('/api/products', {
        name: `Quentinha ${i}`,
        description: 'Arroz, feijão, farofa e a proteína do dia.',
        category: 'quentinha',
        sizes: [{ name: 'medio', price: 20, cost: 8 }],
      });
  });
  afterAll(() => t.close());

  it('compresses API JSON with brotli, or gzip for a client without it, and not for one asking neither', async () => {
    const plain = await raw(t.baseUrl, '/api/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const menu = JSON.parse(plain.body.toString('utf8'));
    expect(menu.products).toHaveLength(12);

    const br = await raw(t.baseUrl, '/api/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(menu);

    const gz = await raw(t.baseUrl, '/api/products', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(menu);
  });

  it('serves the build-time .br and .gz of a hashed asset, cached for a year', async () => {
    const br = await raw(t.baseUrl, '/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(brotliCompressSync(script))).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);

    const gz = await raw(t.baseUrl, '/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(script);

    const page = await raw(t.baseUrl, '/pedidos', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString('utf8')).toContain('<title>Quentinha</title>');
  });

  it("keeps the page's security headers on the page, and only the subresource ones on its files", async () => {
    const page = await raw(t.baseUrl, '/home');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const script = await raw(t.baseUrl, '/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
  });

  it('answers a revalidation of an unchanged file with 304 and no body, per encoding', async () => {
    const first = await raw(t.baseUrl, '/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(first.headers.vary).toBe('Accept-Encoding');
    const again = await raw(t.baseUrl, '/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // a gzip client's copy is another representation: its ETag does not match the brotli one
    const gz = await raw(t.baseUrl, '/assets/app-abc123.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gz.status).toBe(200);
    expect(gunzipSync(gz.body).toString('utf8')).toBe(script);
    const page = await raw(t.baseUrl, '/home');
    const pageAgain = await raw(t.baseUrl, '/home', { 'if-none-match': String(page.headers.etag) });
    expect(pageAgain.status).toBe(304);
  });

  it('answers a missing asset with a 404, never the page in its place', async () => {
    const missing = await raw(t.baseUrl, '/assets/app-old999.js');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString('utf8')).message).toBe('Recurso não encontrado.');
  });
});
