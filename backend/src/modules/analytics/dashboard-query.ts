import type { PeriodRange } from '@quentinha/shared/dates/sao-paulo';
import { PERIOD_MESSAGES, periodOf } from '../../common/http/period-query.js';
import { validationError } from '../../common/errors/domain-error.js';
import type { DashboardQueryDto } from './dto/dashboard.query.js';

/** GET /api/analytics/dashboard query, checked (DashboardQueryDto). */
export type DashboardQuery = Pick<DashboardQueryDto, 'period' | 'start' | 'end'>;

/** A year (leap day included): enough for any report, and the daily chart stays a chart. */
export const MAX_CUSTOM_DAYS = 366;
const DAY_MS = 86_400_000;

export const DASHBOARD_MESSAGES = {
  ...PERIOD_MESSAGES,
  tooLong: `O período personalizado pode ter no máximo ${MAX_CUSTOM_DAYS} dias.`,
} as const;

/** Plain calendar days from start to end, both included ('yyyy-MM-dd', computed in UTC). */
export function daysBetween(startDay: string, endDay: string): string[] {
  const [y, m, d] = startDay.split('-').map(Number);
  const days: string[] = [];
  for (let i = 0; ; i++) {
    const next = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (next > endDay) return days;
    days.push(next);
  }
}

/**
 * The Sao Paulo days the dashboard covers. Default period thisMonth; start or end alone means
 * custom; dashboard weeks start on Sunday (SPEC.md section 9). The DTO has refused anything
 * unreadable; a custom range longer than a year is a 400 here.
 */
export function parseDashboardQuery(query: DashboardQuery, now: Date = new Date()): PeriodRange {
  const range = periodOf(query, { now, weekStartsOn: 0, fallback: 'thisMonth' })!;
  const days = (Date.parse(range.endDay) - Date.parse(range.startDay)) / DAY_MS + 1;
  if (days > MAX_CUSTOM_DAYS) throw validationError(DASHBOARD_MESSAGES.tooLong);
  return range;
}
