import { expect, type Page, request, test } from '@playwright/test';
import { ACCOUNTS, apiAs, signIn } from '../support/app.js';
import { expireAccessToken } from '../support/session.js';

// Sessions that run out in a real browser (issue "trust at noon", part 7): the access token lives
// 15 minutes, the refresh token rotates on every use and a reused one ends every session, unless
// it comes within seconds of its rotation (two tabs, an answer lost on the way: issue 32, 10.8).

/**
 * Signed in on 'Meus Pedidos', as the screen shows it (a guest has a 'Meus Pedidos' too, without
 * 'Sair') and as the server sees the tab's cookies: the screen may show before the renewal lands.
 */
async function expectSignedIn(tab: Page) {
  await expect(tab.getByRole('heading', { name: 'Meus Pedidos' })).toBeVisible();
  await expect(tab).toHaveURL(/\/meus-pedidos$/);
  await expect(tab.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect.poll(async () => (await tab.request.get('/api/auth/me')).status()).toBe(200);
}

test('two tabs renewing an expired session at the same moment both stay signed in', async ({ page, context }) => {
  await signIn(page, ACCOUNTS.customer);
  await page.goto('/meus-pedidos');
  await expect(page.getByRole('heading', { name: 'Meus Pedidos' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/meus-pedidos');
  await expect(second.getByRole('heading', { name: 'Meus Pedidos' })).toBeVisible();

  await expireAccessToken(context);
  // both tabs get a 401 at once and renew: one renewal shared through the lock, and a renewal that
  // still races it (a request of the page being reloaded) gets the same new pair from the server
  await Promise.all([page.reload(), second.reload()]);
  for (const tab of [page, second]) await expectSignedIn(tab);
});

test('a renewal whose answer was lost on the way keeps the customer signed in, here and on her other device', async ({
  page,
  context,
  baseURL,
}) => {
  const phone = await apiAs(baseURL!, ACCOUNTS.customer);
  const outside = await request.newContext({ baseURL });
  try {
    await signIn(page, ACCOUNTS.customer);
    await page.goto('/meus-pedidos');
    await expect(page.getByRole('heading', { name: 'Meus Pedidos' })).toBeVisible();

    await expireAccessToken(context);
    // the server renews the session, but its answer (and the new cookies) never reach the browser:
    // the renewal goes out from a client of the test's own, with the browser's cookies, and the
    // browser's own request is cut (route.fetch would store the answer's cookies in the browser)
    let lost = 0;
    await page.route(
      '**/api/auth/refresh',
      async (route) => {
        const jar = await context.cookies(route.request().url());
        const renewed = await outside.post('/api/auth/refresh', {
          headers: { cookie: jar.map((c) => `${c.name}=${c.value}`).join('; ') },
        });
        expect(renewed.status()).toBe(200);
        lost += 1;
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await page.reload();
    await expect.poll(() => lost).toBe(1);
    // the browser renews again with the token it still holds: the same session, nobody signed out
    await expectSignedIn(page);
    expect((await phone.get('/api/auth/me')).status()).toBe(200);
  } finally {
    await Promise.all([phone.dispose(), outside.dispose()]);
  }
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
