import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mutationKeys } from '@/api/query-keys';
import { useToast } from '@/components/feedback/toast';
import type { AdminResource, SaveInput } from './admin-resource';

/**
 * The one hook of the admin list pages (dishes, neighbourhoods, expenses, products): the list,
 * save, delete and the row switch, the form dialog (new or editing a row) and the delete
 * confirmation. Each page keeps its own table and form fields. Failures are toasted by the
 * query client from each mutation's `meta`.
 */
export function useCrudPage<T extends { id: string }, P, R>(resource: AdminResource<T, P, R>) {
  const { listKey, texts } = resource;
  const qc = useQueryClient();
  const toast = useToast();
  // null: closed; {item: null}: a new one; {item}: editing it
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const refresh = () => Promise.all(resource.refreshKeys.map((queryKey) => qc.invalidateQueries({ queryKey })));

  const list = useQuery({ queryKey: listKey, queryFn: resource.fetchList });

  const save = useMutation({
    mutationFn: resource.save,
    meta: typeof texts.saveFailed === 'string' ? { errorTitle: texts.saveFailed } : { errorToast: texts.saveFailed },
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: resource.remove,
    meta: { errorTitle: texts.removeFailed },
    onSettled: refresh,
  });

  // the switch moves at once; the list is put back if the server refuses
  const toggleKey = mutationKeys.rowSwitch(listKey);
  const toggle = useMutation({
    mutationKey: toggleKey,
    mutationFn: ({ id, active }: { id: string; active: boolean }) => resource.setActive(id, active),
    meta: { errorTitle: texts.toggleFailed ?? 'Erro ao atualizar status' },
    onMutate: async ({ id, active }) => {
      await qc.cancelQueries({ queryKey: listKey });
      const previous = qc.getQueryData<T[]>(listKey);
      const shown = resource.toggle?.shown ?? ((row: T) => row);
      qc.setQueryData<T[]>(listKey, (rows) => rows?.map((row) => (row.id === id ? shown(row, active) : row)));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) qc.setQueryData(listKey, context.previous);
    },
    onSettled: refresh,
  });
  // rows whose switch waits for the server: every toggle still running, not only the last one
  const toggling = new Set(
    useMutationState({
      filters: { mutationKey: toggleKey, status: 'pending' },
      select: (mutation) => (mutation.state.variables as { id: string }).id,
    }),
  );

  return {
    texts,
    list,
    rows: list.data ?? [],
    editing,
    openNew: () => setEditing({ item: null }),
    openEdit: (item: T) => setEditing({ item }),
    closeEditor: () => setEditing(null),
    save,
    /** saves the row being edited; on success says `texts.saved` and closes the dialog */
    saveEditing: (payload: P) =>
      save.mutate({ id: editing?.item?.id, payload } satisfies SaveInput<P>, {
        onSuccess: () => {
          toast.success(texts.saved);
          setEditing(null);
        },
      }),
    removing,
    askRemove: setRemoving,
    cancelRemove: () => setRemoving(null),
    confirmRemove: () => {
      if (!removing) return;
      remove.mutate(removing.id, { onSuccess: () => toast.success(texts.removed), onSettled: () => setRemoving(null) });
    },
    removePending: remove.isPending,
    toggling,
    setActive: (row: T, active: boolean) => toggle.mutate({ id: row.id, active }),
  };
}

export type CrudPage<T extends { id: string }, P = unknown, R = unknown> = ReturnType<typeof useCrudPage<T, P, R>>;
