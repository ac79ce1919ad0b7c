import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs, chooseDelivery, chooseNeighborhood, openedUrls, recordWindowOpen, reais, signIn, signInQuickly } from '../support/app.js';
import { keepEachTestWithinOneDay } from '../support/boards.js';

// its orders must stay on today's boards (Sao Paulo): no test straddles midnight
keepEachTestWithinOneDay(test);

// The customer's journey of SPEC.md section 2, on a phone and on a desktop (playwright projects).

async function addDrink(page: Page, name: string) {
  await page.getByRole('button', { name: `Adicionar ${name}` }).click();
}

async function buildQuentinha(page: Page, product: string, size: string, dishes: string[]) {
  await page.locator('article', { hasText: product }).getByRole('button', { name: 'Montar Prato' }).click();
  const picker = page.getByRole('dialog', { name: `Monte sua ${product}` });
  await picker.getByText(size, { exact: true }).click();
  for (const dish of dishes) await picker.getByRole('checkbox', { name: dish }).check();
  await picker.getByRole('button', { name: /^Adicionar/ }).click();
  await expect(picker).toBeHidden();
}

async function openCheckout(page: Page, items: number) {
  await page.getByRole('button', { name: `Abrir carrinho, ${items} ${items === 1 ? 'item' : 'itens'}` }).click();
  await page.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
  return page.getByRole('dialog', { name: 'Finalizar Pedido' });
}


test('a guest orders a drink and a built quentinha for delivery, paying cash with change', async ({
  page,
  baseURL,
}) => {
  await recordWindowOpen(page);
  await page.goto('/home');
  await addDrink(page, 'Refrigerante Lata 350ml');
  await buildQuentinha(page, 'Quentinha Tradicional', 'Grande', ['Frango Grelhado', 'Arroz Branco', 'Feijão Carioca']);

  const checkout = await openCheckout(page, 2);
  await chooseDelivery(page, checkout);
  await checkout.getByLabel('Seu nome').fill('Joana Guimarães');
  await checkout.getByLabel('WhatsApp (DDD + número)').fill('11976543210');
  await chooseNeighborhood(page, checkout, 'Pinheiros');
  await checkout.getByLabel('Endereço completo').fill('Rua dos Pinheiros, 777, ap 12');
  await checkout.getByText('Dinheiro', { exact: true }).click();
  await checkout.getByLabel('Troco para quanto?').fill('100');
  // 24,90 (grande) + 6,00 (refrigerante) + 8,50 (Pinheiros)
  await expect(checkout.getByTestId('checkout-total')).toHaveText('R$ 39,40');
  await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();

  // the toast and the order-placed dialog both say it: either one means the order went in
  await expect(page.getByText('Pedido Realizado!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Abrir carrinho, 0 itens/ })).toBeVisible();

  // the chat link opens after 500 ms with the summary prefilled
  await expect.poll(() => openedUrls(page)).toHaveLength(1);
  const link = new URL((await openedUrls(page))[0]);
  expect(link.host).toBe('wa.me');
  const text = link.searchParams.get('text') ?? '';
  for (const part of [
    'Joana Guimarães',
    'Pinheiros',
    'Rua dos Pinheiros, 777',
    'Frango Grelhado',
    'Refrigerante',
    'R$ 39,40',
    'R$ 100,00',
  ]) {
    expect(text).toContain(part);
  }
  expect(text).toMatch(/\/acompanhar\/[\w-]{20,}/);

  // the server has it, with the server's own total
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const { data } = await (await admin.get('/api/orders?customer_phone=11976543210&period=today')).json();
  expect(data).toHaveLength(1);
  expect(data[0]).toMatchObject({
    customer_name: 'Joana Guimarães',
    status: 'pending',
    payment_method: 'cash',
    change_for: 100,
    is_delivery: true,
    delivery_neighborhood: 'Pinheiros',
    delivery_fee: 8.5,
    total_amount: 39.4,
    source: 'website',
  });
  // the admin deletes it so the next project (viewport) starts from the same state
  expect((await admin.delete(`/api/orders/${data[0].id}`)).status()).toBe(204);
  await admin.dispose();
});

test('checkout says what is missing: WhatsApp, neighbourhood, address', async ({ page }) => {
  await page.goto('/home');
  await addDrink(page, 'Água Mineral 500ml');
  const checkout = await openCheckout(page, 1);
  await chooseDelivery(page, checkout);
  await checkout.getByLabel('Seu nome').fill('Pedro');
  await checkout.getByLabel('WhatsApp (DDD + número)').fill('1199');
  await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();
  await expect(checkout.getByText('Por favor, informe o WhatsApp com 11 dígitos (DDD + número).')).toBeVisible();
  await expect(checkout.getByText('Por favor, selecione um bairro para entrega.')).toBeVisible();
  await expect(checkout.getByText('Por favor, informe o endereço completo para entrega.')).toBeVisible();
  await checkout.getByLabel('WhatsApp (DDD + número)').fill('11987654321');
  await checkout.getByLabel('WhatsApp (DDD + número)').blur();
  await expect(checkout.getByText('Por favor, informe o WhatsApp com 11 dígitos (DDD + número).')).toBeHidden();
});

test('an empty cart cannot be ordered', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Abrir carrinho, 0 itens' }).click();
  const cart = page.getByRole('dialog', { name: 'Seu Pedido' });
  await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page.getByText('Carrinho Vazio')).toBeVisible();
  await expect(page.getByText('Adicione itens ao carrinho antes de fazer o pedido.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Finalizar Pedido' })).toHaveCount(0);
});

test('a signed-in customer sees the order change status in Meus Pedidos without reloading', async ({
  page,
  baseURL,
}) => {
  await signInQuickly(page, ACCOUNTS.customer);
  await page.goto('/home');
  await addDrink(page, 'Suco Natural de Laranja 500ml');
  const checkout = await openCheckout(page, 1);
  await checkout.getByLabel('Seu nome').fill('Ana Cliente');
  await checkout.getByLabel('WhatsApp (DDD + número)').fill('11955554444');
  await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();
  // the toast and the order-placed dialog both say it: either one means the order went in
  await expect(page.getByText('Pedido Realizado!').first()).toBeVisible();
  await page.getByRole('button', { name: 'Continuar comprando' }).click();

  await page.goto('/meus-pedidos');
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const { data } = await (await admin.get('/api/orders?customer_phone=11955554444&period=today')).json();
  const order = data[0];
  const card = page.locator('article, .ant-card', { hasText: order.id.slice(-6) }).first();
  await expect(card).toContainText('Aguardando Confirmação');

  // the kitchen side moves it: the customer's page follows, no reload
  const staff = await apiAs(baseURL!, ACCOUNTS.staff);
  expect((await admin.put(`/api/orders/${order.id}/status`, { data: { status: 'confirmed' } })).status()).toBe(200);
  await expect(card).toContainText('Confirmado');
  expect((await staff.put(`/api/orders/${order.id}/status`, { data: { status: 'preparing' } })).status()).toBe(200);
  await expect(card).toContainText('Em Produção');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await admin.delete(`/api/orders/${order.id}`);
  await Promise.all([admin.dispose(), staff.dispose()]);
});

test('login sends each role to its landing page', async ({ page }) => {
  const landing: [string, RegExp][] = [
    [ACCOUNTS.courier1, /\/entregas$/],
    [ACCOUNTS.staff, /\/pedidos-cozinha$/],
    [ACCOUNTS.customer, /\/home$/],
    [ACCOUNTS.admin, /\/home$/],
  ];
  for (const [email, path] of landing) {
    await signIn(page, email);
    await expect(page).toHaveURL(path);
    await page.context().clearCookies();
  }
});

test('prices on the menu are the server prices', async ({ page, request }) => {
  const { products } = await (await request.get('/api/products')).json();
  const water = products.find((p: { name: string }) => p.name === 'Água Mineral 500ml');
  await page.goto('/home');
  const card = page.locator('article', { hasText: 'Água Mineral 500ml' });
  expect(reais(await card.locator('.product-card__price').innerText())).toBe(water.price);
});
