import { describe, expect, it } from 'vitest';
import { buildDashboardCsv } from './report-csv';
import { makeDashboard } from './fixtures';

describe('buildDashboardCsv', () => {
  it('names the file after the range and writes summary, days and products with ; and 1.234,56', () => {
    const csv = buildDashboardCsv(makeDashboard());
    expect(csv.filename).toBe('relatorio-2026-03-01_a_2026-03-03.csv');
    // a byte-order mark first, so Excel reads the accents
    expect(csv.content.split('\r\n')).toEqual([
      '\uFEFFRelatório do Dashboard',
      'Período;01/03/2026 a 03/03/2026',
      '',
      'Resumo',
      'Faturamento (R$);1.234,56',
      'Taxas de entrega (R$);52,56',
      'Pedidos;42',
      'Lucro Líquido (R$);151,86',
      'Margem (%);12,3',
      '',
      'Vendas por Dia',
      'Data;Pedidos;Vendas (R$)',
      '01/03/2026;14;400,00',
      '02/03/2026;0;0,00',
      '03/03/2026;28;834,56',
      '',
      'Produtos Mais Vendidos',
      'Produto;Quantidade;Faturamento (R$);Lucro (R$)',
      'Quentinha Tradicional G;18;540,00;234,50',
      'Quentinha Fit P;9;180,00;1.020,25',
      'Refrigerante Lata;7;42,00;21,00',
      '',
      'Faturamento por Produto',
      'Produto;Quantidade;Faturamento (R$)',
      'Quentinha Tradicional G;18;540,00',
      'Quentinha Fit P;30;600,00',
      'Refrigerante Lata;7;42,00',
      // 540 + 600 + 42 + 52,56 = 1.234,56: the fees close the gap to the revenue
      'Taxas de entrega;;52,56',
      'Total;;1.234,56',
    ]);
  });

  it('quotes a field holding the separator and writes negative amounts', () => {
    const csv = buildDashboardCsv(
      makeDashboard({
        metrics: { revenue: 0, orders: 0, product_cost: 0, expenses: 50, net_profit: -50, margin_percent: 0, delivery_fees: 0, receivable: 0 },
        sales_by_day: [],
        top_products: [
          { name: 'Marmita; "especial"', size: 'familia', quantity: 1, revenue: 30, profit: 12, previous_quantity: 0 },
        ],
      }),
    );
    const lines = csv.content.split('\r\n');
    expect(lines).toContain('Lucro Líquido (R$);-50,00');
    expect(lines).toContain('Margem (%);0,0');
    expect(lines).toContain('"Marmita; ""especial"" GG";1;30,00;12,00');
  });
});
