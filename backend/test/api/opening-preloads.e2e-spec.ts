import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analysisOpeningRequests, dashboardOpeningRequests } from '@quentinha/shared/analytics/opening-requests';
import { SCREENS } from '@quentinha/shared/auth/roles';
import { Factories } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The hrefs of the page's preload links, as the browser reads them (entities decoded). */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials" \/>/g)].map((m) =>
    m[1].replace(/&amp;/g, '&'),
  );

describe('a back-office page opened directly: its data named in the page (preload links)', () => {
  let t: TestApp;
  let f: Factories;
  const dist = mkdtempSync(join(tmpdir(), 'quentinha-dist-'));

  beforeAll(async () => {
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="pt-BR"><head><link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials" /><title>Quentinha</title></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp({ FRONTEND_DIST: dist });
    f = new Factories(t);
  });
  afterAll(() => t.close());

  it('names, for the owner, the two requests the page opens with, and the server answers them', async () => {
    const { http: owner } = await f.newUser({ role: 'admin' });
    const page = await owner.get(SCREENS.OrderAnalytics);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const named = preloads(page.body as string);
    expect(named).toEqual(['/api/auth/me', ...analysisOpeningRequests().map((path) => `/api${path}`)]);
    for (const url of named) expect((await owner.get(url)).status).toBe(200);
  });

  it("names the Dashboard's figures for the owner, and the server answers them", async () => {
    const { http: owner } = await f.newUser({ role: 'admin' });
    const named = preloads((await owner.get(SCREENS.Dashboard)).body as string);
    expect(named).toEqual(['/api/auth/me', ...dashboardOpeningRequests().map((path) => `/api${path}`)]);
    for (const url of named) expect((await owner.get(url)).status).toBe(200);
  });

  it('names nothing more for a guest, for someone the page is not for, or on another page', async () => {
    const { http: customer } = await f.newUser({ role: 'customer' });
    const { http: owner } = await f.newUser({ role: 'admin' });
    const stale = f.anonymous();
    stale.cookies.set('qt_access', 'not-a-token');
    for (const [who, path] of [
      [f.anonymous(), SCREENS.OrderAnalytics],
      [stale, SCREENS.OrderAnalytics],
      [customer, SCREENS.OrderAnalytics],
      [owner, SCREENS.Dishes],
    ] as const) {
      const page = await who.get(path);
      expect(page.status).toBe(200);
      expect(preloads(page.body as string)).toEqual(['/api/auth/me']);
    }
  });
});
