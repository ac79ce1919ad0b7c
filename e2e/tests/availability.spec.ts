import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs, recordWindowOpen } from '../support/app.js';
import { card, column, expectNoReload, keepEachTestWithinOneDay, markDocument, type Person, LIVE_MS } from '../support/boards.js';
import { newPhone } from '../support/devices.js';
import { boardReady, openAs, setStatus } from '../support/order-path.js';

// Issue 10 (DECISIONS 9.3): what the kitchen says about availability reaches an open storefront
// live, a paused shop takes no order, and a scheduled order shows its slot on the kitchen card.
// The server is shared by the whole run: every change of a setting is undone in `finally`.

// a 5-minute slot of today must still be ahead for the scheduled story
keepEachTestWithinOneDay(test, 8);

interface TodayMenu {
  id: string;
  dishes: { id: string; name: string }[];
}

async function todayMenu(api: APIRequestContext): Promise<TodayMenu> {
  const res = await api.get('/api/dailymenus/today');
  expect(res.status(), 'the demo has a menu for today').toBe(200);
  return (await res.json()) as TodayMenu;
}

/** A guest's phone on the storefront, no sign-in. */
async function openStorefront(browser: Browser, baseURL: string): Promise<Person> {
  const context = await newPhone(browser, baseURL);
  const page = await context.newPage();
  await recordWindowOpen(page);
  await page.goto('/');
  // folded on a phone: the shopper opens it
  await page.getByRole('heading', { name: 'Cardápio de hoje' }).click();
  await expect(page.getByTestId('today-dish').first()).toBeVisible();
  return { context, page };
}

const todayDish = (page: Page, name: string) => page.getByTestId('today-dish').filter({ hasText: name });

test("'Acabou' on the kitchen board shows 'Esgotado' on an open storefront, live", async ({ browser, baseURL }) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const menu = await todayMenu(admin);
  // the last dish of the menu: the other stories order the first ones
  const dish = menu.dishes.at(-1)!;
  const kitchen = await openAs(browser, baseURL!, ACCOUNTS.staff, '/pedidos-cozinha');
  const shopper = await openStorefront(browser, baseURL!);
  try {
    await boardReady(kitchen.page);
    await expect(todayDish(shopper.page, dish.name)).toBeVisible();
    await expect(todayDish(shopper.page, dish.name)).not.toContainText('Esgotado');
    // the storefront opens its socket after the first paint: wait for the handshake
    await shopper.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/socket.io/')));
    await markDocument(shopper.page);
    const storefrontPath = new URL(shopper.page.url()).pathname;

    await kitchen.page.getByRole('button', { name: /^Porções/ }).click();
    const strip = kitchen.page.getByRole('region', { name: 'Porções de hoje' });
    await strip.getByRole('button', { name: `Acabou ${dish.name}` }).click();
    await kitchen.page.getByRole('tooltip').getByRole('button', { name: 'Acabou' }).click();
    await expect(todayDish(shopper.page, dish.name)).toContainText('Esgotado', { timeout: LIVE_MS });
    await expectNoReload(shopper.page, storefrontPath);
    await expect(strip.getByTestId('portion').filter({ hasText: dish.name })).toContainText('Esgotado');
    await expect(kitchen.page.getByRole('button', { name: /^Porções · 1 esgotado/ })).toBeVisible();

    // the dish picker does not offer it
    await shopper.page.getByRole('button', { name: /^Montar/ }).first().click();
    const picker = shopper.page.getByRole('dialog', { name: /^Monte sua/ });
    await expect(picker.getByRole('checkbox', { name: new RegExp(dish.name) })).toBeDisabled();
    await expect(picker.locator('.dish-chip', { hasText: dish.name })).toContainText('Esgotado');

    // the server refuses it too, naming the dish
    const { products } = (await (await admin.get('/api/products')).json()) as { products: { id: string; name: string }[] };
    const box = products.find((p) => p.name === 'Quentinha Tradicional')!;
    const refused = await shopper.page.request.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        customer: { name: 'Cliente Esgotado', phone: '11987650000' },
        items: [{ product_id: box.id, quantity: 1, size: 'medio', chosen_dishes: [dish.id] }],
        delivery: { type: 'pickup' },
        payment: { method: 'pix' },
      },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain(dish.name);

    // 'Liberar' puts it back on sale, live as well
    await strip.getByTestId('portion').filter({ hasText: dish.name }).getByRole('button', { name: 'Liberar' }).click();
    await expect(todayDish(shopper.page, dish.name)).not.toContainText('Esgotado', { timeout: LIVE_MS });
  } finally {
    await admin.patch(`/api/dailymenus/${menu.id}/portions`, { data: { dish_id: dish.id, portions: null } });
    await Promise.all([kitchen.context.close(), shopper.context.close(), admin.dispose()]);
  }
});

test('a paused shop cannot check out; resuming lets the same cart through', async ({ browser, baseURL }) => {
  const kitchen = await openAs(browser, baseURL!, ACCOUNTS.staff, '/pedidos-cozinha');
  const shopper = await openStorefront(browser, baseURL!);
  try {
    await boardReady(kitchen.page);
    await shopper.page.getByRole('button', { name: 'Adicionar Refrigerante Lata 350ml' }).click();

    await kitchen.page.getByRole('button', { name: 'Pausar Pedidos' }).click();
    const dialog = kitchen.page.getByRole('dialog', { name: 'Pausar Pedidos' });
    await dialog.getByLabel('Mensagem para os clientes (opcional)').fill('Cozinha lotada');
    await dialog.getByText('15 min', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Pausar' }).click();
    await expect(kitchen.page.getByRole('button', { name: 'Retomar Pedidos' })).toBeVisible();

    // the open storefront says so without a reload, and its cart cannot go on
    const banner = shopper.page.getByRole('status').filter({ hasText: 'Pedidos pausados' });
    // when it ends in the title, the owner's note once (issue 24)
    await expect(banner).toContainText(/Pedidos pausados até \d{2}h\d{2}.*Cozinha lotada\./, { timeout: LIVE_MS * 2 });
    await shopper.page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
    const cart = shopper.page.getByRole('dialog', { name: 'Seu Pedido' });
    await expect(cart.getByText(/^Cozinha lotada\./)).toBeVisible();
    await expect(cart.getByRole('button', { name: 'Finalizar Pedido' })).toBeDisabled();

    // the shop still takes a phone order
    const staff = await apiAs(baseURL!, ACCOUNTS.admin);
    try {
      const { products } = (await (await staff.get('/api/products')).json()) as { products: { id: string; name: string }[] };
      const drink = products.find((p) => p.name === 'Refrigerante Lata 350ml')!;
      const phoneOrder = await staff.post('/api/orders', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          customer: { name: 'Cliente do Telefone', phone: '11987656666' },
          items: [{ product_id: drink.id, quantity: 1, size: 'medio' }],
          delivery: { type: 'pickup' },
          payment: { method: 'pix' },
        },
      });
      expect(phoneOrder.status(), await phoneOrder.text()).toBe(201);
    } finally {
      await staff.dispose();
    }

    await kitchen.page.getByRole('button', { name: 'Retomar Pedidos' }).click();
    await expect(banner).toHaveCount(0, { timeout: LIVE_MS * 2 });
    await expect(cart.getByRole('button', { name: 'Finalizar Pedido' })).toBeEnabled();
  } finally {
    const admin = await apiAs(baseURL!, ACCOUNTS.admin);
    await admin.put('/api/settings/pause', { data: { paused: false } });
    await Promise.all([kitchen.context.close(), shopper.context.close(), admin.dispose()]);
  }
});

test('a scheduled order shows its slot on the kitchen card', async ({ browser, baseURL }) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  // 5-minute slots, and the kitchen sees an order 12 h before its slot: any slot of today is on
  // the board at once
  const scheduling = { slot_minutes: 5, kitchen_lead_minutes: 720 };
  expect((await admin.put('/api/settings/scheduling', { data: scheduling })).status()).toBe(200);
  const kitchen = await openAs(browser, baseURL!, ACCOUNTS.staff, '/pedidos-cozinha');
  const shopper = await openStorefront(browser, baseURL!);
  try {
    await boardReady(kitchen.page);
    const { page } = shopper;
    await page.getByRole('button', { name: 'Adicionar Refrigerante Lata 350ml' }).click();
    await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
    await page.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
    const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
    await checkout.getByText('Agendar', { exact: true }).click();
    // today while a slot is left (keepEachTestWithinOneDay leaves at least 4 minutes of it)
    const hoje = checkout.getByRole('radio', { name: 'Hoje' });
    if (await hoje.count()) await expect(hoje).toBeChecked();
    await checkout.getByRole('combobox', { name: /^Horário/ }).click();
    const option = page.locator('.ant-select-item-option:not(.ant-select-item-option-disabled)').first();
    const slot = (await option.textContent())!.trim();
    expect(slot).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
    await option.click();
    await checkout.getByLabel('Seu nome').fill('Cliente Agendado');
    await checkout.getByLabel('WhatsApp (DDD + número)').fill('11987655555');
    await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await expect(page.getByText('Pedido Realizado!').first()).toBeVisible();

    // the shop confirms it: the kitchen card carries the slot
    const list = (await (await admin.get('/api/orders?period=today&include_scheduled=true&limit=100')).json()) as {
      data: { id: string; customer_name: string; scheduled_for: string | null }[];
    };
    const order = list.data.find((o) => o.customer_name === 'Cliente Agendado' && o.scheduled_for)!;
    expect(order, 'the scheduled order').toBeTruthy();
    await setStatus(admin, order.id, 'confirmed');
    const placed = card(column(kitchen.page, 'Novo Pedido'), order.id.slice(-6));
    await expect(placed).toBeVisible();
    await expect(placed.getByTestId('scheduled-slot')).toHaveText(`Agendado ${slot}`);
  } finally {
    await admin.put('/api/settings/scheduling', { data: { slot_minutes: 15, kitchen_lead_minutes: 30 } });
    await Promise.all([kitchen.context.close(), shopper.context.close(), admin.dispose()]);
  }
});
