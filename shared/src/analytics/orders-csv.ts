import type { WirePaymentMethod, WireStatus } from '../api/types.js';
import { DATE_NOT_AVAILABLE_SHORT, formatFullDateTime, todaySaoPaulo } from '../dates/sao-paulo.js';
import { itemDisplayName } from '../catalog/sizes.js';
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
  // closing the day (DECISIONS 10.11)
  'Itens',
  'Taxa de entrega',
  'Motivo do cancelamento',
  'Entregador',
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
  /** orderItemsText of its lines */
  items?: string;
  /** reais; 0 for a pickup */
  delivery_fee?: number;
  cancel_reason?: string | null;
  /** the courier's name as recorded on the order */
  courier_name?: string | null;
}

/** One order line as the items column reads it. */
export interface CsvItemSource {
  product_name: string;
  category: string;
  size: unknown;
  quantity: number;
  chosen_dishes: readonly string[] | null;
  extras: readonly { name: string }[] | null;
}

/**
 * The order's lines in one cell: '2x Quentinha M (Frango, Arroz) + Ovo frito; 1x Suco de Caju'.
 * Quentinhas carry their size letter; a drink is named as sold, without a size word.
 */
export function orderItemsText(items: readonly CsvItemSource[]): string {
  return items
    .map((item) => {
      const dishes = item.chosen_dishes?.length ? ` (${item.chosen_dishes.join(', ')})` : '';
      const extras = (item.extras ?? []).map((e) => ` + ${e.name}`).join('');
      return `${item.quantity}x ${itemDisplayName(item.product_name, item.size, item.category)}${dishes}${extras}`;
    })
    .join('; ');
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
    o.items ?? '',
    formatBRNumber(o.delivery_fee ?? 0),
    o.cancel_reason ?? '',
    o.courier_name ?? '',
  ];
}
