import type { PixSettingsDto } from '@quentinha/shared/api/types';
import { toReais } from '@quentinha/shared/money/money';
import { buildBrCode } from '@quentinha/shared/pix/br-code';
import type { OrderAggregate } from './order.mapper.js';

/** What the owner sees on the bank statement next to the payment: the order number. */
export const pixTxid = (orderNumber: number) => `PEDIDO${orderNumber}`;

/**
 * A PIX order of a store with a key (DECISIONS 9.5) waits for the money: it starts as
 * 'awaiting_payment' instead of 'pending'. Call before the order is inserted.
 */
export function awaitPixPayment(draft: OrderAggregate): void {
  if (draft.order.status !== 'pending') return;
  draft.order.status = 'awaiting_payment';
  for (const event of draft.events) if (event.kind === 'created') event.to_status = 'awaiting_payment';
}

/** The static BR Code with the exact total; needs the order number (txid), so inside the insert. */
export function attachPixCode(draft: OrderAggregate, pix: PixSettingsDto): void {
  const txid = pixTxid(draft.order.order_number);
  draft.order.pix_txid = txid;
  draft.order.pix_copia_e_cola = buildBrCode({
    key: pix.key,
    merchantName: pix.merchant_name,
    merchantCity: pix.merchant_city,
    amount: toReais(draft.order.total_amount_cents),
    txid,
  });
}
