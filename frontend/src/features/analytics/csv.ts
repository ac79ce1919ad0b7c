import type { OrderDto } from '@quentinha/shared/api/types';
import { DATE_NOT_AVAILABLE_SHORT, todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { formatBRNumber } from '@quentinha/shared/money/money';
import { statusLabel } from '@quentinha/shared/orders/status';
import { paymentLabel } from '@quentinha/shared/payments/payment-method';
import { toSpreadsheetCsv } from '@/components/csv/spreadsheet-csv';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';
import { formatAnalysisDateTime } from './format';

export const CSV_HEADER = ['Pedido', 'Data', 'Cliente', 'WhatsApp', 'Status', 'Tipo', 'Bairro', 'Pagamento', 'Total'];

/** 'analise-pedidos-{today in Sao Paulo}.csv' (SPEC section 9). */
export function csvFileName(now: Date = new Date()): string {
  return `analise-pedidos-${todaySaoPaulo(now)}.csv`;
}

/** One row per order, semicolon separated, amounts as '1.234,56', behind a byte-order mark. */
export function buildOrdersCsv(orders: readonly OrderDto[]): string {
  const rows = orders.map((o) => [
    shortOrderId(o.id),
    formatAnalysisDateTime(o.created_at, DATE_NOT_AVAILABLE_SHORT),
    o.customer_name,
    o.whatsapp,
    statusLabel(o.status),
    o.is_delivery ? 'Entrega' : 'Retirada',
    o.is_delivery ? (o.delivery_neighborhood ?? '') : '',
    paymentLabel(o.payment_method),
    formatBRNumber(o.total_amount),
  ]);
  return toSpreadsheetCsv({ fields: CSV_HEADER, data: rows });
}
