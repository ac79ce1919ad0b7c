import { randomUUID } from 'node:crypto';
import type { OrderingSettingsDto } from '@quentinha/shared/api/types';
import { boxesInOrder } from '@quentinha/shared/availability/portions';
import { ORDERING_MESSAGES } from '@quentinha/shared/settings/ordering';
import { conflict } from '../../common/errors/domain-error.js';
import type { OrderEvent } from './order.entity.js';
import type { OrderAggregate } from './order.mapper.js';

/** Who the order history names when the shop's own setting accepted an order (DECISIONS 10.9). */
export const AUTO_ACCEPT_BY = 'Loja';

/**
 * DECISIONS 10.8: a website order holds at most `max_boxes_per_order` boxes, so that one stranger
 * cannot take the day's portions; a larger order is a conversation with the shop.
 */
export function checkBoxLimit(lines: readonly { category: string; quantity: number }[], settings: OrderingSettingsDto): void {
  if (boxesInOrder(lines) > settings.max_boxes_per_order) throw conflict(ORDERING_MESSAGES.tooManyBoxes(settings.max_boxes_per_order));
}

/**
 * DECISIONS 10.9: with `auto_accept`, a website order paid on delivery or at the counter (cash,
 * cards) is confirmed as it is created, so it reaches the kitchen at once; its history shows it
 * placed by the website and accepted by the shop in the same instant. A PIX order is left alone:
 * it still waits for its money ('awaiting_payment') or for the shop ('pending', no PIX key).
 */
export function acceptAutomatically(draft: OrderAggregate, settings: OrderingSettingsDto, now: Date): void {
  const { order } = draft;
  if (!settings.auto_accept || order.payment_method === 'pix' || order.status !== 'pending') return;
  order.status = 'confirmed';
  // the kitchen's clock for this order starts now, as for one the owner confirmed
  order.confirmed_at = now;
  const accepted = Object.assign({} as OrderEvent, {
    id: randomUUID(),
    order_id: order.id,
    kind: 'status',
    from_status: 'pending',
    to_status: 'confirmed',
    reason: null,
    user_id: null,
    user_name: AUTO_ACCEPT_BY,
    at: now,
  });
  draft.events.push(accepted);
}
