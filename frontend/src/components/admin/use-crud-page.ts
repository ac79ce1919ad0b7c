import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/feedback/toast';
import type { AdminResource } from './admin-resource';

export interface CrudTexts {
  /** toast after a delete: 'Prato removido' */
  removed: string;
  /** toast title when it fails: 'Erro ao remover prato' */
  removeFailed: string;
  /** toast title when the row switch fails */
  toggleFailed?: string;
}

/**
 * What the four admin list pages share: the list, the form dialog (new or editing a row), the
 * delete confirmation and the row switch with its busy rows. Each page keeps its own table.
 */
export function useCrudPage<T extends { id: string }>(
  resource: AdminResource<T>,
  texts: CrudTexts,
  toggleWith?: { field: string; shown: (row: T, active: boolean) => T },
) {
  const list = resource.useList();
  const remove = resource.useDelete();
  const toggle = resource.useToggle(toggleWith?.field ?? 'active', toggleWith?.shown ?? ((row) => row));
  const toast = useToast();
  // null: closed; {item: null}: a new one; {item}: editing it
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success(texts.removed),
      onError: (error) => toast.error(texts.removeFailed, errorMessage(error)),
      onSettled: () => setRemoving(null),
    });
  };

  const setActive = (row: T, active: boolean) => {
    setToggling((s) => new Set(s).add(row.id));
    toggle.mutate(
      { id: row.id, active },
      {
        onError: (error) => toast.error(texts.toggleFailed ?? 'Erro ao atualizar status', errorMessage(error)),
        onSettled: () =>
          setToggling((s) => {
            const next = new Set(s);
            next.delete(row.id);
            return next;
          }),
      },
    );
  };

  return {
    list,
    rows: list.data ?? [],
    editing,
    openNew: () => setEditing({ item: null }),
    openEdit: (item: T) => setEditing({ item }),
    closeEditor: () => setEditing(null),
    removing,
    askRemove: setRemoving,
    cancelRemove: () => setRemoving(null),
    confirmRemove,
    removePending: remove.isPending,
    toggling,
    setActive,
  };
}

export type CrudPage<T extends { id: string }> = ReturnType<typeof useCrudPage<T>>;
