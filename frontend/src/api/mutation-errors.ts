import { MutationCache } from '@tanstack/react-query';
import { errorMessage } from './client';

/** An error toast: a title, and under it the server's sentence when there is one. */
export interface ErrorToast {
  title: string;
  description?: string;
}

/**
 * What a mutation says when it fails, declared beside it instead of an `onError` per call site.
 * A type alias, not an interface: TanStack only takes a meta that is a plain record.
 */
export type MutationErrorMeta = {
  /** the toast's title, 'Erro ao salvar bairro'; the server's sentence goes under it */
  errorTitle?: string;
  /** a toast of its own, for a call site with a special message ('Credenciais Inválidas' for the login) */
  errorToast?: (error: unknown) => ErrorToast;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}

/** Without a meta the server's sentence is the title: every failure says something. */
export function errorToastFor(error: unknown, meta: MutationErrorMeta | undefined): ErrorToast {
  if (meta?.errorToast) return meta.errorToast(error);
  if (meta?.errorTitle) return { title: meta.errorTitle, description: errorMessage(error) };
  return { title: errorMessage(error) };
}

type ShowErrorToast = (title: string, description?: string) => void;
let showErrorToast: ShowErrorToast = () => {};

/** The toasts live inside React, the query client outside: the toast provider hands its `error` over here. */
export function setMutationErrorToast(show: ShowErrorToast): void {
  showErrorToast = show;
}

/** The one place a failed mutation is shown to the person (and logged whole for whoever opens the console). */
export function makeMutationCache(): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const toast = errorToastFor(error, mutation.meta);
      console.error(toast.title, error);
      showErrorToast(toast.title, toast.description);
    },
  });
}
