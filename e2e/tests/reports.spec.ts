import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { ACCOUNTS, apiAs, signInQuickly } from '../support/app.js';

// The owner's reports read the same figures the server computes, and the analysis finds an order
// by a piece of its number.

const brl = (reais: number) =>
  `R$ ${reais.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('the dashboard shows the server figures for this month and exports them as a CSV', async ({ page, baseURL }) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const figures = await (await admin.get('/api/analytics/dashboard?period=thisMonth')).json();
  await admin.dispose();
  expect(figures.metrics.orders).toBeGreaterThan(0); // the demo data has sales this month

  await signInQuickly(page, ACCOUNTS.admin);
  await page.goto('/dashboard');
  await expect(page.getByRole('group', { name: 'Faturamento' })).toContainText(brl(figures.metrics.revenue));
  await expect(page.getByRole('group', { name: 'Pedidos' })).toContainText(String(figures.metrics.orders));
  await expect(page.getByRole('group', { name: 'Lucro Líquido' })).toContainText(brl(figures.metrics.net_profit));
  // percentages in Brazilian form: '36,7%'
  await expect(page.getByRole('group', { name: 'Margem' })).toContainText(
    `${figures.metrics.margin_percent.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`,
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Exportar Relatório/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`relatorio-${figures.range.start_day}_a_${figures.range.end_day}.csv`);
});

test('the analysis finds an order by part of its number, whatever the punctuation', async ({ page, baseURL }) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const { data } = await (await admin.get('/api/orders?period=today&limit=50')).json();
  await admin.dispose();
  // a suffix with a letter: six digits could also be read as a phone or an order number
  const suffix = data.map((o: { id: string }) => o.id.slice(-6)).find((s: string) => /[a-f]/.test(s));

  await signInQuickly(page, ACCOUNTS.admin);
  await page.goto('/analise-pedidos');
  await expect(page.getByRole('heading', { name: /Lista Detalhada de Pedidos \(\d+\)/ })).toBeVisible();
  await page.getByLabel('Buscar pedido').fill(`#${suffix.slice(0, 3)}-${suffix.slice(3).toUpperCase()}`);
  await expect(page.getByRole('heading', { name: /Lista Detalhada de Pedidos \(\d+\)/ })).toContainText('(1)');
  await expect(page.getByText(`#${suffix}`)).toBeVisible();
});

test('the analysis agrees with the dashboard, and its export has one line per order', async ({ page, baseURL }) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const dashboard = await (await admin.get('/api/analytics/dashboard?period=thisMonth')).json();
  const { start_day, end_day } = dashboard.range;
  const analysis = await (await admin.get(`/api/analytics/orders?start=${start_day}&end=${end_day}`)).json();
  await admin.dispose();
  expect(analysis.sales.orders).toBe(dashboard.metrics.orders);

  await signInQuickly(page, ACCOUNTS.admin);
  await page.goto('/analise-pedidos');
  await expect(page.getByRole('group', { name: 'Total Pedidos' })).toContainText(String(dashboard.metrics.orders));
  await expect(page.getByRole('group', { name: 'Faturamento' })).toContainText(brl(dashboard.metrics.revenue));
  await expect(page.getByRole('heading', { name: `Lista Detalhada de Pedidos (${analysis.matched})` })).toBeVisible();
  // the list shows one page of 10 (SPEC section 9), fetched from the server
  const list = page.getByRole('region', { name: 'Lista Detalhada de Pedidos' });
  await expect(list.getByRole('button', { name: /^Ver detalhes do pedido #/ })).toHaveCount(Math.min(10, analysis.matched));

  const download = page.waitForEvent('download');
  // a download link (antd renders the button with href as an anchor)
  await page.getByRole('link', { name: /Exportar Dados/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analise-pedidos-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await file.path())!)).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trimEnd().split('\r\n');
  // issue 27: what was in it, the fee, why it was cancelled and who carried it
  expect(lines[0]).toBe(
    'Pedido;Data;Cliente;WhatsApp;Status;Tipo;Bairro;Pagamento;Total;Itens;Taxa de entrega;Motivo do cancelamento;Entregador',
  );
  expect(lines).toHaveLength(1 + analysis.matched);
});

test("'Relatórios' shows the figures the server computes for the period", async ({ page, baseURL }) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const reports = await (await admin.get('/api/analytics/reports?period=thisMonth')).json();
  await admin.dispose();
  expect(reports.orders).toBeGreaterThan(0);

  await signInQuickly(page, ACCOUNTS.admin);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Relatórios' }).click();
  await expect(page.getByRole('group', { name: 'Ticket Médio' })).toContainText(brl(reports.average_ticket));
  await expect(page.getByRole('group', { name: 'Clientes' })).toContainText(String(reports.customers.total));
  await expect(page.getByLabel('Pratos Vendidos')).toContainText(reports.dishes[0].dish);
  await expect(page.getByLabel('Pedidos por Dia e Hora').locator('svg')).toBeVisible();
});
