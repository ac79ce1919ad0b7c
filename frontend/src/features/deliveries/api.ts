import { serviceInstant } from '@quentinha/shared/availability/slots';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderDto, UserDto, WireStatus } from '@quentinha/shared/api/types';
import { isAdmin, isDelivery } from '@quentinha/shared/auth/roles';
import { isTodaySaoPaulo, todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { isAssignedTo } from '@quentinha/shared/orders/order-reader';
import { courierSees } from '@quentinha/shared/orders/visibility';
import { DELIVERY_COLUMNS } from '@quentinha/shared/orders/transitions';
import { queryKeys } from '@/api/query-keys';
import { fetchAllOrders } from '@/components/order-board/board-api';

/** SPEC section 9: every 3 s while the socket is down (never while the tab is hidden). */
export const DELIVERIES_POLL_MS = 3000;
/**
 * With the socket up, a slow safety refetch: a courier's socket is not told when another courier
 * collects a ready order (that event goes to the collector's room only).
 */
export const DELIVERIES_ONLINE_REFRESH_MS = 30_000;

export const DELIVERY_STATUSES: readonly WireStatus[] = DELIVERY_COLUMNS.map((c) => c.status);

export type DeliveriesKey = ReturnType<typeof queryKeys.boards.deliveries>;

/** Today's delivery orders in the board's statuses; what the server sends passes as it is. */
export function onDeliveryBoard(order: OrderDto, now: Date = new Date()): boolean {
  return order.is_delivery && DELIVERY_STATUSES.includes(order.status) && isTodaySaoPaulo(serviceInstant(order), now);
}

/** The order's courier, in the shape the shared `isAssignedTo` reads. */
export function assignment(order: OrderDto) {
  return { deliveryUserId: order.delivery_user_id, deliveryUserEmail: order.delivery_user };
}

/**
 * Which event payloads a viewer keeps (the REST list is already filtered by the server):
 * couriers keep what the shared courierSees() allows, admins and others every delivery order.
 */
export function admitDelivery(order: OrderDto, viewer: UserDto | null, now: Date = new Date()): boolean {
  // kept so a card on screen can stay marked 'Cancelado' a moment (the page shows only those)
  if (order.status === 'cancelled') return order.is_delivery && isTodaySaoPaulo(serviceInstant(order), now);
  if (!onDeliveryBoard(order, now)) return false;
  if (!viewer || isAdmin(viewer) || !isDelivery(viewer)) return true;
  return courierSees(order, viewer.id) || isAssignedTo(assignment(order), viewer);
}

/**
 * Today's list; when the period filter gives nothing, the unfiltered list (SPEC section 7),
 * still cut to today on this side. A failing fallback is only a warning.
 */
export async function fetchDeliveries(signal?: AbortSignal): Promise<OrderDto[]> {
  const status = DELIVERY_STATUSES.join(',');
  let list = await fetchAllOrders({ period: 'today', status, include_scheduled: 'true' }, signal);
  if (list.length === 0) {
    try {
      list = await fetchAllOrders({ status }, signal);
    } catch (error) {
      console.warn('Erro ao carregar lista alternativa de entregas', error);
    }
  }
  return list.filter((o) => onDeliveryBoard(o));
}

export function useDeliveriesKey(userId: string) {
  const day = todaySaoPaulo();
  return useMemo(() => queryKeys.boards.deliveries(day, userId), [day, userId]);
}

export function useDeliveries(queryKey: DeliveriesKey, online: boolean) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchDeliveries(signal),
    refetchInterval: online ? DELIVERIES_ONLINE_REFRESH_MS : DELIVERIES_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
