import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@/api/client';

/** A back-office catalogue list: its route, its cache entry and the storefront caches showing the same rows. */
export interface AdminResourceOptions<T> {
  /** '/dishes' */
  path: string;
  listKey: QueryKey;
  /** reads the list (default: GET path, a plain array) */
  fetchList?: () => Promise<T[]>;
  /** other cache entries with these rows (the storefront's, the pickers') */
  alsoRefresh?: readonly QueryKey[];
}

/**
 * The list, delete and quick on/off of one admin resource, written once for dishes,
 * neighbourhoods, expenses and products. Saving stays with each form (bodies differ).
 */
export function adminResource<T extends { id: string }>({ path, listKey, fetchList, alsoRefresh = [] }: AdminResourceOptions<T>) {
  const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const refresh = (qc: QueryClient) =>
    Promise.all([listKey, ...alsoRefresh].map((queryKey) => qc.invalidateQueries({ queryKey })));

  return {
    itemPath,
    refresh,
    useList: () => useQuery({ queryKey: listKey, queryFn: fetchList ?? (() => api.get<T[]>(path)) }),
    useDelete: () => {
      const qc = useQueryClient();
      return useMutation({ mutationFn: (id: string) => api.delete<void>(itemPath(id)), onSettled: () => refresh(qc) });
    },
    /**
     * The row switch: PUT `{[field]: active}` at once, the list shows it before the answer
     * (`shown` says how a row reads it), rolled back on error, then the lists reload.
     */
    useToggle: (field: string, shown: (row: T, active: boolean) => T) => {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: ({ id, active }: { id: string; active: boolean }) => api.put<unknown>(itemPath(id), { [field]: active }),
        onMutate: async ({ id, active }) => {
          await qc.cancelQueries({ queryKey: listKey });
          const previous = qc.getQueryData<T[]>(listKey);
          qc.setQueryData<T[]>(listKey, (list) => list?.map((row) => (row.id === id ? shown(row, active) : row)));
          return { previous };
        },
        onError: (_error, _vars, context) => {
          if (context?.previous) qc.setQueryData(listKey, context.previous);
        },
        onSettled: () => refresh(qc),
      });
    },
  };
}

export type AdminResource<T extends { id: string }> = ReturnType<typeof adminResource<T>>;
