import { SAO_PAULO_UTC_OFFSET_MS } from '@quentinha/shared/dates/sao-paulo';
import { CANCELLED_STATUSES, OPEN_STATUSES, SALE_STATUSES } from '@quentinha/shared/analytics/sales';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { OrderItem } from '../orders/order.entity.js';

/**
 * SQL pieces of the reports (alias `o` for orders), written once so the dashboard, the analysis
 * and the reports count the same way on SQLite and PostgreSQL.
 */

/** Parameters every piece below refers to; pass them with `.setParameters(SALE_PARAMS)`. */
export const SALE_PARAMS = {
  saleStatuses: [...SALE_STATUSES],
  openStatuses: [...OPEN_STATUSES],
  cancelledStatuses: [...CANCELLED_STATUSES],
  notSaleStatuses: [...OPEN_STATUSES, ...CANCELLED_STATUSES],
  yes: true,
};

export const IS_SALE = 'o.status IN (:...saleStatuses)';
export const IS_OPEN = 'o.status IN (:...openStatuses)';
export const IS_CANCELLED = 'o.status IN (:...cancelledStatuses)';
export const IS_NOT_SALE = 'o.status IN (:...notSaleStatuses)';

/** 1 when the condition holds, else 0: summed, it counts rows inside one pass. */
export const countIf = (condition: string) => `SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;
/** The orders' totals where the condition holds, in centavos. */
export const centsIf = (condition: string) => `SUM(CASE WHEN ${condition} THEN o.total_amount_cents ELSE 0 END)`;

// Instants are epoch milliseconds; shifted to Sao Paulo's wall clock, whole divisions give its
// day and hour (integer division on both databases). 1970-01-01 was a Thursday (weekday 4).
const LOCAL_MS = `(o.created_at + (${SAO_PAULO_UTC_OFFSET_MS}))`;
export const SAO_PAULO_DAY_NUMBER = `(${LOCAL_MS} / 86400000)`;
export const SAO_PAULO_HOUR = `((${LOCAL_MS} / 3600000) % 24)`;
export const SAO_PAULO_WEEKDAY = `(((${LOCAL_MS} / 86400000) + 4) % 7)`;

/** 'yyyy-MM-dd' of a day number from SAO_PAULO_DAY_NUMBER. */
export const dayOfNumber = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** How rows of summed order lines line up and take away from each other. */
export interface LineSums<T> {
  key: (row: T) => string;
  subtract: (from: T, row: T) => T;
  isEmpty: (row: T) => boolean;
}

/**
 * Sums of the sales' lines of a range, read as every line of the range (ix_order_items_created,
 * without the orders) minus the lines of its non-sales (open or cancelled: a few percent,
 * joined). The same figures as joining every sale, for a fraction of the reads over a year.
 */
export async function sumSaleLines<T>(
  db: DataSource,
  range: { start: Date; end: Date },
  sums: (lines: SelectQueryBuilder<OrderItem>) => Promise<T[]>,
  rows: LineSums<T>,
): Promise<T[]> {
  const lines = () => db.getRepository(OrderItem).createQueryBuilder('i');
  const [all, notSales] = await Promise.all([
    sums(linesCreatedWithin(lines(), range)),
    sums(createdWithin(lines().innerJoin('i.order', 'o'), range).andWhere(IS_NOT_SALE).setParameters(SALE_PARAMS)),
  ]);
  const byKey = new Map(all.map((row) => [rows.key(row), row]));
  for (const row of notSales) {
    const from = byKey.get(rows.key(row));
    if (from) byKey.set(rows.key(row), rows.subtract(from, row));
  }
  return [...byKey.values()].filter((row) => !rows.isEmpty(row));
}

/** Lines of the orders created inside [start, end], by the copy of created_at each line keeps. */
export function linesCreatedWithin<T extends object>(qb: SelectQueryBuilder<T>, range: { start: Date; end: Date }) {
  return qb.andWhere('i.order_created_at BETWEEN :start AND :end', {
    start: range.start.getTime(),
    end: range.end.getTime(),
  });
}

/** Orders created inside [start, end]. */
export function createdWithin<T extends object>(qb: SelectQueryBuilder<T>, range: { start: Date; end: Date }) {
  return qb.andWhere('o.created_at BETWEEN :start AND :end', {
    start: range.start.getTime(),
    end: range.end.getTime(),
  });
}

// PostgreSQL returns SUM() and bigint columns as text; SQLite as numbers
export const num = (value: unknown) => Number(value ?? 0);
