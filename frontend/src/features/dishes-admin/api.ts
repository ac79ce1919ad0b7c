import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DishDto } from '@quentinha/shared/api/types';
import type { DishType } from '@quentinha/shared/catalog/categories';
import { api } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { adminResource } from '@/components/admin/admin-resource';

/** POST/PUT /dishes body (SPEC section 7). */
export interface DishPayload {
  name: string;
  type: DishType;
  category: string;
}

/** Every dish (plain array); the storefront's dish picker and the daily-menu builder list the same dishes. */
export const dishes = adminResource<DishDto>({
  path: '/dishes',
  listKey: queryKeys.admin.dishes,
  alsoRefresh: [queryKeys.dishes.forPicker, queryKeys.adminMenu.dishes],
});

export function useSaveDish() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: DishPayload }) =>
      id ? api.put<DishDto>(dishes.itemPath(id), payload) : api.post<DishDto>('/dishes', payload),
    onSettled: () => dishes.refresh(qc),
  });
}
