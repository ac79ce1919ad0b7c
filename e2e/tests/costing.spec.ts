import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs, chooseOption, signInQuickly } from '../support/app.js';
import { keepEachTestWithinOneDay } from '../support/boards.js';

// Issue 31 (ficha técnica), walked by the owner in a real browser: two ingredients in 'Insumos',
// a recipe on a new dish with its cost per portion live, tomorrow's menu with that dish and its
// food cost %, the shopping list printed (Chromium's PDF of the print media, read back with
// poppler) and the leftovers recorded after lunch. Other stories share the server: every name is
// this run's own, and tomorrow's menu is put back as it was. Desktop project only.

keepEachTestWithinOneDay(test);

const todaySaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const shown = (day: string) => day.split('-').reverse().join('/');
const percent = (value: number) => `${String(Math.round(value * 10) / 10).replace('.', ',')}%`;

interface Menu {
  id: string;
  dishes: string[];
  portions?: Record<string, number | null>;
}

const folder = mkdtempSync(join(tmpdir(), 'quentinha-costing-'));

/** What the printer would get: the page's print media as a PDF, read back as text and size. */
async function printed(page: Page): Promise<{ text: string; width: number }> {
  const file = join(folder, `${randomUUID()}.pdf`);
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  const info = execFileSync('pdfinfo', [file]).toString();
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' '),
    width: Number(/Page size:\s+([\d.]+) x/.exec(info)![1]),
  };
}

async function addIngredient(
  page: Page,
  i: { name: string; label: string; quantity: string; price: string; factor?: string; unitCost: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Novo Insumo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Insumo' });
  await dialog.getByLabel('Nome do Insumo').fill(i.name);
  await dialog.getByLabel('Unidade de compra').fill(i.label);
  await dialog.getByLabel('Quantidade (g)').fill(i.quantity);
  await dialog.getByLabel('Preço de compra').fill(i.price);
  // the cost of a gram shows as the price is typed
  await expect(dialog.getByText(`Custo por g: ${i.unitCost}`)).toBeVisible();
  if (i.factor) await dialog.getByLabel('Fator de correção').fill(i.factor);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(i.name) })).toContainText(i.unitCost);
}

/** Chooses the ingredient of a recipe line and types its net quantity. */
async function recipeLine(page: Page, dialog: Locator, n: number, ingredient: string, grams: string): Promise<void> {
  await chooseOption(page, dialog, `Insumo ${n}`, ingredient, ingredient);
  await dialog.getByLabel(`Quantidade ${n}`).fill(grams);
}

test('the owner costs a recipe, sees the menu food cost, prints the shopping list and records leftovers', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const run = `${Date.now() % 1_000_000}`;
  const rice = `Arroz Teste ${run}`;
  const chicken = `Frango Teste ${run}`;
  const dishName = `Frango com Arroz ${run}`;
  const today = todaySaoPaulo();
  const tomorrow = addDays(today, 1);
  const admin: APIRequestContext = await apiAs(baseURL!, ACCOUNTS.admin);
  const before = ((await (await admin.get(`/api/dailymenus?date=${tomorrow}`)).json()) as Menu[])[0] ?? null;
  let madeMenu: string | null = null;
  try {
    const dish = (await (await admin.post('/api/dishes', { data: { name: dishName, type: 'Proteína', category: 'Proteína' } })).json()) as {
      id: string;
    };
    await signInQuickly(page, ACCOUNTS.admin);

    // 'Insumos': a 5 kg sack of rice at R$ 30, chicken at R$ 20 a kg losing 20% when trimmed
    await page.goto('/insumos');
    await expect(page.getByRole('heading', { name: 'Insumos' })).toBeVisible();
    await addIngredient(page, { name: rice, label: 'saco 5 kg', quantity: '5000', price: '30,00', unitCost: 'R$ 0,006/g' });
    await addIngredient(page, { name: chicken, label: 'pacote 1 kg', quantity: '1000', price: '20,00', factor: '1,25', unitCost: 'R$ 0,02/g' });

    // the ficha técnica: 1 kg of rice and 800 g of trimmed chicken give 10 portions
    await page.goto('/pratos');
    await page.getByRole('button', { name: `Ficha técnica de ${dishName}` }).click();
    const recipe = page.getByRole('dialog', { name: `Ficha Técnica — ${dishName}` });
    const perPortion = recipe.getByTestId('cost-per-portion');
    await recipeLine(page, recipe, 1, rice, '1000');
    await recipe.getByLabel(/Rendimento/).fill('10');
    await expect(perPortion).toHaveText('R$ 0,60');
    await recipe.getByRole('button', { name: 'Adicionar insumo' }).click();
    await recipeLine(page, recipe, 2, chicken, '800');
    // (R$ 6 + 800 g x 1,25 x R$ 0,02) / 10, live as typed
    await expect(perPortion).toHaveText('R$ 2,60');
    await recipe.getByRole('button', { name: 'Salvar' }).click();
    await expect(recipe).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(dishName) })).toContainText('R$ 2,60/porção');

    // tomorrow's menu with the dish, 20 portions of it
    await page.goto('/cardapio-diario');
    const date = page.getByLabel('Data do Cardápio');
    await date.click();
    await date.fill(shown(tomorrow));
    await date.press('Enter');
    await expect(page.getByText(/Esta data já tem cardápio|Ainda não há cardápio para esta data/)).toBeVisible();
    await page.getByRole('checkbox', { name: dishName, exact: true }).check();
    await page.getByLabel(`Porções de ${dishName}`).fill('20');
    await page.getByRole('button', { name: 'Salvar Cardápio do Dia' }).click();
    const costs = page.getByRole('region', { name: 'Custo do Cardápio' });
    await expect(costs.getByRole('row').nth(1)).toBeVisible();
    const saved = ((await (await admin.get(`/api/dailymenus?date=${tomorrow}`)).json()) as Menu[])[0]!;
    expect(saved.dishes).toContain(dish.id);
    if (!before) madeMenu = saved.id;
    // the page shows the server's figures: each box and size with its food cost %, red above the target
    const costing = (await (await admin.get(`/api/dailymenus/${saved.id}/costing`)).json()) as {
      cmv_target_percent: number;
      dishes: { name: string; has_recipe: boolean }[];
      boxes: { product_name: string; size: string; cmv_percent: number; over_target: boolean }[];
    };
    expect(costing.dishes.find((d) => d.name === dishName)?.has_recipe).toBe(true);
    await expect(costs.getByText(`Meta de CMV: ${percent(costing.cmv_target_percent)}`)).toBeVisible();
    expect(costing.boxes.length).toBeGreaterThan(0);
    const first = costing.boxes[0]!;
    const row = costs.getByRole('row').nth(1);
    await expect(row).toContainText(first.product_name);
    await expect(row).toContainText(percent(first.cmv_percent));
    // red: the food cost % of every box above the target, and the sentence counting them
    const over = costing.boxes.filter((b) => b.over_target).length;
    await expect(costs.locator('td .costing-over')).toHaveCount(over);
    await expect(costs.getByText(over === 0 ? 'Todas as marmitas dentro da meta.' : over === 1 ? '1 marmita acima da meta.' : `${over} marmitas acima da meta.`)).toBeVisible();
    await expect(costs.getByText('Sem ficha técnica')).toBeVisible({ visible: costing.dishes.some((d) => !d.has_recipe) });

    // the shopping list for tomorrow: 20 portions = 2 kg of rice (1 sack) and 2 kg of chicken bought (2 packs)
    await page.goto('/lista-de-compras');
    await expect(page.getByLabel('Data da lista')).toHaveValue(shown(tomorrow));
    const items = page.getByRole('region', { name: 'Itens da lista' });
    await expect(items.getByRole('row', { name: new RegExp(rice) })).toContainText('1 × saco 5 kg');
    await expect(items.getByRole('row', { name: new RegExp(rice) })).toContainText('R$ 30,00');
    await expect(items.getByRole('row', { name: new RegExp(chicken) })).toContainText('2 × pacote 1 kg');
    await expect(items.getByRole('row', { name: new RegExp(chicken) })).toContainText('R$ 40,00');
    const supplier = page.getByRole('link', { name: 'Enviar ao fornecedor' });
    const chat = decodeURIComponent((await supplier.getAttribute('href'))!.split('text=')[1]!);
    expect(chat).toContain(`${rice}: 1 × saco 5 kg`);
    // the browser's print dialog is not the subject: the test takes the PDF of what it would print
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    const paper = await printed(page);
    expect(Math.round(paper.width)).toBe(595); // A4
    expect(paper.text).toContain(`Lista de Compras — ${shown(tomorrow)}`);
    expect(paper.text).toMatch(new RegExp(`${rice} 1 × saco 5 kg 2(,0)? kg R\\$ 30,00`));
    expect(paper.text).toMatch(new RegExp(`${chicken} 2 × pacote 1 kg 2(,0)? kg R\\$ 40,00`));
    // the app around the list is not on the paper
    expect(paper.text).not.toContain('Enviar ao fornecedor');

    // after lunch: what was left of today's first dish, and where it went
    await page.goto('/sobras-do-dia');
    await expect(page.getByLabel('Dia das sobras')).toHaveValue(shown(today));
    const form = page.getByRole('table', { name: 'Sobras por prato' });
    const firstDish = (await form.getByRole('rowheader').first().innerText()).replace(/registrado$/, '').trim();
    await page.getByLabel(`Sobras de ${firstDish}`).fill('4');
    await chooseOption(page, form, `Destino de ${firstDish}`, 'Doação');
    await page.getByRole('button', { name: 'Registrar Sobras' }).click();
    await expect(page.getByText('Sobras registradas')).toBeVisible();
    await expect(form.getByRole('row', { name: new RegExp(esc(firstDish)) }).getByText('registrado')).toBeVisible();
    const report = (await (await admin.get(`/api/leftovers?from=${addDays(today, -29)}&to=${today}`)).json()) as {
      by_dish: { name: string; left: number; waste_percent: number }[];
    };
    const waste = report.by_dish.find((d) => d.name === firstDish)!;
    expect(waste.left).toBeGreaterThanOrEqual(4);
    const wasteRow = page.getByRole('region', { name: 'Desperdício por prato' }).getByRole('row', { name: new RegExp(esc(firstDish)) });
    await expect(wasteRow).toContainText(percent(waste.waste_percent));
  } finally {
    // tomorrow's menu as it was
    if (madeMenu) await admin.delete(`/api/dailymenus/${madeMenu}`);
    else if (before) await admin.put(`/api/dailymenus/${before.id}`, { data: { date: tomorrow, dishes: before.dishes, portions: before.portions ?? {} } });
    await admin.dispose();
  }
});
