import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import { ACCOUNTS, chooseDelivery, chooseNeighborhood, recordWindowOpen, signInQuickly, tapSoundGate, watchPage } from './app.js';
import { BRAZIL, DESKTOP } from './devices.js';

// Helpers for the live boards story (tests/boards.spec.ts): one browser context per person.

/**
 * How long a change made on one screen may take to show on another open one. A bound, not a
 * latency budget (a busy machine is no bug; `npm run bench` measures speed): while the socket is
 * up, the boards do not poll (the couriers' list refreshes every 30 s, the storefront's settings
 * every 60 s), so a change that arrives within it came over the socket.
 */
export const LIVE_MS = 10_000;

export interface Person {
  context: BrowserContext;
  page: Page;
}

export interface OpenOptions {
  baseURL: string;
  /** cut the realtime connection: the boards must live on their polling fallback */
  offline?: boolean;
}

/**
 * A fresh browser context signed in (through the API: the login card has stories of its own),
 * then on `path`. With `offline`, every socket.io request fails before the first page loads.
 */
export async function openAs(browser: Browser, email: string, path: string, opts: OpenOptions): Promise<Person> {
  const context = await browser.newContext({ ...BRAZIL, viewport: DESKTOP.viewport, baseURL: opts.baseURL });
  if (opts.offline) await context.route('**/socket.io/**', (route) => route.abort());
  const page = await context.newPage();
  watchPage(page, email);
  await signInQuickly(page, email);
  await page.goto(path);
  await tapSoundGate(page);
  return { context, page };
}

/** Marks the document: `expectNoReload` fails if the page was reloaded or navigated away since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __boardDocument?: boolean }).__boardDocument = true;
  });
}

export async function expectNoReload(page: Page, path: string): Promise<void> {
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await page.evaluate(() => (window as unknown as { __boardDocument?: boolean }).__boardDocument === true)).toBe(
    true,
  );
}

/** A board column: a region named by its heading ('Novo Pedido', 'Aguardando Coleta', ...). */
export const column = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });

/** The order's card (aria-label 'Pedido #abc123' or 'Pedido #abc123 de Nome') anywhere on the page. */
export const card = (scope: Page | Locator, shortId: string): Locator =>
  scope.getByRole('article', { name: new RegExp(`^Pedido #${shortId}\\b`) });

/** A name and an 11-digit WhatsApp number nobody else uses, so the story finds its own order. */
export function uniqueCustomer(): { name: string; phone: string } {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  const tag = Array.from({ length: 6 }, pick).join('');
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { name: `Cliente Quadro ${tag[0]!.toUpperCase()}${tag.slice(1)}`, phone: `119${digits}` };
}

/** The signed-in customer orders a drink for delivery to Pinheiros, paying by PIX. */
export async function placeDeliveryOrder(page: Page, customer: { name: string; phone: string }): Promise<void> {
  await recordWindowOpen(page); // the WhatsApp chat link is recorded, not opened
  await page.goto('/home');
  await page.getByRole('button', { name: 'Adicionar Refrigerante Lata 350ml' }).click();
  await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
  await page.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  await chooseDelivery(page, checkout);
  await checkout.getByLabel('Seu nome').fill(customer.name);
  await checkout.getByLabel('WhatsApp (DDD + número)').fill(customer.phone);
  await chooseNeighborhood(page, checkout, 'Pinheiros');
  await checkout.getByLabel('Endereço completo').fill('Rua dos Quadros, 42');
  await expect(checkout.getByRole('radio', { name: 'PIX' })).toBeChecked(); // the default
  await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();
  // the toast and the order-placed dialog both say it: either one means the order went in
  await expect(page.getByText('Pedido Realizado!').first()).toBeVisible();
}

/** The last 6 characters of the id, read from the admin card's title 'Pedido #abc123'. */
export async function shortIdOf(adminCard: Locator): Promise<string> {
  const label = (await adminCard.getAttribute('aria-label')) ?? '';
  const match = /^Pedido #(\w{6})$/.exec(label);
  expect(match, `card title '${label}'`).not.toBeNull();
  return match![1]!;
}

export const STAFF = {
  customer: ACCOUNTS.customer,
  admin: ACCOUNTS.admin,
  kitchen: ACCOUNTS.staff,
  courier1: ACCOUNTS.courier1,
  courier2: ACCOUNTS.courier2,
} as const;

export const COURIER1_NAME = 'Pedro Entregador';

/**
 * How long to wait for a Sao Paulo day with at least `minutes` left: 0 when this one has them.
 * The boards show today's orders (SPEC section 9, Sao Paulo): a story that crosses midnight there
 * would see its order leave every board at 00:00, which is the product working, not failing. A
 * story that needs `minutes` of one day waits for the next day when too few are left (it happened
 * in CI: the polling story ran at 23:58 in Sao Paulo).
 */
export function msUntilDayWithMinutes(minutes: number, now = new Date()): number {
  const [h, m, s] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .split(':')
    .map(Number);
  const left = 24 * 3600 - (h! * 3600 + m! * 60 + s!);
  return left < minutes * 60 ? (left + 5) * 1000 : 0;
}

/**
 * For a spec whose orders must stay on today's boards: each test starts with at least `minutes`
 * of the Sao Paulo day left, waiting past midnight otherwise (the wait is added to its timeout).
 */
export function keepEachTestWithinOneDay<T extends PlaywrightTestArgs & PlaywrightTestOptions>(
  t: TestType<T, PlaywrightWorkerArgs & PlaywrightWorkerOptions>,
  minutes = 4,
): void {
  // eslint-disable-next-line no-empty-pattern
  t.beforeEach(async ({}, info) => {
    // only a test that waits gets the wait added: one that hangs still fails at its own timeout
    const wait = msUntilDayWithMinutes(minutes);
    if (!wait) return;
    info.setTimeout(info.timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  });
}

/** On a phone the board is one column at a time (tabs with counts); on a desktop all at once. */
export async function showColumn(page: Page, title: string): Promise<void> {
  const tab = page.locator('.board-tabs').getByText(new RegExp(`^${title} \\(\\d+\\)$`));
  if (await page.locator('.board-tabs').isVisible()) await tab.click();
}
