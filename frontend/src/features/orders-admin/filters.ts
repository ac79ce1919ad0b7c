import type { OrderDto, WirePaymentMethod, WireStatus } from '@quentinha/shared/api/types';
import { isWithinRange, periodRange, type Period } from '@quentinha/shared/dates/sao-paulo';
import { INTERFACE_STATUSES, STATUS_META, toWireStatus } from '@quentinha/shared/orders/status';

export interface OrdersFilters {
  period: Period;
  /** 'yyyy-MM-dd', custom period only */
  start: string | null;
  end: string | null;
  status: WireStatus | null;
  payment: WirePaymentMethod | null;
}

export const DEFAULT_FILTERS: OrdersFilters = { period: 'today', start: null, end: null, status: null, payment: null };

/** SPEC section 9: 3, 5, 10, 30, 60 s or manual (0); default 5 s. */
export const POLL_OPTIONS_S = [3, 5, 10, 30, 60, 0] as const;
export const DEFAULT_POLL_S = 5;

/** The eight columns in the shared order: the first four on row one, the rest on row two. */
export const ADMIN_COLUMNS = INTERFACE_STATUSES.map((s) => ({
  status: toWireStatus(s),
  interfaceStatus: s,
  title: STATUS_META[s].label,
}));

/** Any filter beyond the default period makes the total say '(filtrados)'. */
export function isFiltered(f: OrdersFilters): boolean {
  return f.period !== 'today' || !!f.status || !!f.payment || !!f.start || !!f.end;
}

/** GET /api/orders query for these filters (weeks start on Monday on the server). */
export function toQueryParams(f: OrdersFilters): Record<string, string | undefined> {
  const custom = f.period === 'custom' && (f.start || f.end);
  return {
    period: custom || f.period !== 'custom' ? f.period : 'today',
    start: custom ? (f.start ?? undefined) : undefined,
    end: custom ? (f.end ?? undefined) : undefined,
    status: f.status ?? undefined,
    payment_method: f.payment ?? undefined,
    sort: '-created_date',
    // a day's work: orders placed in the period and those scheduled for it (DECISIONS 9.3)
    include_scheduled: 'true',
  };
}

/** Whether a realtime order belongs in the current list: the same test the server applies. */
export function matchesFilters(order: OrderDto, f: OrdersFilters, now: Date = new Date()): boolean {
  if (f.status && order.status !== f.status) return false;
  if (f.payment && order.payment_method !== f.payment) return false;
  const custom = f.period === 'custom' && (f.start || f.end);
  const range = periodRange(custom ? 'custom' : f.period === 'custom' ? 'today' : f.period, {
    now,
    weekStartsOn: 1,
    start: f.start ?? undefined,
    end: f.end ?? undefined,
  });
  return isWithinRange(order.created_at, range) || (!!order.scheduled_for && isWithinRange(order.scheduled_for, range));
}

/** 'Total: N pedidos' plus '(filtrados)'. */
export function totalLabel(n: number, filtered: boolean): string {
  return `Total: ${n} ${n === 1 ? 'pedido' : 'pedidos'}${filtered ? ' (filtrados)' : ''}`;
}
