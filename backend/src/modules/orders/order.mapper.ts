import type { OrderDto, OrderItemDto, OrderStatusChangeDto } from '@quentinha/shared/api/types';
import { toReais } from '@quentinha/shared/money/money';
import type { Order, OrderEvent, OrderItem } from './order.entity.js';

export interface OrderAggregate {
  order: Order;
  items: OrderItem[];
  events: OrderEvent[];
}

const iso = (value: Date) => new Date(value).toISOString();

function toItemResponse(item: OrderItem): OrderItemDto {
  return {
    id: item.id,
    product_id: item.product_id,
    product_name: item.product_name,
    category: item.category,
    size: item.size,
    quantity: item.quantity,
    unit_price: toReais(item.unit_price_cents),
    total_price: toReais(item.unit_price_cents * item.quantity),
    unit_cost: toReais(item.unit_cost_cents),
    chosen_dishes: item.chosen_dishes ?? [],
    // what they cost the shop is in unit_cost: the line names only what the customer paid for
    extras: (item.extras ?? []).map((e) => ({ id: e.id, name: e.name, price: toReais(e.price_cents) })),
    notes: item.notes,
    // SQLite hands booleans back as 0/1 on raw reads
    done: Boolean(item.done),
    credits_used: Number(item.credits_used ?? 0),
  };
}

function toStatusHistory(events: readonly OrderEvent[]): OrderStatusChangeDto[] {
  return (
    [...events]
      .filter((e) => e.to_status !== null)
      // same millisecond: creation first
      .sort(
        (a, b) =>
          new Date(a.at).getTime() - new Date(b.at).getTime() ||
          Number(b.kind === 'created') - Number(a.kind === 'created'),
      )
      .map((e) => ({
        from: e.from_status,
        to: e.to_status!,
        at: iso(e.at),
        by_user_id: e.user_id,
        by_name: e.user_name,
        reason: e.reason ?? null,
      }))
  );
}

/**
 * The one REST shape of an order, used by HTTP responses and by the realtime events.
 * The tracking token only goes out when asked for (creation response, admin and staff).
 */
export function toOrderResponse(
  order: Order,
  items: readonly OrderItem[],
  events: readonly OrderEvent[],
  { includeToken }: { includeToken: boolean },
): OrderDto {
  const dto: OrderDto = {
    id: order.id,
    order_number: order.order_number,
    customer_name: order.customer_name,
    whatsapp: order.whatsapp,
    customer_user_id: order.customer_user_id,
    items: [...items].sort((a, b) => a.position - b.position).map(toItemResponse),
    subtotal: toReais(order.subtotal_cents),
    delivery_fee: toReais(order.delivery_fee_cents),
    total_amount: toReais(order.total_amount_cents),
    total_cost: toReais(order.total_cost_cents),
    order_date: order.order_date,
    status: order.status,
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    change_for: order.change_for_cents == null ? null : toReais(order.change_for_cents),
    is_delivery: Boolean(order.is_delivery),
    delivery_neighborhood_id: order.delivery_neighborhood_id,
    delivery_neighborhood: order.delivery_neighborhood,
    delivery_address: order.delivery_address,
    delivery_user_id: order.delivery_user_id,
    delivery_user: order.delivery_user_email,
    delivery_user_name: order.delivery_user_name,
    notes: order.notes,
    source: order.source,
    created_by: order.created_by,
    created_by_name: order.created_by_name,
    status_history: toStatusHistory(events),
    cancel_reason: order.cancel_reason ?? null,
    scheduled_for: order.scheduled_for ?? null,
    // DECISIONS 10.6: 'Pago com crédito' on the cards
    paid_with_credit: items.some((item) => Number(item.credits_used ?? 0) > 0),
    // DECISIONS 10.5: the company whose tab it is on, with the member as ordered
    company: order.company_id
      ? { id: order.company_id, name: order.company_name ?? '', member_id: order.company_member_id ?? '', member_name: order.company_member_name ?? order.customer_name }
      : null,
    pix: order.pix_copia_e_cola ? { copia_e_cola: order.pix_copia_e_cola, txid: order.pix_txid ?? '' } : null,
    created_at: iso(order.created_at),
    updated_at: iso(order.updated_at),
  };
  if (includeToken) dto.tracking_token = order.tracking_token;
  return dto;
}

export const toAggregateResponse = (a: OrderAggregate, opts: { includeToken: boolean }) =>
  toOrderResponse(a.order, a.items, a.events, opts);
