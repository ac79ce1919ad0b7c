import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { api } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { adminResource } from '@/components/admin/admin-resource';

/** PUT/POST /neighborhoods body (SPEC section 7). */
export interface NeighborhoodPayload {
  name: string;
  delivery_fee: number;
  is_active: boolean;
}

/** Every neighbourhood, active or not (plain array); the checkout's list shows the same rows. */
export const neighborhoods = adminResource<NeighborhoodDto>({
  path: '/neighborhoods',
  listKey: queryKeys.admin.neighborhoods,
  alsoRefresh: [queryKeys.neighborhoods.active],
});

/** The row switch sends {is_active}. */
export const NEIGHBORHOOD_TOGGLE = {
  field: 'is_active',
  shown: (n: NeighborhoodDto, active: boolean): NeighborhoodDto => ({ ...n, is_active: active, active }),
};

export function useSaveNeighborhood() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: NeighborhoodPayload }) =>
      id
        ? api.put<NeighborhoodDto>(neighborhoods.itemPath(id), payload)
        : api.post<NeighborhoodDto>('/neighborhoods', payload),
    onSettled: () => neighborhoods.refresh(qc),
  });
}
