import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CashCloseBody,
  CashClosingDto,
  CashMovementBody,
  CashOpenBody,
  CashSessionDto,
} from '@quentinha/shared/cash/cash';
import { ApiError, api, toQuery } from './client';
import { queryKeys } from './query-keys';

export type {
  CashClosingDto,
  CashMovementDto,
  CashMovementKind,
  CashSalesDto,
  CashSessionDto,
} from '@quentinha/shared/cash/cash';

/** GET /api/cash/current: the open drawer; null while none is open (the server answers 404). */
export async function fetchCurrentCash(signal?: AbortSignal): Promise<CashSessionDto | null> {
  try {
    const session = await api.get<CashSessionDto | null | undefined>('/cash/current', { signal });
    return session && typeof session === 'object' && 'opened_at' in session ? session : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Today's drawer; read again after every change here (sales move it too, so it is never kept long). */
export function useCurrentCash() {
  return useQuery({
    queryKey: queryKeys.cash.current,
    queryFn: ({ signal }) => fetchCurrentCash(signal),
    staleTime: 0,
  });
}

/** GET /api/cash/today (admin, staff): today's drawer even once closed; null when never opened. */
export function useTodaysCash(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.cash.today,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<CashSessionDto>('/cash/today', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}

/** GET /api/cash/sessions?from=&to= (admin): the closed days, newest first as the server sends them. */
export function useCashSessions(range: { from: string; to: string }, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.cash.sessions(range.from, range.to),
    queryFn: ({ signal }) => api.get<CashClosingDto[]>(`/cash/sessions${toQuery(range)}`, { signal }),
    enabled,
  });
}

/** Opening and movements answer with the open drawer as it now stands: it replaces the cached one at once. */
function useCashWrite<P>(path: string, errorTitle: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: P) => api.post<CashSessionDto>(path, payload),
    meta: { errorTitle },
    onSuccess: (session) => {
      qc.setQueryData(queryKeys.cash.current, session);
      void qc.invalidateQueries({ queryKey: queryKeys.cash.all });
    },
  });
}

export const useOpenCash = () => useCashWrite<CashOpenBody>('/cash/open', 'Erro ao abrir o caixa');
export const useCashMovement = () =>
  useCashWrite<CashMovementBody>('/cash/movements', 'Erro ao registrar movimentação');

/** 'Fechar Caixa': answers the closed drawer; no drawer is open any more. */
export function useCloseCash() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: CashCloseBody) => api.post<CashClosingDto>('/cash/close', payload),
    meta: { errorTitle: 'Erro ao fechar o caixa' },
    onSuccess: () => {
      qc.setQueryData(queryKeys.cash.current, null);
      void qc.invalidateQueries({ queryKey: queryKeys.cash.all });
    },
  });
}
