import type { OrderDto, WireStatus } from '../api/types.js';

export type CourierView = Pick<OrderDto, 'status' | 'is_delivery' | 'delivery_user_id'>;

/** Delivery orders every courier sees: waiting for a courier, and on the road (with who took it). */
export const COURIER_SHARED_STATUSES: readonly WireStatus[] = ['ready', 'delivering'];

/**
 * What a courier's board shows (SPEC.md section 2 'Central de Entregas'): delivery orders waiting
 * for a courier, every delivery order on the road (so a second courier sees it was collected,
 * by whom, and gets the disabled 'Coletado por outro entregador'), and the courier's own orders.
 * Pickup orders are handed over at the counter and never reach couriers. The server lists,
 * reads and sends events by this rule; the board keeps events by it.
 */
export function courierSees(order: CourierView, courierId: string): boolean {
  if (order.delivery_user_id === courierId) return true;
  return order.is_delivery && COURIER_SHARED_STATUSES.includes(order.status);
}
