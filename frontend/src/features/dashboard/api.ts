import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardDto, ReportsDto } from '@quentinha/shared/api/types';
import type { Period } from '@quentinha/shared/dates/sao-paulo';
import { api, toQuery } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export interface DashboardParams {
  period: Period;
  /** 'yyyy-MM-dd', custom period only */
  start?: string | null;
  end?: string | null;
}

/** A custom period waits for both days; the other periods are worked out by the server. */
export function isComplete(params: DashboardParams): boolean {
  return params.period !== 'custom' || (!!params.start && !!params.end);
}

/** The query both endpoints take: the days only with a custom period. */
function periodQuery(params: DashboardParams) {
  const custom = params.period === 'custom';
  return { period: params.period, start: custom ? params.start : null, end: custom ? params.end : null };
}

/** GET /analytics/dashboard (admin only). */
export const dashboardQuery = (params: DashboardParams) => {
  const query = periodQuery(params);
  return queryOptions({
    queryKey: queryKeys.dashboard(query),
    queryFn: () => api.get<DashboardDto>(`/analytics/dashboard${toQuery(query)}`),
  });
};

/** The screen opens on this month. */
export const DEFAULT_DASHBOARD: DashboardParams = { period: 'thisMonth' };

export function useDashboard(params: DashboardParams) {
  return useQuery({
    ...dashboardQuery(params),
    enabled: isComplete(params),
    // switching periods keeps the last figures on screen until the new ones arrive
    placeholderData: keepPreviousData,
  });
}

/** GET /analytics/reports (admin only): 'Relatórios', same period rules as the dashboard. */
export function useReports(params: DashboardParams) {
  const query = periodQuery(params);
  return useQuery({
    queryKey: queryKeys.reports(query),
    queryFn: () => api.get<ReportsDto>(`/analytics/reports${toQuery(query)}`),
    enabled: isComplete(params),
    placeholderData: keepPreviousData,
  });
}
