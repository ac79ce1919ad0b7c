import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, signIn } from '../support/app.js';
import { expireAccessToken } from '../support/session.js';

// Sessions that run out in a real browser (issue "trust at noon", part 7): the access token lives
// 15 minutes, the refresh token rotates on every use and a reused one ends every session.

test('two tabs renewing an expired session at the same moment both stay signed in', async ({ page, context }) => {
  await signIn(page, ACCOUNTS.customer);
  await page.goto('/meus-pedidos');
  await expect(page.getByRole('heading', { name: 'Meus Pedidos' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/meus-pedidos');
  await expect(second.getByRole('heading', { name: 'Meus Pedidos' })).toBeVisible();

  await expireAccessToken(context);
  // both tabs get a 401 at once and renew: one renewal, shared, or the second reads as theft
  await Promise.all([page.reload(), second.reload()]);
  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { name: 'Meus Pedidos' })).toBeVisible();
    await expect(tab).toHaveURL(/\/meus-pedidos$/);
  }
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
});

test("a customer whose session expired while browsing still orders as herself, not as a guest", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, ACCOUNTS.customer);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Adicionar Suco Natural de Laranja 500ml' }).click();
  await expireAccessToken(context);

  await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
  await page.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  await checkout.getByLabel('Seu nome').fill('Ana Sessão');
  await checkout.getByLabel('WhatsApp (DDD + número)').fill('11944443333');
  await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();
  // the toast and the order-placed dialog both say it: either one means the order went in
  await expect(page.getByText('Pedido Realizado!').first()).toBeVisible();

  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const { data } = (await (await admin.get('/api/orders?customer_phone=11944443333&period=today')).json()) as {
    data: { id: string; customer_user_id: string | null }[];
  };
  expect(data).toHaveLength(1);
  expect(data[0]!.customer_user_id).toBe(me.user.id);
  await admin.delete(`/api/orders/${data[0]!.id}`);
  await admin.dispose();
});
