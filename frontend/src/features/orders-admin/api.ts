import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDto } from '@quentinha/shared/api/types';
import { api } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { fetchAllOrders } from '@/components/order-board/board-api';
import { toQueryParams, type OrdersFilters } from './filters';


/** `pollSeconds` 0 is manual; polling only while the socket is down and the tab visible. */
export function useAdminOrders(filters: OrdersFilters, pollSeconds: number, online: boolean) {
  return useQuery({
    queryKey: queryKeys.boards.admin(filters),
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
    meta: { errorTitle: 'Erro ao salvar pedido' },
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.boards.adminAll }),
  });
}

export function useDeleteOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/orders/${encodeURIComponent(id)}`),
    // the title alone, as SPEC section 8 words it
    meta: { errorToast: () => ({ title: 'Erro ao excluir pedido' }) },
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.boards.adminAll }),
  });
}
