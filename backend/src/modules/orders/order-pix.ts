import type { PixSettingsDto } from '@quentinha/shared/api/types';
import { toReais } from '@quentinha/shared/money/money';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';
import { buildBrCode } from '@quentinha/shared/pix/br-code';
import type { OrderAggregate } from './order.mapper.js';

/**
 * What the owner sees on the bank statement next to the payment: the same short reference the
 * cards, tickets and the tracking page show ('#d94820' -> 'PEDIDOD94820'; DECISIONS 10.9), so
 * one order has one reference wherever a person reads it.
 */
export const pixTxid = (orderId: string) => `PEDIDO${shortOrderId(orderId).toUpperCase()}`;

/**
 * A PIX order of a store with a key (DECISIONS 9.5) waits for the money: it starts as
 * 'awaiting_payment' instead of 'pending'. Call before the order is inserted.
 */
export function awaitPixPayment(draft: OrderAggregate): void {
  if (draft.order.status !== 'pending') return;
  draft.order.status = 'awaiting_payment';
  for (const event of draft.events) if (event.kind === 'created') event.to_status = 'awaiting_payment';
}

/** The static BR Code of an order: its exact total and its reference (txid). */
export function pixFields(orderId: string, totalCents: number, pix: PixSettingsDto): { pix_txid: string; pix_copia_e_cola: string } {
  const txid = pixTxid(orderId);
  return {
    pix_txid: txid,
    pix_copia_e_cola: buildBrCode({
      key: pix.key,
      merchantName: pix.merchant_name,
      merchantCity: pix.merchant_city,
      amount: toReais(totalCents),
      txid,
    }),
  };
}

export function attachPixCode(draft: OrderAggregate, pix: PixSettingsDto): void {
  Object.assign(draft.order, pixFields(draft.order.id, draft.order.total_amount_cents, pix));
}
