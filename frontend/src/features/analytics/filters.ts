import { analysisOpeningPeriod } from '@quentinha/shared/analytics/opening-requests';
import { periodRange } from '@quentinha/shared/dates/sao-paulo';
import { orderSearchKey } from '@quentinha/shared/orders/order-reader';
import { toWireStatus, type InterfaceStatus } from '@quentinha/shared/orders/status';
import { paymentFilterToWire, type PaymentFilter } from '@quentinha/shared/payments/payment-method';

export interface AnalyticsFilters {
  /** 'yyyy-MM-dd' */
  start: string;
  end: string;
  status: InterfaceStatus | null;
  neighborhood: string | null;
  payment: PaymentFilter | null;
  search: string;
}

/** This month in Sao Paulo, every status, neighbourhood and payment. */
export function defaultFilters(now: Date = new Date()): AnalyticsFilters {
  const { start, end } = analysisOpeningPeriod(now);
  return { start, end, status: null, neighborhood: null, payment: null, search: '' };
}

/** A search ignores the date range (SPEC section 5 'Order search (analysis)'); '#-' is no search. */
export function isSearching(f: Pick<AnalyticsFilters, 'search'>): boolean {
  return orderSearchKey(f.search) !== '';
}

/**
 * The one query of the screen: GET /api/analytics/orders (summary and charts), GET /api/orders
 * (the list, plus page and limit) and the CSV export all take it, so they always agree. The days
 * go in order, or not at all while searching; status and payment go in their wire form.
 */
export function toAnalysisQuery(f: AnalyticsFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (isSearching(f)) {
    query.search = f.search.trim();
  } else {
    const { startDay, endDay } = periodRange('custom', { start: f.start, end: f.end });
    query.start = startDay;
    query.end = endDay;
  }
  if (f.status) query.status = toWireStatus(f.status);
  if (f.neighborhood) query.neighborhood = f.neighborhood;
  if (f.payment) query.payment_method = paymentFilterToWire(f.payment);
  return query;
}
