import type { WirePaymentMethod } from '../api/types.js';
import type { CourierCashFigures, CourierCashReceiptDto } from '../cash/cash.js';
import { toCents, toReais } from '../money/money.js';

/**
 * A courier's shift ('Meu Turno' in Central de Entregas, and the admin's per-courier view):
 * what he delivered and the money he carries back. Money in reais with 2 decimals.
 */

/** One delivered order as the shift reads it. */
export interface ShiftOrderInput {
  payment_method: WirePaymentMethod;
  total_amount: number;
  /** cash only: the note the customer pays with */
  change_for: number | null;
  /** the order's delivery fee (0 for a pickup); absent counts as 0 */
  delivery_fee?: number;
}

export interface ShiftSummary {
  deliveries: number;
  /** totals of the cash orders: what the customer owes in cash */
  cash_collected: number;
  /** sum over cash orders of change_for - total (never negative): the change handed out */
  change_given: number;
  /** credit and debit card totals */
  card_total: number;
  pix_total: number;
  /** every order's total */
  total: number;
  /** the delivery fees of these orders: what the courier earned (DECISIONS 10.11) */
  delivery_fees: number;
}

const CARD: readonly WirePaymentMethod[] = ['credit_card', 'debit_card'];

/** Figures of a shift; summed in centavos so 0.1 + 0.2 stays 0.30. */
export function summarizeShift(orders: readonly ShiftOrderInput[]): ShiftSummary {
  let cash = 0;
  let change = 0;
  let card = 0;
  let pix = 0;
  let total = 0;
  let fees = 0;
  for (const order of orders) {
    const cents = toCents(order.total_amount);
    total += cents;
    fees += toCents(order.delivery_fee ?? 0);
    if (order.payment_method === 'cash') {
      cash += cents;
      if (order.change_for != null) change += Math.max(0, toCents(order.change_for) - cents);
    } else if (CARD.includes(order.payment_method)) card += cents;
    else if (order.payment_method === 'pix') pix += cents;
  }
  return {
    deliveries: orders.length,
    cash_collected: toReais(cash),
    change_given: toReais(change),
    card_total: toReais(card),
    pix_total: toReais(pix),
    total: toReais(total),
    delivery_fees: toReais(fees),
  };
}

/** GET /api/couriers: an active courier for the dispatch choice, those connected now first. */
export interface CourierDto {
  id: string;
  name: string;
  phone: string | null;
  online: boolean;
  /** orders this courier carries now (status delivering) */
  active_orders: number;
}

/** One order of a shift, in delivery order. */
export interface ShiftOrderDto {
  id: string;
  order_number: number;
  customer_name: string;
  delivery_neighborhood: string | null;
  payment_method: WirePaymentMethod;
  total_amount: number;
  change_for: number | null;
  delivery_fee: number;
  /** when it was marked delivered (ISO) */
  delivered_at: string;
}

/** GET /api/couriers/shift?date=yyyy-MM-dd&courier_id=: one courier's Sao Paulo day. */
export interface CourierShiftDto extends ShiftSummary, CourierCashFigures {
  date: string;
  courier: { id: string; name: string };
  orders: ShiftOrderDto[];
  /** the hand-overs of that day's cash to the shop, oldest first */
  cash_receipts: CourierCashReceiptDto[];
}
