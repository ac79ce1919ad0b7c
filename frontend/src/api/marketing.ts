import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarketingChoiceDto,
  MarketingConsentDto,
  MarketingConsentHistoryDto,
} from '@quentinha/shared/customers/types';
import { api } from './client';
import { queryKeys } from './query-keys';

// The daily-menu consent (DECISIONS 10.2), where the checkout, the tracking page and 'Dados da Loja' meet.

const consentKey = ['admin-settings', 'marketing-consent'] as const;

/** GET /api/settings/marketing-consent (admin): the current text and every earlier version. */
export function useConsentHistory() {
  return useQuery({
    queryKey: consentKey,
    queryFn: () => api.get<MarketingConsentHistoryDto>('/settings/marketing-consent'),
  });
}

/** PUT /api/settings/marketing-consent (admin): each save is version + 1. */
export function useSaveConsentText() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.put<MarketingConsentDto>('/settings/marketing-consent', { text }),
    meta: { errorTitle: 'Erro ao salvar o texto do consentimento' },
    onSuccess: () => {
      // the checkout reads the text (and its version) from the public settings
      void qc.invalidateQueries({ queryKey: queryKeys.settings.public });
      void qc.invalidateQueries({ queryKey: consentKey });
    },
  });
}

/** The tracking page's choice (channel 'tracking_page'). */
export function useTrackMarketing(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean) =>
      api.put<MarketingChoiceDto>(`/orders/track/${encodeURIComponent(token)}/marketing`, { opt_in: optIn }),
    meta: { errorTitle: 'Erro ao salvar sua escolha' },
    onSuccess: () => void qc.invalidateQueries({ queryKey: queryKeys.orders.track(token) }),
  });
}
