import type { QueryClient } from '@tanstack/react-query';
import { analysisPageQuery, analysisSummaryQuery } from './api';
import { defaultFilters, toAnalysisQuery } from './filters';

/**
 * Asks for what the screen opens with (this month's summary and first page) while its code is
 * still on the way: the figures and the first rows arrive with the first render, not after it.
 */
export function prefetch(client: QueryClient): void {
  const query = toAnalysisQuery(defaultFilters());
  void client.prefetchQuery(analysisSummaryQuery(query));
  void client.prefetchQuery(analysisPageQuery(query, 1));
}
