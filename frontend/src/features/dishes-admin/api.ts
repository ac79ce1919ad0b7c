import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DishDto } from '@quentinha/shared/api/types';
import type { DishType } from '@quentinha/shared/catalog/categories';
import { api } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

const LIST_KEY = queryKeys.admin.dishes;
const dishPath = (id: string) => `/dishes/${encodeURIComponent(id)}`;

/** POST/PUT /dishes body (SPEC section 7). */
export interface DishPayload {
  name: string;
  type: DishType;
  category: string;
}

/** Every dish, grouped by type by the server (plain array). */
export function useAdminDishes() {
  return useQuery({ queryKey: LIST_KEY, queryFn: () => api.get<DishDto[]>('/dishes') });
}

/** The storefront's dish picker and the daily-menu builder list the same dishes. */
function refresh(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: LIST_KEY }),
    qc.invalidateQueries({ queryKey: queryKeys.dishes.forPicker }),
    qc.invalidateQueries({ queryKey: queryKeys.adminMenu.dishes }),
  ]);
}

export function useSaveDish() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: DishPayload }) =>
      id ? api.put<DishDto>(dishPath(id), payload) : api.post<DishDto>('/dishes', payload),
    onSettled: () => refresh(qc),
  });
}

export function useDeleteDish() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(dishPath(id)),
    onSettled: () => refresh(qc),
  });
}
