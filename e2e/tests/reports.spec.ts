import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, signIn } from '../support/app.js';

// The owner's reports read the same figures the server computes, and the analysis finds an order
// by a piece of its number.

const brl = (reais: number) =>
  `R$ ${reais.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('the dashboard shows the server figures for this month and exports them as a CSV', async ({ page, baseURL }) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const figures = await (await admin.get('/api/analytics/dashboard?period=thisMonth')).json();
  await admin.dispose();
  expect(figures.metrics.orders).toBeGreaterThan(0); // the demo data has sales this month

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/dashboard');
  await expect(page.getByRole('group', { name: 'Faturamento' })).toContainText(brl(figures.metrics.revenue));
  await expect(page.getByRole('group', { name: 'Pedidos' })).toContainText(String(figures.metrics.orders));
  await expect(page.getByRole('group', { name: 'Lucro Líquido' })).toContainText(brl(figures.metrics.net_profit));
  await expect(page.getByRole('group', { name: 'Margem' })).toContainText(
    `${figures.metrics.margin_percent.toFixed(1)}%`,
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Exportar Relatório/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`relatorio-${figures.range.start_day}_a_${figures.range.end_day}.csv`);
});

test('the analysis finds an order by part of its number, whatever the punctuation', async ({ page, baseURL }) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const { data } = await (await admin.get('/api/orders?period=today&limit=1')).json();
  await admin.dispose();
  const suffix = data[0].id.slice(-6);

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/analise-pedidos');
  await expect(page.getByRole('heading', { name: /Lista Detalhada de Pedidos \(\d+\)/ })).toBeVisible();
  await page.getByLabel('Buscar pedido').fill(`#${suffix.slice(0, 3)}-${suffix.slice(3).toUpperCase()}`);
  await expect(page.getByRole('heading', { name: /Lista Detalhada de Pedidos \(\d+\)/ })).toContainText('(1)');
  await expect(page.getByText(`#${suffix}`)).toBeVisible();
});
