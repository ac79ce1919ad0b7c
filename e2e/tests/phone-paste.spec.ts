import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, openedUrls, recordWindowOpen } from '../support/app.js';
import { keepEachTestWithinOneDay } from '../support/boards.js';

// its order must stay on today's list (Sao Paulo): no test straddles midnight
keepEachTestWithinOneDay(test);

// Issue 24 / DECISIONS 10.9: the checkout's WhatsApp field cut a pasted '(21) 99777-6655' to
// '2199777'. A real paste (the clipboard and the keyboard shortcut, as a person does it).
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test("a guest pastes '+55 (21) 99777-6655' into the checkout's WhatsApp: kept whole, and the order carries 21997776655", async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const name = `Cliente Colou ${String(Date.now() % 100000).padStart(5, '0')}`;
  try {
    await recordWindowOpen(page);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Adicionar Água Mineral 500ml' }).click();
    await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
    await page.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
    const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
    await checkout.getByLabel('Seu nome').fill(name);

    const whatsapp = checkout.getByLabel('WhatsApp (DDD + número)');
    await page.evaluate((text) => navigator.clipboard.writeText(text), '+55 (21) 99777-6655');
    await whatsapp.click();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(whatsapp).toHaveValue('+55 (21) 99777-6655');
    // leaving the field shows the number as it will be kept
    await checkout.getByLabel('Seu nome').click();
    await expect(whatsapp).toHaveValue('(21) 99777-6655');
    await expect(checkout.getByText('Por favor, informe o WhatsApp com 11 dígitos (DDD + número).')).toHaveCount(0);

    await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();
    // the toast and the order-placed dialog both say it: either one means the order went in
    await expect(page.getByText('Pedido Realizado!').first()).toBeVisible();

    // the shop reads the number it can write to
    const { data } = await (await admin.get('/api/orders?customer_phone=21997776655&period=today&limit=100')).json();
    const placed = (data as { id: string; customer_name: string; whatsapp: string }[]).filter((o) => o.customer_name === name);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.whatsapp).toBe('21997776655');
    // and so does the message the guest sends the shop
    await expect.poll(() => openedUrls(page)).toHaveLength(1);
    expect(new URL((await openedUrls(page))[0]!).searchParams.get('text')).toContain('*WhatsApp:* (21) 99777-6655');
    expect((await admin.delete(`/api/orders/${placed[0]!.id}`)).status()).toBe(204);
  } finally {
    await admin.dispose();
  }
});
