import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs, recordWindowOpen } from '../support/app.js';
import { keepEachTestWithinOneDay } from '../support/boards.js';

// A guest's phone (issue 24, DECISIONS 10.9): the orders placed on it stay under 'Meus Pedidos'
// without an account, and the Back button closes the checkout instead of leaving the store.

keepEachTestWithinOneDay(test);

async function openCheckout(page: Page) {
  await page.getByRole('button', { name: 'Adicionar Refrigerante Lata 350ml' }).click();
  await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
  await page.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  await expect(checkout).toBeVisible();
  return checkout;
}

/** The sidebar's link: in the drawer on a phone, fixed on a desktop. */
async function openMyOrders(page: Page) {
  const menu = page.getByRole('button', { name: 'Abrir menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Meus Pedidos' }).click();
  await expect(page).toHaveURL(/\/meus-pedidos$/);
}

test("a guest orders, reloads the store and finds her order under 'Meus Pedidos'", async ({ page, baseURL }) => {
  await recordWindowOpen(page);
  await page.goto('/home');
  // nothing ordered on this phone yet: no 'Meus Pedidos' to offer
  const menu = page.getByRole('button', { name: 'Abrir menu' });
  if (await menu.isVisible()) await menu.click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meus Pedidos' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const checkout = await openCheckout(page);
  await checkout.getByLabel('Seu nome').fill('Joana Convidada');
  await checkout.getByLabel('WhatsApp (DDD + número)').fill('21988775544');
  await checkout.getByText('Dinheiro', { exact: true }).click();
  await checkout.getByRole('checkbox', { name: 'Não preciso de troco' }).check();
  await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();

  const placed = page.getByRole('dialog').filter({ hasText: 'Acompanhar meu pedido' });
  await expect(placed).toBeVisible();
  const shortId = (await placed.getByText(/^Pedido #\w{6}/).innerText()).slice(8, 14);
  // a stray tap beside it leaves it open: it holds the only link to the order
  await page.mouse.click(4, 4);
  await expect(placed).toBeVisible();
  // the chat message carries the tracking link too
  await expect.poll(async () => (await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).length).toBe(1);
  const text = new URL((await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened))[0]!).searchParams.get('text');
  expect(text).toMatch(/Acompanhe seu pedido: http\S+\/acompanhar\/[\w-]{20,}$/);
  await placed.getByRole('button', { name: 'Continuar comprando' }).click();
  await expect(placed).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Adicionar Refrigerante Lata 350ml' })).toBeVisible();
  await openMyOrders(page);
  const card = page.getByRole('article', { name: `Pedido #${shortId}` });
  await expect(card).toContainText('Aguardando Confirmação');
  await expect(card).toContainText('Refrigerante Lata 350ml');
  await expect(card).toContainText('Dinheiro');

  // the shop confirms it: her list follows without a reload
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  try {
    const { data } = await (await admin.get('/api/orders?customer_phone=21988775544&period=today')).json();
    expect(data).toHaveLength(1);
    // cash without change: no change_for at all
    expect(data[0]).toMatchObject({ payment_method: 'cash', change_for: null, customer_user_id: null });
    expect((await admin.put(`/api/orders/${data[0].id}/status`, { data: { status: 'confirmed' } })).status()).toBe(200);
    await expect(card).toContainText('Confirmado', { timeout: 15_000 });

    await card.getByRole('link', { name: 'Acompanhar' }).click();
    await expect(page.getByRole('heading', { name: `Pedido #${shortId}` })).toBeVisible();
    // deleted by the shop: it leaves her list too
    expect((await admin.delete(`/api/orders/${data[0].id}`)).status()).toBe(204);
    await page.goto('/meus-pedidos');
    await expect(page.getByText('Você ainda não fez nenhum pedido.')).toBeVisible();
  } finally {
    await admin.dispose();
  }
});

test("the phone's Back closes the checkout: the store, the cart and the typed name stay", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continuar sem entrar e ver o cardápio' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // the dish picker closes on Back too
  await page.getByRole('button', { name: 'Montar Prato' }).first().click();
  const picker = page.getByRole('dialog', { name: /^Monte sua / });
  await expect(picker.getByRole('checkbox').first()).toBeVisible();
  await page.goBack();
  await expect(picker).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);

  const checkout = await openCheckout(page);
  await checkout.getByLabel('Seu nome').fill('Joana Convidada');
  await page.goBack();
  await expect(checkout).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Abrir carrinho, 1 item' })).toBeVisible();

  // the cart panel too, and the form kept what was typed
  await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Seu Pedido' });
  await expect(cart).toBeVisible();
  await page.goBack();
  await expect(cart).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
  await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(checkout.getByLabel('Seu nome')).toHaveValue('Joana Convidada');
  // closed with its X, it leaves no step behind: the next Back leaves the store as it should
  await checkout.getByRole('button', { name: 'Fechar' }).click();
  await expect(checkout).toBeHidden();
  // the app takes its step back after the close (history moves asynchronously): once the page's
  // own entry is current again, the next Back is the person's
  await expect.poll(() => page.evaluate(() => (window.history.state as Record<string, unknown> | null)?.__quentinhaLayers ?? 0)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
});
