import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, recordWindowOpen } from '../support/app.js';
import { card, keepEachTestWithinOneDay, uniqueCustomer } from '../support/boards.js';
import { newPhone } from '../support/devices.js';
import { boardReady, openAs } from '../support/order-path.js';

// Issue 30 (DECISIONS 10.6), the 'Done when' story: a guest buys a pack of 10 with PIX, the owner
// confirms the money in 'Gerenciar Pedidos', the guest spends one credit with the code and reads
// 'restam 9' on the tracking page; the kitchen's card says 'Pago com crédito'.

keepEachTestWithinOneDay(test);

const OFFER = '10 Quentinhas M (Quentinha Tradicional)';

test("a guest buys a pack with PIX, the owner confirms it, one box is paid with a credit: 'restam 9', 'Pago com crédito'", async ({
  browser,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  // the pack's copia-e-cola needs the shop's PIX key (the demo has none): put back afterwards
  const before = await (await admin.get('/api/settings/store')).json();
  const withPix = {
    ...before,
    pix: {
      key_type: 'cnpj',
      key: '11.222.333/0001-81',
      merchant_name: 'Quentinha da Dona Maria',
      merchant_city: 'São Paulo',
    },
  };
  expect((await admin.put('/api/settings/store', { data: withPix })).status()).toBe(200);
  const phone = await newPhone(browser, baseURL!, { permissions: ['clipboard-read', 'clipboard-write'] });
  const owner = await openAs(browser, baseURL!, ACCOUNTS.admin, '/pedidos');
  const kitchen = await openAs(browser, baseURL!, ACCOUNTS.staff, '/pedidos-cozinha');
  try {
    const guest = await phone.newPage();
    await recordWindowOpen(guest);
    const who = uniqueCustomer();

    // the offer states its validity before anyone buys
    await guest.goto('/home');
    const offer = guest.getByRole('article', { name: OFFER });
    // 'Pacotes' closes the menu and loads as the person scrolls down to it
    await expect(async () => {
      await guest.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(offer).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(offer).toContainText('Válido por 60 dias após a confirmação do pagamento');
    await offer.getByRole('button', { name: `Comprar ${OFFER}` }).click();
    const buying = guest.getByRole('dialog', { name: 'Comprar Pacote' });
    await buying.getByLabel('Seu nome').fill(who.name);
    await buying.getByLabel('WhatsApp (DDD + número)').fill(who.phone);
    await expect(buying.getByRole('radio', { name: 'PIX' })).toBeChecked();
    await buying.getByRole('button', { name: /^Comprar por R\$/ }).click();

    // the receipt: the pack's PIX code, the 6-digit code and the purchase's page
    const receipt = guest.getByRole('dialog', { name: 'Pacote reservado' });
    const pix = receipt.getByRole('region', { name: 'Pagamento PIX' });
    await pix.getByRole('button', { name: 'Copiar código PIX' }).click();
    await expect(pix.getByRole('button', { name: 'Código PIX copiado!' })).toBeVisible();
    expect(await guest.evaluate(() => navigator.clipboard.readText())).toMatch(/^000201.*br\.gov\.bcb\.pix/);
    const code = (await receipt.getByTestId('redeem-code').innerText()).trim();
    expect(code).toMatch(/^\d{6}$/);
    await receipt.getByRole('link', { name: 'Acompanhar meu pacote' }).click();
    await expect(guest.getByRole('heading', { name: OFFER })).toBeVisible();
    await expect(guest.getByText('Aguardando pagamento')).toBeVisible();

    // the owner confirms the money from 'Gerenciar Pedidos'
    const waiting = owner.page.getByRole('region', { name: 'Pacotes aguardando pagamento' });
    await waiting.getByRole('button', { name: `Confirmar pagamento de ${who.name} (${OFFER})` }).click();
    await expect(owner.page.getByText('Pagamento confirmado').first()).toBeVisible();
    await expect(waiting.getByText(who.name)).toHaveCount(0);

    // the purchase's page reads 'restam 10' once confirmed (read again, no fixed wait)
    await expect(async () => {
      await guest.reload();
      await expect(guest.getByText('restam 10 de 10')).toBeVisible({ timeout: 2_000 });
    }).toPass();

    // one box, paid with a credit and the code
    await guest.goto('/home');
    await guest
      .locator('article', { hasText: 'Quentinha Tradicional' })
      .getByRole('button', { name: 'Montar Prato' })
      .click();
    const picker = guest.getByRole('dialog', { name: 'Monte sua Quentinha Tradicional' });
    await picker.getByText('Média', { exact: true }).click();
    for (const dish of ['Frango Grelhado', 'Arroz Branco', 'Feijão Carioca'])
      await picker.getByRole('checkbox', { name: dish }).check();
    await picker.getByRole('button', { name: /^Adicionar/ }).click();
    await expect(picker).toBeHidden();
    await guest.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
    await guest.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
    const checkout = guest.getByRole('dialog', { name: 'Finalizar Pedido' });
    await checkout.getByLabel('Seu nome').fill(who.name);
    await checkout.getByLabel('WhatsApp (DDD + número)').fill(who.phone);
    await checkout.getByRole('checkbox', { name: /Usar crédito do pacote \(restam 10 · vence \d\d\/\d\d\)/ }).check();
    await expect(checkout.getByTestId('checkout-total')).toHaveText('R$ 0,00');
    await checkout.getByLabel('Código do pacote (6 dígitos)').fill(code);
    await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await expect(guest.getByText('Pedido Realizado!').first()).toBeVisible();
    await guest.getByRole('link', { name: 'Acompanhar meu pedido' }).click();

    // the order's tracking page: 'Meu saldo' says what is left
    const heading = guest.getByRole('heading', { name: /^Pedido #\w{6}$/ });
    await expect(heading).toBeVisible();
    const shortId = (await heading.innerText()).replace('Pedido #', '').trim();
    const balance = guest.getByRole('region', { name: 'Meu saldo' });
    await expect(balance.getByText('restam 9 de 10')).toBeVisible();

    // the owner confirms the order as any other; on the kitchen's card, nothing to charge for the box
    const pending = card(owner.page, shortId);
    await expect(pending.getByTestId('paid-with-credit')).toHaveText('Pago com crédito');
    await pending.getByRole('button', { name: 'Confirmar' }).click();
    await boardReady(kitchen.page);
    await expect(card(kitchen.page, shortId).getByTestId('paid-with-credit')).toHaveText('Pago com crédito');

    // the shop cancels it: the credit comes back, and the box leaves the kitchen (the stories share one server)
    const { data } = (await (await admin.get('/api/orders?period=today&limit=100')).json()) as {
      data: { id: string }[];
    };
    const orderId = data.find((o) => o.id.endsWith(shortId))!.id;
    const cancelled = await admin.put(`/api/orders/${orderId}/status`, {
      data: { status: 'cancelled', reason: 'Teste' },
    });
    expect(cancelled.status()).toBe(200);
    await guest.reload();
    await expect(guest.getByRole('region', { name: 'Meu saldo' }).getByText('restam 10 de 10')).toBeVisible();
  } finally {
    await admin.put('/api/settings/store', { data: before });
    await owner.context.close();
    await kitchen.context.close();
    await phone.close();
  }
});
