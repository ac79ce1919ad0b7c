import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@quentinha/shared/api/types';
import { queryKeys } from '@/api/query-keys';
import { fetchAllOrders } from '@/components/order-board/board-api';
import { queryScope, toOrderQuery, type AnalyticsFilters } from './filters';

/**
 * Every order of the chosen days (or every order while searching), through the list-all helper
 * that pages through pagination.pages with limit 100. A failure is logged; the page then shows
 * an empty list (SPEC section 8).
 */
export function useAnalyticsOrders(f: Pick<AnalyticsFilters, 'start' | 'end' | 'search'>) {
  const params = toOrderQuery(f);
  return useQuery({
    queryKey: queryKeys.analytics.orders(queryScope(f)),
    queryFn: async ({ signal }): Promise<OrderDto[]> => {
      try {
        return await fetchAllOrders(params, signal);
      } catch (error) {
        if ((error as Error)?.name !== 'AbortError') console.error('Erro ao carregar pedidos', error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}
