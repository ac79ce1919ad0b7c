import type { QueryClient } from '@tanstack/react-query';
import { dashboardQuery, DEFAULT_DASHBOARD } from './api';

/** This month's figures, asked for while the Dashboard's code (and its charts') is on the way. */
export function prefetch(client: QueryClient): void {
  void client.prefetchQuery(dashboardQuery(DEFAULT_DASHBOARD));
}
