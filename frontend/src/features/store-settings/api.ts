import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSettingsDto } from '@quentinha/shared/api/types';
import { api } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** GET /settings/store (admin): stored values over the environment's defaults. */
export function useStoreSettings() {
  return useQuery({ queryKey: queryKeys.adminSettings.store, queryFn: () => api.get<StoreSettingsDto>('/settings/store') });
}

export type StoreSettingsPayload = Omit<StoreSettingsDto, 'pickup_address' | 'city'> & { pickup_address: string; city: string };

export function useSaveStoreSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: StoreSettingsPayload) => api.put<StoreSettingsDto>('/settings/store', payload),
    meta: { errorTitle: 'Erro ao salvar dados da loja' },
    onSuccess: (saved) => {
      qc.setQueryData(queryKeys.adminSettings.store, saved);
      // the storefront hero, the cart's WhatsApp number and the PIX flag come from here
      void qc.invalidateQueries({ queryKey: queryKeys.settings.public });
    },
  });
}
