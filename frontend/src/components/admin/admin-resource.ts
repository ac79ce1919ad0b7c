import type { QueryKey } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { ErrorToast } from '@/api/mutation-errors';

/** A save from the form dialog: `id` when editing a row, none for a new one. */
export interface SaveInput<P> {
  id?: string;
  payload: P;
}

/** What an admin page says: its heading and buttons, and the toasts about its rows. */
export interface CrudTexts {
  /** 'Gerenciar Pratos' */
  title: string;
  /** 'Novo Prato' */
  addLabel: string;
  /** 'Erro ao carregar pratos' */
  loadError: string;
  /** 'Prato salvo com sucesso' */
  saved: string;
  /** toast title when saving fails ('Erro ao salvar prato'), or a toast of its own */
  saveFailed: string | ((error: unknown) => ErrorToast);
  /** 'Prato removido' */
  removed: string;
  /** 'Erro ao remover prato' */
  removeFailed: string;
  /** when the row switch fails (default 'Erro ao atualizar status') */
  toggleFailed?: string;
}

/** A back-office catalogue list: its route, its cache entry and the storefront caches showing the same rows. */
export interface AdminResourceOptions<T, P, R> {
  /** '/dishes' */
  path: string;
  listKey: QueryKey;
  /** reads the list (default: GET path, a plain array) */
  fetchList?: () => Promise<T[]>;
  /** saves a row (default: POST path for a new one, PUT path/id for an edit, the payload as body) */
  save?: (input: SaveInput<P>) => Promise<R>;
  /** other cache entries with these rows (the storefront's, the pickers') */
  alsoRefresh?: readonly QueryKey[];
  /** the row switch: the field PUT sends, and how a row reads before the answer comes */
  toggle?: { field: string; shown: (row: T, active: boolean) => T };
  texts: CrudTexts;
}

export const itemPathOf = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/**
 * One admin resource written as data: dishes, neighbourhoods, expenses and products differ only
 * here, and `useCrudPage` turns it into the page's list, mutations and dialogs.
 */
export function adminResource<T extends { id: string }, P, R = unknown>(options: AdminResourceOptions<T, P, R>) {
  const { path } = options;
  return {
    ...options,
    fetchList: options.fetchList ?? (() => api.get<T[]>(path)),
    save:
      options.save ??
      (({ id, payload }: SaveInput<P>) => (id ? api.put<R>(itemPathOf(path, id), payload) : api.post<R>(path, payload))),
    remove: (id: string) => api.delete<void>(itemPathOf(path, id)),
    setActive: (id: string, active: boolean) => api.put<unknown>(itemPathOf(path, id), { [options.toggle?.field ?? 'active']: active }),
    refreshKeys: [options.listKey, ...(options.alsoRefresh ?? [])],
  };
}

export type AdminResource<T extends { id: string }, P = unknown, R = unknown> = ReturnType<typeof adminResource<T, P, R>>;
