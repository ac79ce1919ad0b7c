import type { CourierShiftDto, ShiftOrderDto } from '@/api/couriers';
import { TIME_ZONE } from '@quentinha/shared/dates/sao-paulo';
import { formatBRNumber } from '@quentinha/shared/money/money';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';
import { summarizeShift } from '@quentinha/shared/orders/shift';
import { paymentLabel } from '@quentinha/shared/payments/payment-method';
import { toSpreadsheetCsv } from '@/components/csv/spreadsheet-csv';

/**
 * The figures 'Meu Turno' shows, in order: label and the server's amount in reais. First what he
 * owes the shop (the cash orders' totals: the change he gave came out of the customer's note, not
 * out of the shop's money) and what he earned, then the rest.
 */
export function shiftFigures(shift: CourierShiftDto): { key: string; label: string; value: number; money: boolean }[] {
  return [
    { key: 'deliveries', label: 'Entregas', value: shift.deliveries, money: false },
    { key: 'hand-in', label: 'A prestar à loja', value: shift.cash_to_hand_in, money: true },
    { key: 'fees', label: 'Taxas de entrega', value: shift.delivery_fees, money: true },
    ...(shift.cash_received > 0
      ? [{ key: 'received', label: 'Já prestado', value: shift.cash_received, money: true }]
      : []),
    { key: 'change', label: 'Troco entregue', value: shift.change_given, money: true },
    { key: 'card', label: 'Cartão', value: shift.card_total, money: true },
    { key: 'pix', label: 'PIX', value: shift.pix_total, money: true },
    { key: 'total', label: 'Total', value: shift.total, money: true },
  ];
}

/** Change the courier handed over on one cash order ('troco para R$ 50' on R$ 32: R$ 18). */
export function changeGiven(order: ShiftOrderDto): number {
  return summarizeShift([order]).change_given;
}

const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** 'HH:mm' in Sao Paulo; '-' for an unreadable time. */
export function deliveredTime(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '-' : timeFormat.format(new Date(t));
}

/** 'Pedro Entregador' -> 'pedro-entregador' (no accents, for a file name). */
export function fileSlug(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'entregador'
  );
}

const amount = (reais: number) => formatBRNumber(reais, 2);

/** The admin's export: turno-{courier}-{yyyy-MM-dd}.csv, the summary then each order. */
export function buildShiftCsv(shift: CourierShiftDto): { filename: string; content: string } {
  const rows: (string | number)[][] = [
    ['Turno do Entregador'],
    ['Entregador', shift.courier.name],
    ['Data', shift.date.split('-').reverse().join('/')],
    [],
    ['Resumo'],
    ...shiftFigures(shift).map((f) => [f.money ? `${f.label} (R$)` : f.label, f.money ? amount(f.value) : f.value]),
    [],
    ['Pedido', 'Entregue às', 'Cliente', 'Bairro', 'Pagamento', 'Total (R$)', 'Troco (R$)', 'Taxa de entrega (R$)'],
    ...shift.orders.map((o) => [
      `#${shortOrderId(o.id)}`,
      deliveredTime(o.delivered_at),
      o.customer_name,
      o.delivery_neighborhood ?? '',
      paymentLabel(o.payment_method),
      amount(o.total_amount),
      amount(changeGiven(o)),
      amount(o.delivery_fee ?? 0),
    ]),
  ];
  return { filename: `turno-${fileSlug(shift.courier.name)}-${shift.date}.csv`, content: toSpreadsheetCsv(rows) };
}
