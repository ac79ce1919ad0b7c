import { serviceInstant } from '@quentinha/shared/availability/slots';
import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import type { BoardColumn } from '@quentinha/shared/orders/transitions';

/** A scheduled order takes its place by its slot; the others by when they were placed. */
function serviceMs(order: OrderDto): number {
  const t = Date.parse(serviceInstant(order));
  return Number.isNaN(t) ? 0 : t;
}

/**
 * Orders split by the board's columns. Kitchen and delivery boards show the oldest first
 * (first come, first served); order management the newest first, as its list is sorted.
 */
export function groupByColumn(
  orders: readonly OrderDto[],
  columns: readonly Pick<BoardColumn, 'status'>[],
  order: 'oldest' | 'newest' = 'oldest',
): Record<string, OrderDto[]> {
  const groups: Record<string, OrderDto[]> = {};
  for (const c of columns) groups[c.status] = [];
  for (const o of orders) groups[o.status]?.push(o);
  const sign = order === 'oldest' ? 1 : -1;
  for (const c of columns) groups[c.status]!.sort((a, b) => sign * (serviceMs(a) - serviceMs(b)));
  return groups;
}

export function countIn(orders: readonly OrderDto[], statuses: readonly WireStatus[]): number {
  return orders.reduce((n, o) => (statuses.includes(o.status) ? n + 1 : n), 0);
}
