import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { todayMenu } from '../support/daily-menu.js';
import { ACCOUNTS, apiAs, recordWindowOpen } from '../support/app.js';
import { keepEachTestWithinOneDay, uniqueCustomer } from '../support/boards.js';
import { newPhone } from '../support/devices.js';
import { openAs, setStatus } from '../support/order-path.js';

// Issue 28 (DECISIONS 10.2, 10.3): the daily-menu list a guest joins at checkout and leaves with
// one tap, and 'Pedir de novo' onto today's menu. The server is shared by the run: each story
// uses its own customer, its own product, and puts back the one dish mark it touches.

keepEachTestWithinOneDay(test);

test("a guest ticks the box at checkout, the owner sees her in 'Divulgar Cardápio', and the link's 'Sair da lista' takes her out", async ({
  page,
  browser,
  baseURL,
}) => {
  const guest = uniqueCustomer();
  await recordWindowOpen(page); // the order's WhatsApp chat is recorded, not opened
  await page.goto('/home');
  await page.getByRole('button', { name: 'Adicionar Refrigerante Lata 350ml' }).click();
  await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
  await page.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  await checkout.getByLabel('Seu nome').fill(guest.name);
  await checkout.getByLabel('WhatsApp (DDD + número)').fill(guest.phone);
  // the box names the shop, starts unticked, and is apart from the order's own fields
  const consent = checkout.getByRole('checkbox', { name: /Quero receber o cardápio do dia de .+ no WhatsApp/ });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();
  await expect(page.getByText('Pedido Realizado!').first()).toBeVisible();

  const owner = await openAs(browser, baseURL!, ACCOUNTS.admin, '/divulgar-cardapio');
  const link = owner.page.getByRole('link', { name: `Abrir no WhatsApp: ${guest.name}` });
  await expect(link).toBeVisible();
  await expect(owner.page.getByTestId('daily-menu-text')).toContainText('R$');
  // her personal link: wa.me to her number, the day's text, and her own way out at the end
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.hostname).toBe('wa.me');
  expect(href.pathname).toBe(`/55${guest.phone}`);
  const message = href.searchParams.get('text')!;
  expect(message.startsWith(await owner.page.getByTestId('daily-menu-text').innerText())).toBe(true);
  const leave = /https?:\/\/\S+(\/sair\/[\w-]+)\s*$/.exec(message);
  expect(leave, `the message ends with an opt-out address: ${message}`).not.toBeNull();

  // she opens the address from her message on her phone (another browser) and taps once
  const phone = await newPhone(browser, baseURL!);
  const her = await phone.newPage();
  await her.goto(leave![1]!);
  await her.getByRole('button', { name: 'Sair da lista' }).click();
  await expect(her.getByText('Pronto, você saiu da lista')).toBeVisible();
  // the same link again (an old message): the same answer, nothing breaks
  await her.reload();
  await her.getByRole('button', { name: 'Sair da lista' }).click();
  await expect(her.getByText('Pronto, você saiu da lista')).toBeVisible();

  await owner.page.reload();
  await expect(owner.page.getByRole('heading', { name: /^Recebem o cardápio/ })).toBeVisible();
  await expect(owner.page.getByRole('link', { name: `Abrir no WhatsApp: ${guest.name}` })).toHaveCount(0);
  await phone.close();
  await owner.context.close();
});

test("a customer taps 'Pedir de novo' on an earlier order: today's price, the missing protein named, and the checkout", async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const customer = await apiAs(baseURL!, ACCOUNTS.customer);
  const menu = await todayMenu(admin);
  // the last dish is the availability story's: left alone
  const offered = menu.dishes.slice(0, -1);
  const proteins = offered.filter((d) => d.type === 'Proteína');
  const sides = offered.filter((d) => d.type === 'Acompanhamento');
  expect(proteins.length, "two proteins on today's menu").toBeGreaterThanOrEqual(2);
  expect(sides.length, "a side dish on today's menu").toBeGreaterThanOrEqual(1);
  const [gone, other] = proteins;
  const name = `Marmita de Sempre ${Date.now().toString(36)}`;
  const productBody = (price: number) => ({
    name,
    description: 'Uma proteína e um acompanhamento',
    category: 'quentinha',
    sizes: [
      {
        name: 'pequeno',
        price,
        cost: 7,
        composition: [
          { type: 'Proteína', min: 1, max: 1 },
          { type: 'Acompanhamento', min: 1, max: 1 },
        ],
      },
    ],
    isAvailable: true,
    preparationTime: 0,
    max_items_per_quentinha: 2,
  });
  const created = await admin.post('/api/products', { data: productBody(18) });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { product: { id: string } }).product.id;
  let marked = false;

  try {
    // the earlier order, from the customer's account, delivered
    const placed = await customer.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        customer: { name: 'Cliente Regular', phone: '11955554444' },
        items: [{ product_id: productId, quantity: 1, size: 'pequeno', chosen_dishes: [gone!.id, sides[0]!.id] }],
        delivery: { type: 'pickup' },
        payment: { method: 'cash' },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = ((await placed.json()) as { data: { id: string } }).data.id;
    for (const status of ['confirmed', 'preparing', 'ready', 'delivered']) await setStatus(admin, orderId, status);

    // today: the box costs more, and that protein ran out ('Acabou')
    const repriced = await admin.put(`/api/products/${productId}`, { data: productBody(20) });
    expect(repriced.status(), await repriced.text()).toBe(200);
    const mark = await admin.patch(`/api/dailymenus/${menu.id}/portions`, {
      data: { dish_id: gone!.id, sold_out: true },
    });
    expect(mark.status(), await mark.text()).toBe(200);
    marked = true;

    await recordWindowOpen(page);
    const login = await page.request.post('/api/auth/login', {
      data: { email: ACCOUNTS.customer, password: 'Quentinha123' },
    });
    expect(login.status()).toBe(200);
    await page.goto('/meus-pedidos');
    const card = page.getByRole('article', { name: new RegExp(`^Pedido #${orderId.slice(-6)}\\b`) });
    await card.getByRole('button', { name: 'Pedir de novo' }).click();

    const prompt = page.getByRole('dialog', { name: 'Pedir de novo' });
    await expect(prompt.getByText(new RegExp(gone!.name)).first()).toBeVisible();
    await expect(prompt.getByLabel('antes R$ 18,00')).toBeVisible();
    await expect(prompt.getByLabel('hoje R$ 20,00')).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Escolha o prato que falta' })).toBeDisabled();

    // another protein, in the dish picker the box opens with its side already chosen
    await prompt.getByRole('button', { name: 'Escolher pratos' }).click();
    const picker = page.getByRole('dialog', { name: `Monte sua ${name}` });
    await expect(picker.getByRole('checkbox', { name: sides[0]!.name, exact: true })).toBeChecked();
    await picker.getByRole('checkbox', { name: other!.name, exact: true }).check();
    await picker.getByRole('button', { name: /^Adicionar/ }).click();
    await prompt.getByRole('button', { name: 'Colocar no carrinho' }).click();

    // the cart opens on the storefront; nothing was ordered yet
    await expect(page).toHaveURL(/\/home$/);
    const cart = page.getByRole('dialog', { name: 'Seu Pedido' });
    await expect(cart.getByText(name)).toBeVisible();
    await expect(cart.locator('.cart-line__price').first()).toHaveText(/R\$\s20,00/);
    await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
    await checkout.getByLabel('Seu nome').fill('Cliente Regular');
    await checkout.getByLabel('WhatsApp (DDD + número)').fill('11955554444');
    await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();
    const done = page.getByRole('dialog').filter({ hasText: 'Acompanhar meu pedido' });
    await expect(done).toBeVisible();
    const shortId = (await done.getByText(/^Pedido #\w{6}/).innerText()).slice(8, 14);

    // the server charged today's price for the box with the new protein
    const { data } = (await (await admin.get('/api/orders?customer_phone=11955554444&period=today')).json()) as {
      data: { id: string; total_amount: number; items: { product_id: string; chosen_dishes: string[] }[] }[];
    };
    const again = data.find((o) => o.id.endsWith(shortId))!;
    expect(again.total_amount).toBe(20);
    expect([...again.items[0]!.chosen_dishes].sort()).toEqual([other!.name, sides[0]!.name].sort());
  } finally {
    if (marked)
      await admin.patch(`/api/dailymenus/${menu.id}/portions`, { data: { dish_id: gone!.id, sold_out: false } });
    await admin.delete(`/api/products/${productId}`);
    await admin.dispose();
    await customer.dispose();
  }
});
