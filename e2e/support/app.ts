import { type APIRequestContext, expect, type Locator, type Page, request as playwrightRequest, test } from '@playwright/test';

export const PASSWORD = 'Quentinha123';
export const ACCOUNTS = {
  admin: 'admin@quentinha.com.br',
  staff: 'cozinha@quentinha.com.br',
  courier1: 'entregador@quentinha.com.br',
  courier2: 'entregadora@quentinha.com.br',
  customer: 'cliente@quentinha.com.br',
} as const;

/** Signs in through the real login card. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * The kitchen wall asks for one tap before anything else, so that its sound can play (browsers
 * keep a page silent until a person touches it): a person at the board taps it first.
 */
export async function tapSoundGate(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/pedidos-cozinha') return;
  await page.getByRole('button', { name: 'Toque para ativar o som' }).click();
  await expect(page.getByRole('dialog', { name: 'Ativar o som' })).toHaveCount(0);
}

/**
 * Signs the page's browser context in through the API (the login answer's cookies land in the
 * context's jar, as the card's would): for stories whose subject is not the login card. The next
 * page the story opens finds the session (GET /auth/me), so it goes straight where it needs to be.
 */
export async function signInQuickly(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
}

/**
 * What went wrong inside a page while a story ran, kept as the test's 'page' annotations: a
 * failed API answer (method, path, status) and the console's errors (the app logs every failed
 * change there, with the toast's title). A failed story prints them beside its error
 * (support/failure-lines.ts), so a toast gone by the time of the failure still leaves its trace.
 */
export function watchPage(page: Page, who: string): void {
  const { annotations } = test.info();
  const note = (what: string) => annotations.push({ type: 'page', description: `${who}: ${what}`.slice(0, 300) });
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (res.status() >= 400 && url.pathname.startsWith('/api/')) note(`${res.request().method()} ${url.pathname} ${res.status()}`);
  });
  page.on('console', (msg) => {
    // Chromium's own 'Failed to load resource' repeats the failed answer noted above
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) note(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
}

/** An API client signed in as `email` (its own cookie jar), for the other side of a story. */
export async function apiAs(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
  return api;
}

/**
 * Records what the page tries to open in a new window (the WhatsApp chat link) instead of
 * opening it: the test reads the URL from window.__opened.
 */
export async function recordWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __opened: string[] }).__opened = [];
    window.open = ((url?: string | URL) => {
      (window as unknown as { __opened: string[] }).__opened.push(String(url));
      return {} as Window;
    }) as typeof window.open;
  });
}

export const openedUrls = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

/** 'R$ 1.234,56' -> 1234.56 */
export const reais = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

// Dialogs, drawers and menus stand still as soon as they show: the suite asks for reduced motion
// (playwright.config.ts) and the app then turns antd's zooms and slides off.

/** Chooses delivery in the open checkout dialog and waits for its fields. */
export async function chooseDelivery(page: Page, checkout: Locator): Promise<void> {
  await checkout.getByText('Entrega', { exact: true }).click();
  await expect(checkout.getByRole('radio', { name: 'Entrega' })).toBeChecked();
  await expect(checkout.getByLabel('Bairro')).toBeVisible();
}

/** Picks the checkout's 'Bairro', then checks it took. */
export async function chooseNeighborhood(page: Page, checkout: Locator, name: string): Promise<void> {
  await chooseOption(page, checkout, 'Bairro', name);
}

/**
 * Picks `option` in the select labelled `label` inside `scope`, then checks it took. `typed`:
 * typed first, as a person does in a long list (antd draws only the options in view).
 */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string, typed?: string): Promise<void> {
  const field = scope.getByLabel(label);
  if (typed) await field.fill(typed);
  else await field.click();
  // antd's visible options carry no role (its listbox for screen readers is off screen)
  await page.locator('.ant-select-item-option', { hasText: option }).click();
  await expect(scope.locator('.ant-select').filter({ has: page.getByLabel(label) }).filter({ hasText: option })).toBeVisible();
}
