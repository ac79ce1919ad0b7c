import type { WirePaymentMethod, WireStatus } from '../api/types.js';
import { DATE_NOT_AVAILABLE_SHORT, formatFullDateTime, todaySaoPaulo } from '../dates/sao-paulo.js';
import { formatBRNumber } from '../money/money.js';
import { shortOrderId } from '../orders/order-reader.js';
import { statusLabel } from '../orders/status.js';
import { paymentLabel } from '../payments/payment-method.js';

/** 'Exportar Dados' of 'Análise de Pedidos': the columns, one line per order. */
export const ORDERS_CSV_HEADER = [
  'Pedido',
  'Data',
  'Cliente',
  'WhatsApp',
  'Status',
  'Tipo',
  'Bairro',
  'Pagamento',
  'Total',
];

/** 'analise-pedidos-{today in Sao Paulo}.csv' (SPEC section 9). */
export function ordersCsvFileName(now: Date = new Date()): string {
  return `analise-pedidos-${todaySaoPaulo(now)}.csv`;
}

/** What one line needs of an order (the REST shape has it; so has the server's row). */
export interface OrderCsvSource {
  id: string;
  created_at: unknown;
  customer_name: string;
  whatsapp: string;
  status: WireStatus | string;
  is_delivery: boolean;
  delivery_neighborhood: string | null;
  payment_method: WirePaymentMethod | string;
  /** reais */
  total_amount: number;
}

/** Brazilian dates, labels and amounts ('1.234,50'); a pickup has no neighbourhood. */
export function orderCsvRow(o: OrderCsvSource): string[] {
  return [
    shortOrderId(o.id),
    formatFullDateTime(o.created_at, DATE_NOT_AVAILABLE_SHORT),
    o.customer_name,
    o.whatsapp,
    statusLabel(o.status),
    o.is_delivery ? 'Entrega' : 'Retirada',
    o.is_delivery ? (o.delivery_neighborhood ?? '') : '',
    paymentLabel(o.payment_method),
    formatBRNumber(o.total_amount),
  ];
}
