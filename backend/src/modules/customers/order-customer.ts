import type { MarketingConsentDto } from '@quentinha/shared/customers/types';
import type { EntityManager } from 'typeorm';
import { keepConsentText } from './consent-texts.js';
import { setMarketing, upsertCustomerForOrder } from './customer-identity.js';

/**
 * The hook the order's transaction calls (DECISIONS 10.1, 10.2): the order's customer, created or
 * updated, and — when the checkout's box was ticked — the opt-in under the text version shown.
 * An unticked box changes nothing: an opted-out customer stays out.
 */
export async function customerOfNewOrder(
  tx: EntityManager,
  order: { id: string; whatsapp: string; customer_name: string; created_at: Date },
  optedInUnder: MarketingConsentDto | null,
): Promise<string | null> {
  const customerId = await upsertCustomerForOrder(tx, { whatsapp: order.whatsapp, name: order.customer_name, at: order.created_at });
  if (customerId && optedInUnder) {
    await keepConsentText(tx, optedInUnder);
    await setMarketing(tx, customerId, true, 'checkout', { text_version: optedInUnder.version, order_id: order.id }, order.created_at);
  }
  return customerId;
}
