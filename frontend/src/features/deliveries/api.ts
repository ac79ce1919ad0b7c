import { serviceInstant } from '@quentinha/shared/availability/slots';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderDto, UserDto, WireStatus } from '@quentinha/shared/api/types';
import { isAdmin, isDelivery } from '@quentinha/shared/auth/roles';
import { isTodaySaoPaulo, todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { isAssignedTo } from '@quentinha/shared/orders/order-reader';
import { courierSees } from '@quentinha/shared/orders/visibility';
import { DELIVERY_COLUMNS } from '@quentinha/shared/orders/transitions';
import { ApiError, api, errorMessage } from '@/api/client';
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

/** A send on weak signal that hangs this long is given up and tried again later. */
export const SEND_TIMEOUT_MS = 15_000;

export type DeliveredOutcome =
  | { kind: 'delivered'; order: OrderDto | null }
  /** no answer (no signal, timeout, server down, session to renew): keep it and try again */
  | { kind: 'retry' }
  /** the server said no for good (cancelled, another courier): its sentence says why */
  | { kind: 'refused'; message: string };

/** Network failures, timeouts, 5xx, 401 (the session is renewed or the person signs in again), 408, 429. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || [401, 408, 429].includes(error.status);
}

/**
 * PUT status 'delivered', safe to repeat: when the server refuses, the order is read back, and an
 * order already delivered (an earlier send arrived but its answer was lost, or another tab sent
 * it) counts as done, not as an error.
 */
export async function sendDelivered(orderId: string): Promise<DeliveredOutcome> {
  const path = `/orders/${encodeURIComponent(orderId)}`;
  try {
    const res = await api.put<{ data?: OrderDto } | undefined>(
      `${path}/status`,
      { status: 'delivered' },
      { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
    );
    return { kind: 'delivered', order: res?.data ?? null };
  } catch (error) {
    if (worthRetrying(error)) return { kind: 'retry' };
    try {
      const current = await api.get<{ data?: OrderDto } | undefined>(path, { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      if (current?.data?.status === 'delivered') return { kind: 'delivered', order: current.data };
    } catch (readError) {
      if (worthRetrying(readError)) return { kind: 'retry' };
    }
    return { kind: 'refused', message: errorMessage(error) };
  }
}
