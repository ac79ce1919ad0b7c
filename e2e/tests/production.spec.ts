import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs } from '../support/app.js';
import { keepEachTestWithinOneDay, type Person, LIVE_MS } from '../support/boards.js';
import { boardReady, guestBoxesOrder, openAs, setStatus } from '../support/order-path.js';

// its orders must stay on today's boards (Sao Paulo): no test straddles midnight
keepEachTestWithinOneDay(test);

// Issue 9 (DECISIONS 9.2): 'Produção' on 'Pedidos da Cozinha' counts the portions still to cook,
// live: an order placed elsewhere and confirmed adds its portions at once, and a cancelled
// one takes them out. The panel is remembered per screen. Desktop project only.

const panel = (page: Page) => page.getByRole('region', { name: 'Produção', exact: true });

/** The big number of a dish's tile, 0 when the dish has no tile. */
async function portions(page: Page, dish: string): Promise<number> {
  const tile: Locator = panel(page)
    .getByRole('list', { name: 'Porções a produzir' })
    .getByRole('listitem')
    .filter({ has: page.locator('.production__name', { hasText: new RegExp(`^${dish}$`) }) });
  if ((await tile.count()) === 0) return 0;
  return Number(await tile.locator('.production__count').textContent());
}

test("'Produção' follows the kitchen live: a confirmed order adds its portions, a cancelled one takes them out", async ({
  browser,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  let kitchen: Person | undefined;
  let shopper: BrowserContext | undefined;
  try {
    kitchen = await openAs(browser, baseURL!, ACCOUNTS.staff, '/pedidos-cozinha');
    const page = kitchen.page;
    await boardReady(page);
    const toggle = page.getByRole('button', { name: 'Produção' });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(panel(page)).toBeVisible();
    // remembered on this screen; so is its sound (openAs tapped it on): this browser lets it
    // resume without a tap, so no gate asks again (DECISIONS 10.9)
    await page.reload();
    await expect(page.getByRole('button', { name: 'Som ativado: toque para desativar' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Ativar o som' })).toHaveCount(0);
    await boardReady(page);
    await expect(panel(page)).toBeVisible();

    // a shopper in another browser context orders 2 large boxes of two dishes and 1 small of the first
    shopper = await browser.newContext({ baseURL });
    const order = await guestBoxesOrder(baseURL!, `Cliente Produção ${Date.now() % 100000}`, shopper.request);
    const [first, second] = order.dishes;
    const before = { first: await portions(page, first), second: await portions(page, second) };
    await setStatus(admin, order.id, 'confirmed');
    await expect.poll(() => portions(page, first), { timeout: LIVE_MS }).toBe(before.first + 3);
    await expect.poll(() => portions(page, second), { timeout: LIVE_MS }).toBe(before.second + 2);
    const tile = panel(page)
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^\\d+${first}`) });
    await expect(tile).toContainText(/G \d+ · P \d+/);

    // the shop cancels it: its portions leave the panel
    const res = await admin.put(`/api/orders/${order.id}/status`, { data: { status: 'cancelled', reason: 'Teste' } });
    expect(res.status()).toBe(200);
    await expect.poll(() => portions(page, first), { timeout: LIVE_MS }).toBe(before.first);
    await expect.poll(() => portions(page, second), { timeout: LIVE_MS }).toBe(before.second);
  } finally {
    await kitchen?.context.close();
    await shopper?.close();
    await admin.dispose();
  }
});
