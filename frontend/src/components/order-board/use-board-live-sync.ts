import type { QueryKey } from '@tanstack/react-query';
import type { AdmitOrder } from '@/realtime/order-list-cache';
import { useLiveOrders } from '@/realtime/use-live-orders';

export interface LiveSync {
  online: boolean;
}

/**
 * A board's cached list kept live by the one realtime hook (useLiveOrders): events applied with
 * setQueryData (one card changes, not the board), a refetch on every server 'resync' and a slow
 * safety refetch while live. `admit` decides whether an order belongs on the board.
 */
export function useBoardLiveSync(queryKey: QueryKey, admit: AdmitOrder): LiveSync {
  const { connected } = useLiveOrders({ listKey: queryKey, accept: admit });
  return { online: connected };
}
