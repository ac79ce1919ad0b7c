import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs, openedUrls, recordWindowOpen } from '../support/app.js';
import { card, column, uniqueCustomer, keepEachTestWithinOneDay, LIVE_MS } from '../support/boards.js';
import { newPhone } from '../support/devices.js';
import { boardReady, openAs } from '../support/order-path.js';
import { startOwnServer } from '../support/own-server.js';

// its orders must stay on today's boards (Sao Paulo): no test straddles midnight
keepEachTestWithinOneDay(test);

// Issue 11 (DECISIONS.md 9.4 and 9.5): the owner's team and PIX copia-e-cola, each person in their
// own browser context. Desktop project only (playwright.config.ts).

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test("a fresh production install: the owner reads the setup_code in the server's log and makes the store theirs", async ({ browser }) => {
  const server = await startOwnServer();
  const context = await browser.newContext({ baseURL: server.url });
  try {
    // what the operator sees in the terminal where the server started (DECISIONS 9.4 / 10.8)
    let code: string | undefined;
    await expect.poll(() => (code = /setup_code=([A-Z0-9-]+)/.exec(server.log())?.[1])).toBeTruthy();

    const page = await context.newPage();
    await page.goto('/configuracao-inicial');
    await expect(page.getByText('Configuração Inicial')).toBeVisible();
    await expect(page.getByText(/no terminal onde ele foi iniciado/)).toBeVisible();
    await page.getByLabel('Nome da loja').fill('Cozinha da Cida');
    await page.getByLabel('WhatsApp da loja').fill('(21) 99777-6655');
    await page.getByLabel('Seu nome').fill('Dona Cida');
    await page.getByLabel('Email').fill('cida@cozinhadacida.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('CozinhaDaCida2026');
    await page.getByLabel('Confirmar senha').fill('CozinhaDaCida2026');
    // a stranger who found the install first, without the code: refused, nothing created
    await page.getByLabel('Código de configuração').fill('AAAA-AAAA-AAAA');
    await page.getByRole('button', { name: 'Criar Conta do Dono' }).click();
    await expect(page.getByText(/Código de configuração incorreto/)).toBeVisible();
    await expect(page).toHaveURL(/\/configuracao-inicial$/);

    await page.getByLabel('Código de configuração').fill(code!);
    await page.getByRole('button', { name: 'Criar Conta do Dono' }).click();
    await expect(page).toHaveURL(/\/dados-da-loja$/);
    await expect(page.getByText('Loja configurada')).toBeVisible();
    // once: the code opens nothing any more
    const again = await page.request.post('/api/setup', {
      data: { name: 'Outro', email: 'outro@x.com.br', password: 'OutroDono2026', business_name: 'Outra', setup_code: code },
    });
    expect(again.status()).toBe(409);
  } finally {
    await context.close();
    await server.stop();
  }
});

test("the owner adds a courier in 'Equipe'; he signs in on his phone, sees the delivery board and shows as connected", async ({
  browser,
  baseURL,
}) => {
  const owner = await openAs(browser, baseURL!, ACCOUNTS.admin, '/equipe');
  const phone = await newPhone(browser, baseURL!);
  const email = `caio.${Date.now()}@quentinha.com.br`;
  try {
    const page = owner.page;
    await expect(page.getByRole('heading', { name: 'Equipe' })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar Pessoa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Pessoa' });
    await dialog.getByLabel('Nome').fill('Caio Motoboy');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Telefone').fill('11987651234');
    // 'Entregador' is the form's default role; a short password is refused by the team rule
    await dialog.getByLabel('Senha inicial').fill('Caio1234');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Senha deve conter: pelo menos 10 caracteres')).toBeVisible();
    await dialog.getByLabel('Senha inicial').fill('CaioMoto2026');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Entregador');
    await expect(row).toContainText('Desconectado');

    const courier = await phone.newPage();
    await signInWith(courier, email, 'CaioMoto2026');
    await expect(courier).toHaveURL(/\/entregas$/);
    await expect(courier.getByRole('heading', { name: 'Central de Entregas' })).toBeVisible();
    await boardReady(courier);

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Conectado agora');
  } finally {
    await owner.context.close();
    await phone.close();
  }
});

test('a guest pays by PIX: QR code and copied code; the shop confirms the payment and the order reaches the kitchen live', async ({
  browser,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const before = await (await admin.get('/api/settings/store')).json();
  const store = {
    ...before,
    pix: { key_type: 'cnpj', key: '11.222.333/0001-81', merchant_name: 'Quentinha da Dona Maria', merchant_city: 'São Paulo' },
  };
  expect((await admin.put('/api/settings/store', { data: store })).status()).toBe(200);
  const guestContext = await newPhone(browser, baseURL!, { permissions: ['clipboard-read', 'clipboard-write'] });
  const kitchen = await openAs(browser, baseURL!, ACCOUNTS.staff, '/pedidos-cozinha');
  const board = await openAs(browser, baseURL!, ACCOUNTS.admin, '/pedidos');
  try {
    await boardReady(kitchen.page);
    const guest = await guestContext.newPage();
    await recordWindowOpen(guest);
    await guest.goto('/home');
    await guest.getByRole('button', { name: 'Adicionar Refrigerante Lata 350ml' }).click();
    await guest.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
    await guest.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
    const checkout = guest.getByRole('dialog', { name: 'Finalizar Pedido' });
    const who = uniqueCustomer();
    await checkout.getByLabel('Seu nome').fill(who.name);
    await checkout.getByLabel('WhatsApp (DDD + número)').fill(who.phone);
    // PIX and pickup are the checkout's defaults
    await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();

    await expect(guest.getByText('Pedido Realizado!').first()).toBeVisible();
    const pix = guest.getByRole('region', { name: 'Pagamento PIX' });
    await expect(pix.getByText(/Pague com PIX/)).toBeVisible();
    await expect(pix.locator('.pix-payment__qr canvas')).toBeVisible();
    await pix.getByRole('button', { name: 'Copiar código PIX' }).click();
    await expect(pix.getByRole('button', { name: 'Código PIX copiado!' })).toBeVisible();
    const code = await guest.evaluate(() => navigator.clipboard.readText());
    expect(code).toMatch(/^000201/);
    expect(code).toContain('br.gov.bcb.pix011411222333000181');
    expect(code).toContain('5802BR');
    // the chat message to the shop carries the same code
    await expect.poll(() => openedUrls(guest)).toHaveLength(1);
    expect(new URL((await openedUrls(guest))[0]).searchParams.get('text')).toContain(code);

    const { data } = await (await admin.get(`/api/orders?customer_phone=${who.phone}&period=today`)).json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ status: 'awaiting_payment', payment_status: 'pending', pix: { copia_e_cola: code } });
    const shortId = (data[0].id as string).slice(-6);

    // not paid yet: the kitchen does not see it; the owner's board shows it waiting for the money
    const waiting = card(column(board.page, 'Aguardando Pagamento'), shortId);
    await expect(waiting).toBeVisible();
    await expect(card(kitchen.page, shortId)).toHaveCount(0);
    await waiting.getByRole('button', { name: 'Confirmar Pagamento' }).click();
    await expect(card(column(board.page, 'Confirmado'), shortId)).toBeVisible();
    // the kitchen board gets it over the socket, nobody reloads it
    await expect(card(column(kitchen.page, 'Novo Pedido'), shortId)).toBeVisible({ timeout: LIVE_MS });
    const paid = (await (await admin.get(`/api/orders/${data[0].id}`)).json()).data;
    expect(paid).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect((await admin.delete(`/api/orders/${data[0].id}`)).status()).toBe(204);
  } finally {
    // the other stories expect the demo store (no PIX key)
    await admin.put('/api/settings/store', { data: before });
    await Promise.all([guestContext.close(), kitchen.context.close(), board.context.close()]);
    await admin.dispose();
  }
});
