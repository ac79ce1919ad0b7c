import { HttpClient } from '../support/http.js';
import { Nginx } from '../support/nginx.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The shipped deploy/nginx.conf in front of a real app (issue "trust at noon", part 5): a client
 * cannot pick the address the app counts by writing X-Forwarded-For, and a body over the limit is
 * answered in JSON. Needs Debian's nginx (`.ci/run` installs it).
 */
describe('the shipped nginx in front of the app', () => {
  let t: TestApp;
  let nginx: Nginx;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT: '3' });
    nginx = await Nginx.start([Number(new URL(t.baseUrl).port)]);
    base = nginx.baseUrl;
  });

  afterAll(async () => {
    await nginx?.stop();
    await t?.close();
  });

  it('counts every sign-in from one client as one address, whatever X-Forwarded-For it writes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const forged = new HttpClient(base, { 'x-forwarded-for': `203.0.113.${i + 1}` });
      statuses.push(
        (await forged.post('/api/auth/login', { email: `x${i}@teste.com.br`, password: 'Errada123' })).status,
      );
    }
    // the limit is 3 a minute: had the forged addresses been believed, each would be a first try
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('answers a body over its limit with the JSON 413 in Portuguese', async () => {
    const res = await fetch(`${base}/api/settings/banner`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(7 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Arquivo ou requisição grande demais.',
    });
  });
});
