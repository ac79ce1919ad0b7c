import type { DashboardDto } from '@quentinha/shared/api/types';
import { formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { formatBRNumber } from '@quentinha/shared/money/money';
import { toSpreadsheetCsv } from '@/components/csv/spreadsheet-csv';
import { productWithSize } from './format';

export interface CsvFile {
  filename: string;
  content: string;
}

/** Amounts as a Brazilian spreadsheet reads them: '1.234,56'. */
const amount = (reais: number) => formatBRNumber(reais, 2);

/**
 * 'Exportar Relatório' (SPEC section 9): semicolon-separated, named
 * relatorio-{start}_a_{end}.csv after the range days, amounts in Brazilian format with two
 * decimals. A summary block, the sales per day, the best sellers, then the revenue by product with
 * the delivery fees as their own line, separated by blank lines.
 */
export function buildDashboardCsv(data: DashboardDto): CsvFile {
  const { range, metrics } = data;
  const rows: (string | number)[][] = [
    ['Relatório do Dashboard'],
    ['Período', `${formatFullDate(range.start_day)} a ${formatFullDate(range.end_day)}`],
    [],
    ['Resumo'],
    ['Faturamento (R$)', amount(metrics.revenue)],
    ['Taxas de entrega (R$)', amount(metrics.delivery_fees)],
    ['Pedidos', metrics.orders],
    ['Lucro Líquido (R$)', amount(metrics.net_profit)],
    ['Margem (%)', formatBRNumber(metrics.margin_percent, 1)],
    [],
    ['Vendas por Dia'],
    ['Data', 'Pedidos', 'Vendas (R$)'],
    ...data.sales_by_day.map((d) => [formatFullDate(d.day), d.orders, amount(d.revenue)]),
    [],
    ['Produtos Mais Vendidos'],
    ['Produto', 'Quantidade', 'Faturamento (R$)', 'Lucro (R$)'],
    ...data.top_products.map((p) => [productWithSize(p.name, p.size), p.quantity, amount(p.revenue), amount(p.profit)]),
    [],
    // every product, then the fees: the lines add up to the revenue
    ['Faturamento por Produto'],
    ['Produto', 'Quantidade', 'Faturamento (R$)'],
    ...(data.revenue_by_product ?? []).map((p) => [productWithSize(p.name, p.size), p.quantity, amount(p.revenue)]),
    ['Taxas de entrega', '', amount(metrics.delivery_fees)],
    ['Total', '', amount(metrics.revenue)],
  ];
  return {
    filename: `relatorio-${range.start_day}_a_${range.end_day}.csv`,
    content: toSpreadsheetCsv(rows),
  };
}
