import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from '../support/api-sessions.js';
import { ACCOUNTS, apiAs, signIn } from '../support/app.js';
import { card, column, keepEachTestWithinOneDay, showColumn } from '../support/boards.js';
import { SENT_AFTER_UNDO_MS } from '../support/delivered-undo.js';
import { boardReady, guestOrder, type PlacedOrder, setStatus } from '../support/order-path.js';

// Issue 14, part 2: the installable app. The web manifest and its icons as the browser reads
// them; the service worker that keeps the shell (never the API) for the boards; and a courier's
// 'Marcar como Entregue' tapped without signal, kept on the card as 'pendente de envio' and sent
// when the signal returns. Runs on the phone and the desktop project.

keepEachTestWithinOneDay(test);

const PENDING = 'pendente de envio';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** The worker controls the page: clientsClaim after its first install, no reload needed. */
async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** A guest's delivery order, through the kitchen, collected by the courier himself: 'Em Rota'. */
async function orderOnRoute(baseURL: string, courier: APIRequestContext, name: string): Promise<PlacedOrder> {
  const admin = await apiAs(baseURL, ACCOUNTS.admin);
  try {
    const order = await guestOrder(baseURL, 'delivery', name);
    for (const status of ['confirmed', 'preparing', 'ready']) await setStatus(admin, order.id, status);
    await setStatus(courier, order.id, 'delivering');
    return order;
  } finally {
    await admin.dispose();
  }
}

/** The courier signed in on his board, with an order of his own on the road. */
async function onTheBoard(page: Page, baseURL: string, courier: APIRequestContext, name: string): Promise<PlacedOrder> {
  const order = await orderOnRoute(baseURL, courier, `${name} ${Date.now() % 100000}`);
  await signIn(page, ACCOUNTS.courier1);
  await expect(page).toHaveURL(/\/entregas$/);
  await boardReady(page);
  return order;
}

test('the app is installable: manifest, icons, and a worker served fresh every time', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
  expect(href, 'manifest link in index.html').toBe('/manifest.webmanifest');

  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = (await res.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Quentinha',
    short_name: 'Quentinha',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#c2410c',
  });
  const purposes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }

  // the worker must reach the browser as soon as a new build is out: never cached for long
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('a service worker controls the board; the shell opens without network, the menu never comes from it', async ({
  page,
  context,
}) => {
  // a guest's storefront does not pull the app shell down in the background on 4G
  await page.goto('/home');
  await expect(page.getByRole('button', { name: /^Adicionar / }).first()).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null)).toBeNull();

  await signIn(page, ACCOUNTS.courier1);
  await expect(page).toHaveURL(/\/entregas$/);
  await boardReady(page);
  await controlledByWorker(page);

  // the API goes to the network even with the worker in place: no stale menu, ever
  const menu = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/products');
  await page.evaluate(() => fetch('/api/products').then((r) => r.status));
  expect((await menu).fromServiceWorker()).toBe(false);

  await context.setOffline(true);
  try {
    const shell = await page.goto('/entregas');
    expect(shell?.fromServiceWorker()).toBe(true);
    expect(shell?.status()).toBe(200);
    // the app itself starts (scripts and styles from the cache), with nothing from the API, and
    // the courier last signed in on this phone finds the board, not the login
    await expect(page).toHaveTitle('Quentinha');
    await expect(page.getByRole('heading', { name: 'Central de Entregas' })).toBeVisible();
    await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/entregas$/);
  } finally {
    await context.setOffline(false);
  }
});

test("a courier's 'Entregue' tapped without signal waits as 'pendente de envio' and is sent when the signal returns", async ({
  page,
  context,
  baseURL,
  courierApi: courier,
}) => {
  const order = await onTheBoard(page, baseURL!, courier, 'Cliente Sem Sinal');
  await showColumn(page, 'Em Rota de Entrega');
  const onRoute = card(column(page, 'Em Rota de Entrega'), order.shortId);
  await expect(onRoute).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible();
  await onRoute.getByRole('button', { name: 'Marcar como Entregue' }).click();
  // kept on the phone at once; once its 'Desfazer' window has passed, it waits for the signal
  await expect(onRoute.getByRole('button', { name: 'Desfazer' })).toBeVisible();
  await expect(onRoute.getByText(PENDING, { exact: true })).toBeVisible({ timeout: SENT_AFTER_UNDO_MS });
  await expect(onRoute.getByRole('button', { name: /Marcar como Entregue/ })).toBeDisabled();
  // still 'Em Rota' for the server: nothing got through
  const before = (await (await courier.get(`/api/orders/${order.id}`)).json()) as { data: { status: string } };
  expect(before.data.status).toBe('delivering');

  await context.setOffline(false);
  await expect(onRoute).toHaveCount(0);
  await showColumn(page, 'Entregue');
  const delivered = card(column(page, 'Entregue'), order.shortId);
  await expect(delivered).toBeVisible();
  await expect(delivered.getByText(PENDING, { exact: true })).toHaveCount(0);
  await expect(page.getByText(PENDING, { exact: true })).toHaveCount(0);

  const after = (await (await courier.get(`/api/orders/${order.id}`)).json()) as {
    data: { status: string; status_history: { to: string }[] };
  };
  expect(after.data.status).toBe('delivered');
  // sent once: one 'delivered' step in the history
  expect(after.data.status_history.filter((h) => h.to === 'delivered')).toHaveLength(1);
});

test('a tap that could not be sent survives a reload of the board and goes out with the next signal', async ({
  page,
  context,
  baseURL,
  courierApi: courier,
}) => {
  const order = await onTheBoard(page, baseURL!, courier, 'Cliente Sinal Fraco');
  await controlledByWorker(page);
  // weak signal: the board loads, but the tap's request never gets through
  const statusUrl = `**/api/orders/${order.id}/status`;
  await page.route(statusUrl, (route) => route.abort('internetdisconnected'));
  await showColumn(page, 'Em Rota de Entrega');
  const onRoute = card(column(page, 'Em Rota de Entrega'), order.shortId);
  await onRoute.getByRole('button', { name: 'Marcar como Entregue' }).click();
  await expect(onRoute.getByText(PENDING, { exact: true })).toBeVisible({ timeout: SENT_AFTER_UNDO_MS });

  await page.reload();
  await boardReady(page);
  await showColumn(page, 'Em Rota de Entrega');
  await expect(onRoute.getByText(PENDING, { exact: true })).toBeVisible();

  await page.unroute(statusUrl);
  // the phone loses and finds the signal again: the kept tap goes out
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(onRoute).toHaveCount(0);
  await showColumn(page, 'Entregue');
  await expect(card(column(page, 'Entregue'), order.shortId)).toBeVisible();
  await expect(page.getByText(PENDING, { exact: true })).toHaveCount(0);
  const after = (await (await courier.get(`/api/orders/${order.id}`)).json()) as { data: { status: string } };
  expect(after.data.status).toBe('delivered');
});
