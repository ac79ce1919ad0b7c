import { expect } from '@playwright/test';
import { test } from '../support/api-sessions.js';
import { ACCOUNTS, chooseOption } from '../support/app.js';
import { card, column, COURIER1_NAME, type Person, keepEachTestWithinOneDay, LIVE_MS } from '../support/boards.js';
import { SENT_AFTER_UNDO_MS } from '../support/delivered-undo.js';
import { boardReady, guestOrder, openAs, openTracking, setStatus, trackingStatus } from '../support/order-path.js';

// its orders must stay on today's boards (Sao Paulo): no test straddles midnight
keepEachTestWithinOneDay(test);

// Issue 8 (DECISIONS.md section 9.1): the order's whole path as a shop runs it, with every
// person in their own browser context. Pickup orders are handed over at the counter by the
// kitchen; delivery orders are dispatched by the kitchen to a courier it picks, whose phone shows
// the order at once; a guest cancels before the shop confirms; a cancelled card is marked on the
// kitchen board before it leaves. Desktop project only (playwright.config.ts).

async function closeAll(people: (Person | undefined)[]) {
  await Promise.all(people.map((p) => p?.context.close()));
}

test("a pickup order goes from the kitchen to 'Retirado pelo Cliente', and the guest reads 'Entregue'", async ({
  browser,
  baseURL,
  adminApi: admin,
  courierApi: courier,
}) => {
  const order = await guestOrder(baseURL!, 'pickup', 'Cliente Balcão Retira');
  let kitchen: Person | undefined;
  let guest: Person | undefined;
  try {
    await setStatus(admin, order.id, 'confirmed');
    [kitchen, guest] = await Promise.all([
      openAs(browser, baseURL!, ACCOUNTS.staff, '/pedidos-cozinha'),
      openTracking(browser, baseURL!, order),
    ]);
    await boardReady(kitchen.page);

    const fresh = card(column(kitchen.page, 'Novo Pedido'), order.shortId);
    await fresh.getByRole('button', { name: 'Aceitar Pedido' }).click();
    const cooking = card(column(kitchen.page, 'Em Produção'), order.shortId);
    await cooking.getByRole('button', { name: 'Marcar como Pronto' }).click();
    // its own column: the counter hands it over, no courier comes for it
    const ready = card(column(kitchen.page, 'Aguardando Retirada'), order.shortId);
    await expect(ready).toContainText('Retirada no Local');
    await expect(card(column(kitchen.page, 'Aguardando Entregador'), order.shortId)).toHaveCount(0);
    await expect(ready.getByRole('button', { name: 'Coletado p/ Entrega' })).toHaveCount(0);
    await expect(trackingStatus(guest.page)).toHaveText('Pronto para Retirada');

    // pickup orders never reach the couriers
    const courierList = (await (await courier.get('/api/orders?status=ready,delivering&limit=100')).json()) as {
      data: { id: string }[];
    };
    expect(courierList.data.map((o) => o.id)).not.toContain(order.id);

    await ready.getByRole('button', { name: 'Retirado pelo Cliente' }).click();
    await expect(card(kitchen.page, order.shortId)).toHaveCount(0);
    // the guest's page follows by itself, nobody at the back office touched it
    await expect(trackingStatus(guest.page)).toHaveText('Entregue');
  } finally {
    await closeAll([kitchen, guest]);
  }
});

test("a delivery order dispatched by the kitchen reaches the chosen courier's phone within a second", async ({
  browser,
  baseURL,
  adminApi: admin,
  staffApi: staff,
}) => {
  const order = await guestOrder(baseURL!, 'delivery', 'Cliente Despacho Rápido');
  let kitchen: Person | undefined;
  let courier: Person | undefined;
  try {
    await setStatus(admin, order.id, 'confirmed');
    await setStatus(staff, order.id, 'preparing');
    await setStatus(staff, order.id, 'ready');
    [kitchen, courier] = await Promise.all([
      openAs(browser, baseURL!, ACCOUNTS.staff, '/pedidos-cozinha'),
      openAs(browser, baseURL!, ACCOUNTS.courier1, '/entregas', 'phone'),
    ]);
    await Promise.all([boardReady(kitchen.page), boardReady(courier.page)]);

    // waiting for a courier, under its neighbourhood
    const waiting = courier.page.getByRole('region', { name: 'Bairro Pinheiros' });
    await expect(card(waiting, order.shortId)).toBeVisible();
    await expect(card(waiting, order.shortId).getByRole('link', { name: 'Waze' })).toHaveAttribute(
      'href',
      /^https:\/\/waze\.com\/ul\?q=Rua%20do%20Caminho%2C%209%2C%20Pinheiros&navigate=yes$/,
    );
    // the courier watches his 'on the road' tab
    await courier.page.getByText(/^Em Rota de Entrega \(\d+\)$/).click();

    const ready = card(column(kitchen.page, 'Aguardando Entregador'), order.shortId);
    await ready.getByRole('button', { name: 'Coletado p/ Entrega' }).click();
    const choice = kitchen.page.getByRole('dialog', { name: 'Escolha o Entregador' });
    await expect(choice).toBeVisible();
    await choice.getByRole('radio', { name: new RegExp(COURIER1_NAME) }).check();
    await choice.getByRole('button', { name: 'Confirmar Coleta' }).click();

    const onRoute = card(column(courier.page, 'Em Rota de Entrega'), order.shortId);
    await expect(onRoute).toBeVisible({ timeout: LIVE_MS });
    await expect(onRoute).toContainText(`Coletado por: ${COURIER1_NAME}`);
    await expect(card(kitchen.page, order.shortId)).toHaveCount(0);

    await onRoute.getByRole('button', { name: 'Marcar como Entregue' }).click();
    // sent once its 'Desfazer' window has passed
    await expect(onRoute).toHaveCount(0, { timeout: SENT_AFTER_UNDO_MS });
    await courier.page.getByText(/^Entregue \(\d+\)$/).click();
    await expect(card(column(courier.page, 'Entregue'), order.shortId)).toBeVisible();
  } finally {
    await closeAll([kitchen, courier]);
  }
});

test("a guest cancels before confirmation; a card cancelled by the shop shows 'Cancelado' in the kitchen", async ({
  browser,
  baseURL,
  adminApi,
}) => {
  const pending = await guestOrder(baseURL!, 'pickup', 'Cliente Mudou de Ideia');
  const cooking = await guestOrder(baseURL!, 'pickup', 'Cliente Prato Esgotado');
  let guest: Person | undefined;
  let admin: Person | undefined;
  let kitchen: Person | undefined;
  try {
    await setStatus(adminApi, cooking.id, 'confirmed');
    [guest, admin, kitchen] = await Promise.all([
      openTracking(browser, baseURL!, pending),
      openAs(browser, baseURL!, ACCOUNTS.admin, '/pedidos'),
      openAs(browser, baseURL!, ACCOUNTS.staff, '/pedidos-cozinha'),
    ]);
    await Promise.all([boardReady(admin.page), boardReady(kitchen.page)]);
    await expect(card(column(admin.page, 'Aguardando Confirmação'), pending.shortId)).toBeVisible();

    // the guest calls it off from the tracking page, with a reason
    await guest.page.getByRole('button', { name: 'Cancelar Pedido' }).click();
    const dialog = guest.page.getByRole('dialog', { name: 'Cancelar Pedido' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Cliente desistiu' }).check();
    await dialog.getByRole('button', { name: 'Cancelar Pedido' }).click();
    const cancelled = guest.page.getByRole('alert').filter({ hasText: 'Pedido cancelado' });
    await expect(cancelled).toBeVisible();
    await expect(cancelled).toContainText('Motivo: Cliente desistiu');
    await expect(trackingStatus(guest.page)).toHaveText('Cancelado');
    const gone = card(column(admin.page, 'Cancelado'), pending.shortId);
    await expect(gone).toBeVisible({ timeout: LIVE_MS });
    await expect(gone).toContainText('Cancelado: Cliente desistiu');

    // confirmed orders are the shop's to cancel: the owner does it from the management board
    const inKitchen = card(column(kitchen.page, 'Novo Pedido'), cooking.shortId);
    await expect(inKitchen).toBeVisible();
    const managed = card(column(admin.page, 'Confirmado'), cooking.shortId);
    await managed.getByRole('button', { name: 'Opções do pedido' }).click();
    await admin.page.getByRole('menuitem', { name: 'Cancelar Pedido' }).click();
    const reason = admin.page.getByRole('dialog', { name: 'Cancelar Pedido' });
    await expect(reason).toBeVisible();
    await reason.getByRole('radio', { name: 'Prato esgotado' }).check();
    await reason.getByRole('button', { name: 'Cancelar Pedido' }).click();

    // the kitchen card turns red where it is, says why, then leaves
    await expect(inKitchen).toContainText('Cancelado', { timeout: LIVE_MS });
    await expect(inKitchen).toContainText('Motivo: Prato esgotado');
    await expect(inKitchen.getByRole('button')).toHaveCount(0);
    await expect(inKitchen).toHaveCount(0, { timeout: 15_000 });
  } finally {
    await closeAll([guest, admin, kitchen]);
  }
});

test("a phone order taken in 'Adicionar Pedido', paid in cash with change, reaches the kitchen with 'Troco para R$ 50,00'", async ({
  browser,
  baseURL,
}) => {
  const customer = `Cliente Telefone ${Date.now() % 100000}`;
  let owner: Person | undefined;
  let kitchen: Person | undefined;
  try {
    [owner, kitchen] = await Promise.all([
      openAs(browser, baseURL!, ACCOUNTS.admin, '/pedidos'),
      openAs(browser, baseURL!, ACCOUNTS.staff, '/pedidos-cozinha'),
    ]);
    await boardReady(kitchen.page);
    await owner.page.getByRole('button', { name: 'Adicionar Pedido' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Adicionar Pedido' });
    await dialog.getByLabel('Nome do cliente').fill(customer);
    await dialog.getByLabel('WhatsApp').fill('11987650000');
    await chooseOption(owner.page, dialog, 'Produto', 'Refrigerante Lata 350ml', 'Refrigerante');
    // its one size comes chosen
    await expect(dialog.locator('.ant-select').filter({ has: owner.page.getByLabel('Tamanho') })).toContainText('Média (R$ 6,00)');
    await chooseOption(owner.page, dialog, 'Pagamento', 'Dinheiro');
    await dialog.getByLabel('Troco para').fill('50,00');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();

    // a phone order starts pending on the owner's board, the change to bring on its card
    const pending = column(owner.page, 'Aguardando Confirmação').getByRole('article').filter({ hasText: customer });
    await expect(pending).toContainText('Troco p/ R$ 50,00', { timeout: LIVE_MS * 2 });
    await expect(pending).toContainText('1x Refrigerante Lata 350ml');
    // confirmed, it is the kitchen's: 'Novo Pedido', with the change
    await pending.getByRole('button', { name: 'Confirmar' }).click();
    const fresh = column(kitchen.page, 'Novo Pedido').getByRole('article').filter({ hasText: customer });
    await expect(fresh).toContainText('Troco para R$ 50,00', { timeout: LIVE_MS * 2 });
  } finally {
    await closeAll([owner, kitchen]);
  }
});
