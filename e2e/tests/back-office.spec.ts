import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, chooseDelivery, chooseNeighborhood, signInQuickly } from '../support/app.js';

// The owner's catalogue screens change what customers see: checked from the customer's side.

async function guestStorefront(browser: Browser): Promise<Page> {
  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/home');
  return guest;
}

// both stories start with the owner signed in on the back office
test.beforeEach(async ({ page }) => {
  await signInQuickly(page, ACCOUNTS.admin);
});

test('a neighbourhood the admin adds is offered at checkout with its fee, and gone once removed', async ({
  page,
  browser,
}) => {
  await page.goto('/bairros');
  await expect(page.getByRole('heading', { name: 'Bairros para Entrega' })).toBeVisible();
  await page.getByRole('button', { name: /Adicionar Bairro/ }).click();
  const form = page.getByRole('dialog', { name: 'Adicionar Bairro' });
  await form.getByLabel('Nome do Bairro').fill('Jardim Paulistano');
  await form.getByLabel('Taxa de Entrega').fill('11,25');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: /Jardim Paulistano/ });
  await expect(row).toContainText('R$ 11,25');

  const guest = await guestStorefront(browser);
  await guest.getByRole('button', { name: 'Adicionar Refrigerante Lata 350ml' }).click();
  await guest.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
  await guest.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
  const checkout = guest.getByRole('dialog', { name: 'Finalizar Pedido' });
  await chooseDelivery(guest, checkout);
  await chooseNeighborhood(guest, checkout, 'Jardim Paulistano');
  // 6,00 (refrigerante) + 11,25 (the new fee)
  await expect(checkout.getByTestId('checkout-total')).toHaveText('R$ 17,25');

  await row.getByRole('button', { name: 'Excluir Jardim Paulistano' }).click();
  await page.getByRole('dialog', { name: 'Confirmar Exclusão' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(row).toHaveCount(0);
  const hoods = await (await page.request.get('/api/neighborhoods?is_active=true')).json();
  expect(hoods.map((n: { name: string }) => n.name)).not.toContain('Jardim Paulistano');
  await guest.context().close();
});

test('a product the admin switches off leaves the storefront, and comes back when switched on', async ({
  page,
  browser,
}) => {
  await page.goto('/produtos');
  const toggle = page.getByRole('switch', { name: 'Status de Guaraná 2L' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByRole('row', { name: /Guaraná 2L/ })).toContainText('Inativo');

  const guest = await guestStorefront(browser);
  await expect(guest.getByRole('button', { name: 'Adicionar Refrigerante Lata 350ml' })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Adicionar Guaraná 2L' })).toHaveCount(0);

  await toggle.click();
  await expect(page.getByRole('row', { name: /Guaraná 2L/ })).toContainText('Ativo');
  await guest.reload();
  await expect(guest.getByRole('button', { name: 'Adicionar Guaraná 2L' })).toBeVisible();
  await guest.context().close();
});
