import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDto } from '@quentinha/shared/api/types';
import { api } from '@/api/client';
import { BOARD_KEY, fetchAllOrders } from '@/components/order-board/board-api';
import { toQueryParams, type OrdersFilters } from './filters';

export const adminOrdersKey = (f: OrdersFilters) => [...BOARD_KEY, 'admin', f] as const;
export const ADMIN_ORDERS_BASE = [...BOARD_KEY, 'admin'] as const;

/** `pollSeconds` 0 is manual; polling only while the socket is down and the tab visible. */
export function useAdminOrders(filters: OrdersFilters, pollSeconds: number, online: boolean) {
  return useQuery({
    queryKey: adminOrdersKey(filters),
    queryFn: ({ signal }) => fetchAllOrders(toQueryParams(filters), signal),
    refetchInterval: online || pollSeconds === 0 ? false : pollSeconds * 1000,
    refetchIntervalInBackground: false,
    placeholderData: (previous) => previous,
  });
}

/** PUT /api/orders/:id body of the edit dialog (SPEC section 7). */
export interface OrderEditPayload {
  status: string;
  notes: string | null;
  delivery: { isDelivery: boolean; address?: { street: string; neighborhood: string } };
  timing: { orderDate: string };
}

export function useUpdateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OrderEditPayload }) =>
      api.put<{ data: OrderDto }>(`/orders/${encodeURIComponent(id)}`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_ORDERS_BASE }),
  });
}

export function useDeleteOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/orders/${encodeURIComponent(id)}`),
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_ORDERS_BASE }),
  });
}
