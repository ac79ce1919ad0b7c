import { useQuery } from '@tanstack/react-query';
import type { DailyMenuBroadcastDto, MarketingChoiceDto } from '@quentinha/shared/customers/types';
import { api } from '@/api/client';

// 'Divulgar Cardápio' and '/sair' (DECISIONS 10.2): the server sends nothing, the owner does.

// under 'orders': the recipients are personal data, logging out drops them
const dailyMenuKey = (date: string) => ['orders', 'marketing', 'daily-menu', date] as const;

export function useDailyMenuMessage(date: string) {
  return useQuery({
    queryKey: dailyMenuKey(date),
    queryFn: ({ signal }) =>
      api.get<DailyMenuBroadcastDto>(`/marketing/daily-menu?date=${encodeURIComponent(date)}`, { signal }),
  });
}

/** POST /api/marketing/optout/{token}: public, idempotent. */
export function optOut(token: string) {
  return api.post<MarketingChoiceDto>(`/marketing/optout/${encodeURIComponent(token)}`);
}
