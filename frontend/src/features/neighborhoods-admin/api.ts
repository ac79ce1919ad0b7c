import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { api } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

const LIST_KEY = queryKeys.admin.neighborhoods;
const neighborhoodPath = (id: string) => `/neighborhoods/${encodeURIComponent(id)}`;

/** PUT/POST /neighborhoods body (SPEC section 7). */
export interface NeighborhoodPayload {
  name: string;
  delivery_fee: number;
  is_active: boolean;
}

/** The admin gets every neighbourhood, active or not (plain array). */
export function useAdminNeighborhoods() {
  return useQuery({ queryKey: LIST_KEY, queryFn: () => api.get<NeighborhoodDto[]>('/neighborhoods') });
}

/** The checkout's neighbourhood list shows the same rows. */
function refresh(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: LIST_KEY }),
    qc.invalidateQueries({ queryKey: queryKeys.neighborhoods.active }),
  ]);
}

export function useSaveNeighborhood() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: NeighborhoodPayload }) =>
      id
        ? api.put<NeighborhoodDto>(neighborhoodPath(id), payload)
        : api.post<NeighborhoodDto>('/neighborhoods', payload),
    onSettled: () => refresh(qc),
  });
}

/** The row switch: PUT {is_active} at once, shown before the answer, then the list reloads. */
export function useToggleNeighborhood() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.put<NeighborhoodDto>(neighborhoodPath(id), { is_active: active }),
    onMutate: async ({ id, active }) => {
      await qc.cancelQueries({ queryKey: LIST_KEY });
      const previous = qc.getQueryData<NeighborhoodDto[]>(LIST_KEY);
      qc.setQueryData<NeighborhoodDto[]>(LIST_KEY, (list) =>
        list?.map((n) => (n.id === id ? { ...n, is_active: active, active } : n)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) qc.setQueryData(LIST_KEY, context.previous);
    },
    onSettled: () => refresh(qc),
  });
}

export function useDeleteNeighborhood() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(neighborhoodPath(id)),
    onSettled: () => refresh(qc),
  });
}
