import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HttpClient } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The shipped deploy/nginx.conf in front of a real app (issue "trust at noon", part 5): a client
 * cannot pick the address the app counts by writing X-Forwarded-For, and a body over the limit is
 * answered in JSON. Needs Debian's nginx (`.ci/run` installs it).
 */
const CONF = resolve(__dirname, '../../../deploy/nginx.conf');

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** The compose file's config, pointed at this test's app and run from a folder of its own. */
function renderConfig(appPort: number, nginxPort: number, dir: string): string {
  const shipped = readFileSync(CONF, 'utf8');
  const upstream = /server app1:3000[^;]*;\s*server app2:3000[^;]*;/;
  const listen = /listen 80;/;
  if (!upstream.test(shipped) || !listen.test(shipped)) throw new Error('deploy/nginx.conf changed shape: update this test');
  return [
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    shipped
      .replace(upstream, `server 127.0.0.1:${appPort};`)
      .replace(listen, `listen 127.0.0.1:${nginxPort};`)
      .replace('http {', `http {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`),
  ].join('\n');
}

describe('the shipped nginx in front of the app', () => {
  let t: TestApp;
  let nginx: ChildProcess;
  let dir: string;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT: '3' });
    dir = mkdtempSync(join(tmpdir(), 'quentinha-nginx-'));
    const port = await freePort();
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, renderConfig(Number(new URL(t.baseUrl).port), port, dir));
    execFileSync('nginx', ['-t', '-q', '-c', conf, '-p', dir]);
    nginx = spawn('nginx', ['-c', conf, '-p', dir, '-g', 'daemon off;'], { stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const up = await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false);
      if (up) break;
      if (Date.now() > deadline) throw new Error('nginx did not come up');
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts every sign-in from one client as one address, whatever X-Forwarded-For it writes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const forged = new HttpClient(base, { 'x-forwarded-for': `203.0.113.${i + 1}` });
      statuses.push((await forged.post('/api/auth/login', { email: `x${i}@teste.com.br`, password: 'Errada123' })).status);
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
    expect(await res.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Arquivo ou requisição grande demais.' });
  });
});
