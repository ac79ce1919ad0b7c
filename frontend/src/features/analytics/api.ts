import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderAnalysisDto, OrderListResponse } from '@quentinha/shared/api/types';
import { api, toQuery } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { env } from '@/config/env';
import { ANALYSIS_PAGE_SIZE } from './pagination';

/** SPEC section 8: a failed load is logged; the screen then shows an empty list. */
async function logged<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if ((error as Error)?.name !== 'AbortError') console.error('Erro ao carregar pedidos', error);
    throw error;
  }
}

/** GET /api/analytics/orders: the cards, the charts and the 'Bairro' options, counted by the server. */
export const analysisSummaryQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: queryKeys.analytics.summary(query),
    queryFn: ({ signal }) => logged(() => api.get<OrderAnalysisDto>(`/analytics/orders${toQuery(query)}`, { signal })),
  });

/** GET /api/orders: one page of 'Lista Detalhada de Pedidos', the same filters as the summary. */
export const analysisPageQuery = (query: Record<string, string>, page: number) =>
  queryOptions({
    queryKey: queryKeys.analytics.page(query, page),
    queryFn: ({ signal }) =>
      logged(() =>
        api.get<OrderListResponse>(`/orders${toQuery({ ...query, page, limit: ANALYSIS_PAGE_SIZE })}`, { signal }),
      ),
  });

export function useOrderAnalysis(query: Record<string, string>) {
  // new filters keep the last figures on screen until the new ones arrive
  return useQuery({ ...analysisSummaryQuery(query), placeholderData: keepPreviousData });
}

export function useOrderPage(query: Record<string, string>, page: number) {
  // turning a page keeps the rows on screen until the next ones arrive
  return useQuery({ ...analysisPageQuery(query, page), placeholderData: keepPreviousData });
}

/**
 * 'Exportar Dados': GET /api/analytics/orders.csv with the same filters. A plain link: the server
 * streams the file and names it, so no order has to pass through this page's memory.
 */
export function analysisCsvUrl(query: Record<string, string>): string {
  return `${env.apiUrl}/analytics/orders.csv${toQuery(query)}`;
}

/**
 * Follows the link once the session is sure to be valid: the browser fetches a link without the
 * API client, so an access cookie that expired while the page sat open would download a 401.
 * One cheap authenticated call renews it first (the client's refresh-and-retry).
 */
export async function downloadAnalysisCsv(query: Record<string, string>): Promise<void> {
  await api.get('/auth/me');
  const link = document.createElement('a');
  link.href = analysisCsvUrl(query);
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
