import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpeningHours } from '@quentinha/shared/availability/hours';
import type { OrderingSettingsDto } from '@quentinha/shared/api/types';
import type { SchedulingSettings } from '@quentinha/shared/availability/slots';
import { publicSettingsQuery } from '@/api/catalog';
import { api } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/**
 * Hours and scheduling as the server has them now (GET /settings/public): read again on opening
 * the screen, so the form never starts from a storefront visit's cached copy.
 */
export function useAvailabilitySettings() {
  return useQuery({ ...publicSettingsQuery, refetchOnMount: 'always' });
}

function useSaveSettings<T>(path: string, errorTitle: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api.put<T>(path, body),
    meta: { errorTitle },
    // the storefront's open/closed state, its slots and this screen read the public settings
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.settings.public }),
  });
}

/** PUT /settings/hours (admin) */
export const useSaveHours = () => useSaveSettings<OpeningHours>('/settings/hours', 'Erro ao salvar horários');

/** PUT /settings/scheduling (admin) */
export const useSaveScheduling = () =>
  useSaveSettings<SchedulingSettings>('/settings/scheduling', 'Erro ao salvar agendamento');

/** the owner's screen reads it fresh; nothing else keeps a copy */
const ORDERING_KEY = ['admin-settings', 'ordering'] as const;

/** GET /settings/ordering (admin, staff): auto-accept, boxes per website order, PIX timeout. */
export function useOrderingSettings() {
  return useQuery({
    queryKey: ORDERING_KEY,
    queryFn: () => api.get<OrderingSettingsDto>('/settings/ordering'),
    refetchOnMount: 'always',
  });
}

/** PUT /settings/ordering (admin) */
export function useSaveOrderingSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderingSettingsDto) => api.put<OrderingSettingsDto>('/settings/ordering', body),
    meta: { errorTitle: 'Erro ao salvar as configurações de pedidos' },
    onSuccess: (saved) => qc.setQueryData(ORDERING_KEY, saved),
  });
}
