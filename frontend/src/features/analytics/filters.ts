import type { OrderDto } from '@quentinha/shared/api/types';
import { periodRange } from '@quentinha/shared/dates/sao-paulo';
import { toInterfaceStatus, type InterfaceStatus } from '@quentinha/shared/orders/status';
import { toInterfacePaymentMethod, type PaymentOption } from '@quentinha/shared/payments/payment-method';
import { matchesOrderIdSearch, normalizeOrderSearch } from './search';

export interface AnalyticsFilters {
  /** 'yyyy-MM-dd' */
  start: string;
  end: string;
  status: InterfaceStatus | null;
  neighborhood: string | null;
  payment: PaymentOption | null;
  search: string;
}

/** This month in Sao Paulo, every status, neighbourhood and payment. */
export function defaultFilters(now: Date = new Date()): AnalyticsFilters {
  const { startDay, endDay } = periodRange('thisMonth', { now });
  return { start: startDay, end: endDay, status: null, neighborhood: null, payment: null, search: '' };
}

/** A search ignores the date range (SPEC section 5 'Order search (analysis)'). */
export function isSearching(f: Pick<AnalyticsFilters, 'search'>): boolean {
  return normalizeOrderSearch(f.search) !== '';
}

/**
 * GET /api/orders query (without limit and page, which the list-all helper adds): the chosen
 * days as a custom period, or no period at all while searching. Start and end are put in order.
 */
export function toOrderQuery(f: Pick<AnalyticsFilters, 'start' | 'end' | 'search'>): Record<string, string> {
  if (isSearching(f)) return { sort: '-created_date' };
  const { startDay, endDay } = periodRange('custom', { start: f.start, end: f.end });
  return { period: 'custom', start: startDay, end: endDay, sort: '-created_date' };
}

/** Cache scope of a query: one entry per range, one for 'every order'. */
export function queryScope(f: Pick<AnalyticsFilters, 'start' | 'end' | 'search'>): string {
  const q = toOrderQuery(f);
  return q.period ? `${q.start}_${q.end}` : 'all';
}

/** Status, Bairro, Pagamento and the id search, applied to the loaded orders. */
export function filterOrders(orders: readonly OrderDto[], f: AnalyticsFilters): OrderDto[] {
  return orders.filter(
    (o) =>
      (!f.status || toInterfaceStatus(o.status) === f.status) &&
      (!f.neighborhood || (o.is_delivery && o.delivery_neighborhood === f.neighborhood)) &&
      (!f.payment || toInterfacePaymentMethod(o.payment_method) === f.payment) &&
      matchesOrderIdSearch(o.id, f.search),
  );
}

/** 'Bairro' options: the neighbourhoods of the loaded delivery orders, alphabetical. */
export function neighborhoodOptions(orders: readonly OrderDto[]): string[] {
  const names = new Set<string>();
  for (const o of orders) {
    const name = o.is_delivery ? o.delivery_neighborhood?.trim() : '';
    if (name) names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}
