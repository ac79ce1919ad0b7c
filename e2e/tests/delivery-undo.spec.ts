import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from '../support/api-sessions.js';
import { ACCOUNTS, signIn } from '../support/app.js';
import { card, column, keepEachTestWithinOneDay, showColumn } from '../support/boards.js';
import { SENT_AFTER_UNDO_MS } from '../support/delivered-undo.js';
import { boardReady, guestOrder, type PlacedOrder, setStatus } from '../support/order-path.js';

// Issue 24 item 5: the courier's 'Marcar como Entregue' can be taken back for a few seconds
// ('Desfazer', with the seconds left on the card). The tap is kept on the phone at once, so a
// reload never loses it; 'Desfazer' takes it out before anything is sent. A courier's phone:
// the phone project only.

keepEachTestWithinOneDay(test);

const OUTBOX_KEY = 'quentinha.deliveries.outbox';

async function status(api: APIRequestContext, id: string): Promise<{ status: string; status_history: { to: string }[] }> {
  return ((await (await api.get(`/api/orders/${id}`)).json()) as { data: { status: string; status_history: { to: string }[] } })
    .data;
}

interface Cast {
  page: Page;
  baseURL: string;
  adminApi: APIRequestContext;
  courierApi: APIRequestContext;
}

/** The courier on his board with an order of his own on the road, its tab open. */
async function onTheRoad({ page, baseURL, adminApi, courierApi }: Cast): Promise<PlacedOrder> {
  const order = await guestOrder(baseURL, 'delivery', `Cliente Desfaz ${Date.now() % 100000}`);
  for (const s of ['confirmed', 'preparing', 'ready']) await setStatus(adminApi, order.id, s);
  await setStatus(courierApi, order.id, 'delivering');
  await signIn(page, ACCOUNTS.courier1);
  await expect(page).toHaveURL(/\/entregas$/);
  await boardReady(page);
  await showColumn(page, 'Em Rota de Entrega');
  return order;
}

test.skip(({ isMobile }) => !isMobile, "a courier's phone");

test("'Desfazer' takes a mistaken 'Entregue' back before anything is sent", async ({ page, baseURL, adminApi, courierApi }) => {
  const order = await onTheRoad({ page, baseURL: baseURL!, adminApi, courierApi });
  const onRoute = card(column(page, 'Em Rota de Entrega'), order.shortId);
  await onRoute.getByRole('button', { name: 'Marcar como Entregue' }).click();

  // done for the courier, with the seconds left to take it back
  await expect(onRoute.getByText('Entregue', { exact: true })).toBeVisible();
  await expect(onRoute.getByRole('timer')).toHaveText(/^Será enviado em [1-5] s$/);
  await onRoute.getByRole('button', { name: 'Desfazer' }).click();
  await expect(onRoute.getByRole('button', { name: 'Marcar como Entregue' })).toBeEnabled();
  await expect(onRoute.getByText('Entregue', { exact: true })).toHaveCount(0);

  // nothing left on the phone to send, even after a reload; the server still has it on the road
  expect(await page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
  await page.reload();
  await boardReady(page);
  await showColumn(page, 'Em Rota de Entrega');
  await expect(onRoute.getByRole('button', { name: 'Marcar como Entregue' })).toBeEnabled();
  expect((await status(courierApi, order.id)).status).toBe('delivering');
});

test("a reload right after 'Entregue' never loses the tap: it is sent once, when its window ends", async ({
  page,
  baseURL,
  adminApi,
  courierApi,
}) => {
  const order = await onTheRoad({ page, baseURL: baseURL!, adminApi, courierApi });
  const onRoute = card(column(page, 'Em Rota de Entrega'), order.shortId);
  await onRoute.getByRole('button', { name: 'Marcar como Entregue' }).click();
  await expect(onRoute.getByRole('button', { name: 'Desfazer' })).toBeVisible();

  await page.reload();
  await boardReady(page);
  await showColumn(page, 'Entregue');
  await expect(card(column(page, 'Entregue'), order.shortId)).toBeVisible({ timeout: SENT_AFTER_UNDO_MS });
  const after = await status(courierApi, order.id);
  expect(after.status).toBe('delivered');
  expect(after.status_history.filter((h) => h.to === 'delivered')).toHaveLength(1);
});
