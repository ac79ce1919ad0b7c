import { expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs } from '../support/app.js';
import { uniqueCustomer } from '../support/boards.js';

// Issue 14: the dish picker, the cart and the checkout used with the keyboard alone, each focused
// control showing its focus. A keyboard story: the desktop project only (playwright.config.ts).

/** Presses Tab until `target` has the focus (a person tabbing through the page). */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused control shows it: an outline or a focus ring (box-shadow). */
async function expectFocusShown(target: Locator): Promise<void> {
  const look = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0, ring: s.boxShadow !== 'none' };
  });
  expect(look.outline || look.ring, `focus indicator on ${target}`).toBe(true);
}

/** Tabs to `control`, checks that its focus shows, and presses Enter on it. */
async function pressEnterOn(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await expectFocusShown(control);
  await page.keyboard.press('Enter');
}

/** The dialog named `name` is open and done animating, so the keys reach its fields. */
async function dialogOpened(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a guest builds a quentinha and orders it with the keyboard alone', async ({ page, baseURL }) => {
  // a number of her own: the run's other stories order today too (the demo customer's number among them)
  const { phone } = uniqueCustomer();
  await page.goto('/home');
  const card = page.locator('article', { hasText: 'Quentinha Tradicional' });
  const build = card.getByRole('button', { name: 'Montar Prato' });
  await expect(build).toBeVisible();

  await pressEnterOn(page, build);
  const picker = await dialogOpened(page, 'Monte sua Quentinha Tradicional');

  // the size: a radio group, moved with the arrow keys
  const large = picker.getByRole('radio', { name: /^Grande/ });
  await tabTo(page, picker.getByRole('radio', { checked: true }));
  while (!(await large.isChecked())) await page.keyboard.press('ArrowRight');

  // three dishes, ticked with Space
  for (const dish of ['Frango Grelhado', 'Arroz Branco', 'Feijão Carioca']) {
    const box = picker.getByRole('checkbox', { name: dish });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const add = picker.getByRole('button', { name: /^Adicionar/ });
  await pressEnterOn(page, add);
  await expect(picker).toBeHidden();

  const fab = page.getByRole('button', { name: 'Abrir carrinho, 1 item' });
  await pressEnterOn(page, fab);
  const cart = await dialogOpened(page, 'Seu Pedido');
  const finish = cart.getByRole('button', { name: 'Finalizar Pedido' });
  await tabTo(page, finish);
  await page.keyboard.press('Enter');

  const checkout = await dialogOpened(page, 'Finalizar Pedido');
  await tabTo(page, checkout.getByLabel('Seu nome'));
  await page.keyboard.type('Teclado Acessível');
  await tabTo(page, checkout.getByLabel('WhatsApp (DDD + número)'));
  await page.keyboard.type(phone);
  await expect(checkout.getByRole('radio', { name: 'Retirar no local' })).toBeChecked();
  const confirm = checkout.getByRole('button', { name: 'Confirmar Pedido' });
  await pressEnterOn(page, confirm);
  await expect(page.getByText('Pedido Realizado!').first()).toBeVisible();

  // the shop has it; removed so the other stories start from the same state
  const api = await apiAs(baseURL!, ACCOUNTS.admin);
  try {
    const { data } = await (await api.get(`/api/orders?customer_phone=${phone}&period=today`)).json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ customer_name: 'Teclado Acessível', is_delivery: false });
    for (const o of data) expect((await api.delete(`/api/orders/${o.id}`)).status()).toBe(204);
  } finally {
    await api.dispose();
  }
});
