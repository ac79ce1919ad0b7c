import { SAO_PAULO_UTC_OFFSET_MS } from '@quentinha/shared/dates/sao-paulo';
import { CANCELLED_STATUSES, OPEN_STATUSES, SALE_STATUSES } from '@quentinha/shared/analytics/sales';
import type { PeriodRange } from '@quentinha/shared/dates/sao-paulo';
import type { SelectQueryBuilder } from 'typeorm';
import { dayNumberOf } from '../orders/sales-ledger.js';

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

/** Rows of the daily sales ledger (alias any) for the Sao Paulo days of a range. */
export function ledgerDays<T extends object>(qb: SelectQueryBuilder<T>, range: Pick<PeriodRange, 'startDay' | 'endDay'>) {
  const alias = qb.alias;
  return qb.andWhere(`${alias}.day BETWEEN :firstDay AND :lastDay`, {
    firstDay: dayNumberOf(range.startDay),
    lastDay: dayNumberOf(range.endDay),
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
