import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import { isTodaySaoPaulo, todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { serviceInstant } from '@quentinha/shared/availability/slots';
import { KITCHEN_COLUMNS } from '@quentinha/shared/orders/transitions';
import { queryKeys } from '@/api/query-keys';
import { fetchAllOrders } from '@/components/order-board/board-api';

/** SPEC section 9: the kitchen board polls every 5 s (only while the socket is down). */
export const KITCHEN_POLL_MS = 5000;

/** The statuses the wall shows ('ready' fills two columns: delivery and pickup). */
export const KITCHEN_STATUSES: readonly WireStatus[] = [...new Set(KITCHEN_COLUMNS.map((c) => c.status))];

/** Today's orders (Sao Paulo; a scheduled one on its slot's day) in one of the kitchen's columns. */
export function onKitchenBoard(order: OrderDto, now: Date = new Date()): boolean {
  return KITCHEN_STATUSES.includes(order.status) && isTodaySaoPaulo(serviceInstant(order), now);
}

/**
 * Which events the board keeps: its orders, and today's cancelled ones, so a card it shows can
 * stay marked 'Cancelado' for a moment (the page shows only those it had on screen).
 */
export function admitKitchen(order: OrderDto, now: Date = new Date()): boolean {
  return onKitchenBoard(order, now) || (order.status === 'cancelled' && isTodaySaoPaulo(serviceInstant(order), now));
}

export async function fetchKitchenOrders(signal?: AbortSignal): Promise<OrderDto[]> {
  const list = await fetchAllOrders(
    { period: 'today', status: KITCHEN_STATUSES.join(','), include_scheduled: 'true' },
    signal,
  );
  return list.filter((o) => onKitchenBoard(o));
}

/** Today's key: the board moves to the new day's list on its own after midnight. */
export function useKitchenKey() {
  const day = todaySaoPaulo();
  return useMemo(() => queryKeys.boards.kitchen(day), [day]);
}

export function useKitchenOrders(queryKey: ReturnType<typeof queryKeys.boards.kitchen>, online: boolean) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchKitchenOrders(signal),
    // polling is the fallback while the socket is down; never while the tab is hidden
    refetchInterval: online ? false : KITCHEN_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
