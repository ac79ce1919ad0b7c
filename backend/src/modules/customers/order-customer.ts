import type { MarketingConsentDto } from '@quentinha/shared/customers/types';
import type { EntityManager } from 'typeorm';
import type { Statement } from '../../common/database/plain-sql.js';
import { keepConsentText } from './consent-texts.js';
import { customerUpsert, setMarketing } from './customer-identity.js';

type NewOrder = { id: string; whatsapp: string; customer_name: string; created_at: Date };

/**
 * DECISIONS 10.1: every order creates or updates its customer. The statement (RETURNING the
 * customer's id) goes with the order's own insert, in its transaction; null for an order with no
 * usable number.
 */
export function customerOfNewOrder(order: NewOrder): Statement | null {
  return customerUpsert({ whatsapp: order.whatsapp, name: order.customer_name, at: order.created_at });
}

/**
 * DECISIONS 10.2: when the checkout's box was ticked, the opt-in under the text version shown, in
 * the order's transaction after its customer is written. An unticked box changes nothing: an
 * opted-out customer stays out.
 */
export async function optInAtCheckout(
  tx: EntityManager,
  customerId: string,
  order: NewOrder,
  optedInUnder: MarketingConsentDto,
): Promise<void> {
  await keepConsentText(tx, optedInUnder);
  await setMarketing(tx, customerId, true, 'checkout', { text_version: optedInUnder.version, order_id: order.id }, order.created_at);
}
