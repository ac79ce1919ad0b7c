import { expect, test } from '@playwright/test';
import { todayMenu } from '../support/daily-menu.js';
import { ACCOUNTS, apiAs, reais, recordWindowOpen } from '../support/app.js';
import { card, keepEachTestWithinOneDay } from '../support/boards.js';
import { boardReady, openAs, setStatus } from '../support/order-path.js';

// Issue 26 (DECISIONS 10.10): the owner sells 'P: 1 proteína + 2 acompanhamentos' with a paid
// extra; a guest on a phone is guided by that rule, pays the extra, and the kitchen sees it.
// 'Acabou' then 'Liberar' gives the cap back. The server is shared by the run: the story makes
// its own product and puts every cap it touches back in `finally`.

keepEachTestWithinOneDay(test);

test("a guest follows 'P: 1 proteína + 2 acompanhamentos', pays the extra, and 'Liberar' gives back 'restam 3'", async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const menu = await todayMenu(admin);
  // the last dish is the availability story's: left alone
  const offered = menu.dishes.slice(0, -1);
  const proteins = offered.filter((d) => d.type === 'Proteína');
  const sides = offered.filter((d) => d.type === 'Acompanhamento');
  expect(proteins.length, "two proteins on today's menu").toBeGreaterThanOrEqual(2);
  expect(sides.length, "two side dishes on today's menu").toBeGreaterThanOrEqual(2);
  const [protein, otherProtein] = proteins;
  const name = `Marmita Regrada ${Date.now().toString(36)}`;

  // the owner's rule and extra, through the API the product form uses
  const created = await admin.post('/api/products', {
    data: {
      name,
      description: 'Uma proteína e dois acompanhamentos',
      category: 'quentinha',
      sizes: [
        {
          name: 'pequeno',
          price: 18,
          cost: 7,
          composition: [
            { type: 'Proteína', min: 1, max: 1 },
            { type: 'Acompanhamento', min: 2, max: 2 },
          ],
        },
      ],
      extras: [{ name: 'Ovo frito', price: 3, cost: 1 }],
      isAvailable: true,
      preparationTime: 0,
      max_items_per_quentinha: 5,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { product: { id: string } }).product.id;
  const kitchen = await openAs(browser, baseURL!, ACCOUNTS.staff, '/pedidos-cozinha');

  try {
    await recordWindowOpen(page);
    await page.goto('/');
    const productCard = page.locator('.product-card', { has: page.getByRole('heading', { name }) });
    await productCard.getByRole('button', { name: 'Montar Prato' }).click();
    const picker = page.getByRole('dialog', { name: `Monte sua ${name}` });
    await expect(picker.getByText('Escolha 1 Proteína').first()).toBeVisible();
    const add = picker.getByRole('button', { name: /^Adicionar/ });
    await expect(add).toBeDisabled();

    // one protein: the second no longer fits, and says why
    await picker.getByRole('checkbox', { name: protein!.name, exact: true }).check();
    const second = picker.getByRole('checkbox', { name: otherProtein!.name, exact: true });
    await expect(second).toBeDisabled();
    await expect(second).toHaveAccessibleDescription(/já escolheu 1 Proteína/);
    await expect(picker.locator('.dish-picker__hint')).toHaveText('Escolha 2 Acompanhamentos');
    await picker.getByRole('checkbox', { name: sides[0]!.name, exact: true }).check();
    await expect(add).toBeDisabled();
    await picker.getByRole('checkbox', { name: sides[1]!.name, exact: true }).check();
    await expect(add).toBeEnabled();
    await expect(add).toContainText('R$ 18,00');

    // the extra adds its price
    await picker.getByRole('checkbox', { name: /Ovo frito/ }).check();
    await expect(add).toContainText('R$ 21,00');
    await add.click();

    await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).click();
    const cart = page.getByRole('dialog', { name: 'Seu Pedido' });
    await expect(cart.locator('.cart-line__extras')).toHaveText('+ Ovo frito');
    await expect(cart.locator('.cart-line__price')).toHaveText(/R\$\s21,00/);
    await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
    await checkout.getByLabel('Seu nome').fill('Cliente Regra');
    await checkout.getByLabel('WhatsApp (DDD + número)').fill('21977661122');
    await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();
    const placed = page.getByRole('dialog').filter({ hasText: 'Acompanhar meu pedido' });
    await expect(placed).toBeVisible();
    const shortId = (await placed.getByText(/^Pedido #\w{6}/).innerText()).slice(8, 14);

    // the server charged the extra; once confirmed, the kitchen's card shows it
    const { data } = (await (await admin.get('/api/orders?customer_phone=21977661122&period=today')).json()) as {
      data: { id: string; total_amount: number; items: { extras: { name: string }[] }[] }[];
    };
    const order = data.find((o) => o.id.endsWith(shortId))!;
    expect(order.total_amount).toBe(21);
    expect(order.items[0]!.extras.map((e) => e.name)).toEqual(['Ovo frito']);
    await setStatus(admin, order.id, 'confirmed');
    await boardReady(kitchen.page);
    const ticket = card(kitchen.page, shortId);
    await expect(ticket).toContainText('+ Ovo frito');
    await expect(ticket).toContainText(protein!.name);

    // a cap leaving 3 of the protein she could not take (the run's other stories may have sold
    // some today: the cap counts them); 'Acabou', then 'Liberar' gives the cap back
    const cap = async (portions: number) => {
      const res = await admin.patch(`/api/dailymenus/${menu.id}/portions`, {
        data: { dish_id: otherProtein!.id, portions },
      });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { remaining: Record<string, number | null> }).remaining[otherProtein!.id]!;
    };
    const taken = 1000 - (await cap(1000));
    expect(await cap(taken + 3)).toBe(3);
    await kitchen.page.reload();
    await boardReady(kitchen.page);
    await kitchen.page.getByRole('button', { name: /^Porções/ }).click();
    const strip = kitchen.page.getByRole('region', { name: 'Porções de hoje' });
    const portion = strip.getByTestId('portion').filter({ hasText: otherProtein!.name });
    await expect(portion).toContainText('restam 3');
    await strip.getByRole('button', { name: `Acabou ${otherProtein!.name}` }).click();
    await kitchen.page.getByRole('tooltip').getByRole('button', { name: 'Acabou' }).click();
    await expect(portion).toContainText('Esgotado');
    await portion.getByRole('button', { name: 'Liberar' }).click();
    await expect(portion).toContainText('restam 3');

    // the guest's picker says how few are left
    await page.goto('/');
    await productCard.getByRole('button', { name: 'Montar Prato' }).click();
    await expect(picker.getByRole('checkbox', { name: otherProtein!.name, exact: true })).toHaveAccessibleDescription(
      'restam 3',
    );
    await expect(picker.locator('.dish-chip', { hasText: otherProtein!.name })).toContainText('restam 3');
    expect(reais(await add.innerText())).toBe(18);
  } finally {
    await admin.patch(`/api/dailymenus/${menu.id}/portions`, { data: { dish_id: otherProtein!.id, portions: null } });
    await admin.delete(`/api/products/${productId}`);
    await Promise.all([kitchen.context.close(), admin.dispose()]);
  }
});
