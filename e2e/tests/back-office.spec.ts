import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
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

test("a phone's photo larger than the server takes is shrunk in the browser and saved with the product", async ({ page }) => {
  await page.goto('/produtos');
  // a camera-sized picture of noise (it barely compresses): far above the 5 MB the server takes
  const buffer = noisePng(1700, 1250);
  expect(buffer.length).toBeGreaterThan(6 * 1024 * 1024);

  const uploads: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/upload-image')) uploads.push(request.postDataBuffer()?.length ?? 0);
  });
  await page.getByRole('button', { name: 'Editar Guaraná 2L' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Produto' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'foto-do-celular.png', mimeType: 'image/png', buffer });
  const answered = page.waitForResponse((res) => res.url().endsWith('/upload-image'), { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  expect((await answered).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/houve erro ao enviar a imagem/)).toHaveCount(0);
  expect(uploads).toHaveLength(1);
  expect(uploads[0]).toBeLessThan(5 * 1024 * 1024);
  const product = (await (await page.request.get('/api/products?all=true')).json()).products.find(
    (p: { name: string }) => p.name === 'Guaraná 2L',
  );
  expect(product.image_url).toBeTruthy();
});

/** An RGB PNG of random pixels, written by hand (signature, IHDR, IDAT, IEND; zlib's CRC-32). */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const row = 1 + width * 3;
  const raw = randomBytes(row * height);
  for (let y = 0; y < height; y++) raw[y * row] = 0; // each row: filter 'none'
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
