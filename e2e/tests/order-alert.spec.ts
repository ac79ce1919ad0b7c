import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs, signInQuickly } from '../support/app.js';
import { card, column, keepEachTestWithinOneDay, LIVE_MS } from '../support/boards.js';
import { BRAZIL, DESKTOP } from '../support/devices.js';
import { boardReady, guestBoxesOrder, guestOrder } from '../support/order-path.js';

// its orders must stay on today's boards (Sao Paulo): no test straddles midnight
keepEachTestWithinOneDay(test);

// Issue 24 item 1 (DECISIONS 10.9): every website order is heard. The owner's board rings for an
// order that waits for the shop and counts it in the tab's title; with 'Aceitar pedidos
// automaticamente', a cash order reaches the kitchen wall with nobody touching anything, and the
// wall keeps its sound across a reload. Desktop project.

/** How soon the board must ring: the order comes over the socket, the alarm beeps at once. */
const RING_MS = 5_000;

/** Counts the app's new-order beeps (each sound is announced as a 'quentinha:sound' DOM event). */
async function countBeeps(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __beeps: number };
    w.__beeps = 0;
    window.addEventListener('quentinha:sound', (event) => {
      if ((event as CustomEvent).detail === 'beep') w.__beeps += 1;
    });
  });
}

const beeps = (page: Page) => page.evaluate(() => (window as unknown as { __beeps: number }).__beeps);

async function setOrdering(admin: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const res = await admin.put('/api/settings/ordering', { data: body });
  expect(res.status(), await res.text()).toBe(200);
}

test("a guest's order rings on the owner's board within seconds and the tab's title counts it", async ({ browser, baseURL }) => {
  const owner = await browser.newContext({ ...BRAZIL, ...DESKTOP, baseURL });
  try {
    await countBeeps(owner);
    const page = await owner.newPage();
    await signInQuickly(page, ACCOUNTS.admin);
    await page.goto('/pedidos');
    await boardReady(page);

    // the one-tap unlock: a bar above the board, not over it
    await page.getByRole('region', { name: 'Avisos de novos pedidos' }).getByRole('button', { name: 'Ativar som e avisos' }).click();
    await expect(page.getByRole('button', { name: 'Som ativado: toque para desativar' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Avisos de novos pedidos' })).toHaveCount(0);

    // the day's earlier website orders still waiting ring too: the owner opens each one's menu
    const ringing = page.locator('.orders-card.board-card--ringing');
    while ((await ringing.count()) > 0) {
      await ringing.first().getByRole('button', { name: 'Opções do pedido' }).click();
      await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
    }
    // and so do pack purchases waiting for their money (other stories leave some): a touch on each
    const packs = page.locator('.awaiting-packs__item--ringing');
    while ((await packs.count()) > 0) await packs.first().locator('strong').first().click();
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
    const before = await beeps(page);

    // a guest orders on her phone (the checkout's own request, from another browser)
    const name = `Cliente Alerta ${Date.now() % 100000}`;
    const order = await guestOrder(baseURL!, 'pickup', name);
    // '(1) Quentinha': counted before the shop's name
    await expect(page).toHaveTitle(/^\(1\) \S/, { timeout: RING_MS });
    await expect.poll(() => beeps(page), { timeout: RING_MS }).toBeGreaterThan(before);
    const newCard = card(page, order.shortId);
    await expect(newCard).toHaveClass(/board-card--ringing/);

    // the owner opens it: it stops ringing and counting
    await newCard.getByRole('button', { name: 'Opções do pedido' }).click();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
    await expect(newCard).not.toHaveClass(/board-card--ringing/);
  } finally {
    await owner.close();
  }
});

test("with 'Aceitar pedidos automaticamente', a cash order reaches the kitchen wall untouched, and the wall keeps its sound after a reload", async ({
  browser,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const kitchen = await browser.newContext({ ...BRAZIL, ...DESKTOP, baseURL });
  try {
    await setOrdering(admin, { auto_accept: true });
    await countBeeps(kitchen);
    const page = await kitchen.newPage();
    await signInQuickly(page, ACCOUNTS.staff);
    await page.goto('/pedidos-cozinha');
    await page.getByRole('button', { name: 'Toque para ativar o som' }).click();
    await boardReady(page);

    // nobody confirms it: the shop's setting did
    const order = await guestBoxesOrder(baseURL!, `Cliente Automático ${Date.now() % 100000}`);
    await expect(card(column(page, 'Novo Pedido'), order.shortId)).toBeVisible({ timeout: LIVE_MS });

    // a reload (a power cut, a restart): this browser lets sound resume, so no tap is asked for
    // and the order still waiting rings again by itself
    await page.reload();
    await boardReady(page);
    await expect(page.getByRole('dialog', { name: 'Ativar o som' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Som ativado: toque para desativar' })).toBeVisible();
    await expect.poll(() => beeps(page), { timeout: RING_MS }).toBeGreaterThan(0);
    await expect(card(column(page, 'Novo Pedido'), order.shortId)).toBeVisible();
  } finally {
    await setOrdering(admin, { auto_accept: false });
    await admin.dispose();
    await kitchen.close();
  }
});

test("'Continuar sem som' is kept on the wall: a reload asks nothing and stays silent", async ({ browser, baseURL }) => {
  const kitchen = await browser.newContext({ ...BRAZIL, ...DESKTOP, baseURL });
  try {
    const page = await kitchen.newPage();
    await signInQuickly(page, ACCOUNTS.staff);
    await page.goto('/pedidos-cozinha');
    await page.getByRole('button', { name: 'Continuar sem som' }).click();
    await expect(page.getByRole('dialog', { name: 'Ativar o som' })).toHaveCount(0);
    await page.reload();
    await boardReady(page);
    await expect(page.getByRole('dialog', { name: 'Ativar o som' })).toHaveCount(0);
    // still silent, and one tap away from sound
    await expect(page.getByRole('button', { name: 'Ativar som', exact: true })).toBeVisible();
  } finally {
    await kitchen.close();
  }
});
