import { serviceInstant } from '@quentinha/shared/availability/slots';
import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import { columnKey, inColumn, type BoardColumn } from '@quentinha/shared/orders/transitions';

/** A scheduled order takes its place by its slot; the others by when they were placed. */
function serviceMs(order: OrderDto): number {
  const t = Date.parse(serviceInstant(order));
  return Number.isNaN(t) ? 0 : t;
}

type ColumnLike = Pick<BoardColumn, 'status' | 'only'>;

/** The key (columnKey) of the column the order sits in, if the board shows it. */
export function columnOf(columns: readonly ColumnLike[], order: OrderDto): string | undefined {
  const column = columns.find((c) => inColumn(c, order));
  return column && columnKey(column);
}

/**
 * Orders split by the board's columns, keyed by columnKey (the status, or 'ready-pickup' for a
 * split status). Kitchen and delivery boards show the oldest first (first come, first served);
 * order management the newest first, as its list is sorted.
 */
export function groupByColumn(
  orders: readonly OrderDto[],
  columns: readonly ColumnLike[],
  order: 'oldest' | 'newest' = 'oldest',
): Record<string, OrderDto[]> {
  const groups: Record<string, OrderDto[]> = {};
  for (const c of columns) groups[columnKey(c)] = [];
  for (const o of orders) {
    const key = columnOf(columns, o);
    if (key) groups[key]!.push(o);
  }
  const sign = order === 'oldest' ? 1 : -1;
  for (const list of Object.values(groups)) list.sort((a, b) => sign * (serviceMs(a) - serviceMs(b)));
  return groups;
}

export function countIn(orders: readonly OrderDto[], statuses: readonly WireStatus[]): number {
  return orders.reduce((n, o) => (statuses.includes(o.status) ? n + 1 : n), 0);
}
