// What the back-office pages with their data named in the page (the server's preload links) ask
// for as they open: built here once, for the server's links and the pages' own requests alike.
import { periodRange } from '../dates/sao-paulo.js';

/** Rows per page of the detailed list (SPEC section 9: 10); each page is one GET /api/orders. */
export const ANALYSIS_PAGE_SIZE = 10;

/** The period 'Análise de Pedidos' opens on: this month in Sao Paulo, as 'yyyy-MM-dd' days. */
export function analysisOpeningPeriod(now: Date = new Date()): { start: string; end: string } {
  const { startDay, endDay } = periodRange('thisMonth', { now });
  return { start: startDay, end: endDay };
}

/**
 * The two requests 'Análise de Pedidos' opens with, as paths under /api: the summary and the
 * list's first page, for the opening period and no other filter. The server names them in the page
 * it sends (preload links), so they travel with the app's code; the page's own requests are these
 * same URLs and take those answers.
 */
export function analysisOpeningRequests(now: Date = new Date()): string[] {
  const { start, end } = analysisOpeningPeriod(now);
  const page = { start, end, page: '1', limit: String(ANALYSIS_PAGE_SIZE) };
  return [`/analytics/orders?${new URLSearchParams({ start, end })}`, `/orders?${new URLSearchParams(page)}`];
}

/** The request the Dashboard opens with (this month), as a path under /api. */
export function dashboardOpeningRequests(): string[] {
  return [`/analytics/dashboard?${new URLSearchParams({ period: 'thisMonth' })}`];
}
