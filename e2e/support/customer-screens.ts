import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, signInQuickly } from './app.js';
import type { PlacedOrder } from './order-path.js';

// The customer's screens, walked the way a guest and a signed-in customer reach them. The specs
// that read every screen (accessibility, layout) pass what to do once each one is on screen.

/** Called with a short name once a screen stands ready. */
export type Look = (screen: string) => Promise<void>;

/**
 * Storefront, dish picker, cart drawer, checkout (delivery chosen), login, register and the
 * tracking page of `tracked`, as a guest.
 */
export async function walkGuestScreens(page: Page, tracked: PlacedOrder, look: Look): Promise<void> {
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Adicionar Refrigerante Lata 350ml' })).toBeVisible();
  await look('cardápio');

  await page.getByRole('button', { name: 'Montar Prato' }).first().click();
  const picker = page.getByRole('dialog', { name: /^Monte sua / });
  await expect(picker.getByRole('checkbox').first()).toBeVisible();
  await look('montar prato');
  await picker.getByRole('button', { name: 'Cancelar' }).click();
  await expect(picker).toBeHidden();

  await page.getByRole('button', { name: 'Adicionar Refrigerante Lata 350ml' }).click();
  await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Seu Pedido' });
  await expect(cart).toBeVisible();
  await look('carrinho');
  await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  await expect(checkout).toBeVisible();
  await checkout.getByText('Entrega', { exact: true }).click();
  await expect(checkout.getByLabel('Bairro')).toBeVisible();
  await look('finalizar pedido');

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await look('login');
  await page.getByText('Criar Conta', { exact: true }).click();
  await expect(page.getByLabel('Confirmar Senha')).toBeVisible();
  await look('criar conta');

  await page.goto(`/acompanhar/${tracked.trackingToken}`);
  await expect(page.getByRole('heading', { name: `Pedido #${tracked.shortId}` })).toBeVisible();
  await look('acompanhar pedido');
}

/** 'Meus Pedidos' of the demo customer, with the orders on screen. */
export async function walkMyOrders(page: Page, look: Look): Promise<void> {
  await signInQuickly(page, ACCOUNTS.customer);
  await page.goto('/meus-pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Pedido #/ }).first()).toBeVisible();
  await look('meus pedidos');
}
