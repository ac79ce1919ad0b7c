import { isPeriod, type PeriodRange, periodRange, toSaoPauloDay } from '@quentinha/shared/dates/sao-paulo';
import { validationError } from '../../common/errors/domain-error.js';

/** GET /api/analytics/dashboard query as the client sends it. */
export interface DashboardQuery {
  period?: string;
  start?: string;
  end?: string;
}

/** A year (leap day included): enough for any report, and the daily chart stays a chart. */
export const MAX_CUSTOM_DAYS = 366;
const DAY_MS = 86_400_000;

export const DASHBOARD_MESSAGES = {
  period: 'Período inválido. Use today, thisWeek, thisMonth, lastMonth ou custom.',
  day: (v: string) => `Data inválida: "${v}". Use o formato AAAA-MM-DD.`,
  customDays: 'Informe a data inicial ou final do período personalizado (AAAA-MM-DD).',
  tooLong: `O período personalizado pode ter no máximo ${MAX_CUSTOM_DAYS} dias.`,
} as const;

function day(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const v = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || toSaoPauloDay(v) !== v) throw validationError(DASHBOARD_MESSAGES.day(v));
  return v;
}

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
 * custom; dashboard weeks start on Sunday (SPEC.md section 9). Anything unreadable is a 400.
 */
export function parseDashboardQuery(query: DashboardQuery, now: Date = new Date()): PeriodRange {
  const start = day(query.start);
  const end = day(query.end);
  const period = query.period?.trim() || (start || end ? 'custom' : 'thisMonth');
  if (!isPeriod(period)) throw validationError(DASHBOARD_MESSAGES.period);
  if (period === 'custom' && !start && !end) throw validationError(DASHBOARD_MESSAGES.customDays);
  const range = periodRange(period, { now, weekStartsOn: 0, start, end });
  const days = (Date.parse(range.endDay) - Date.parse(range.startDay)) / DAY_MS + 1;
  if (days > MAX_CUSTOM_DAYS) throw validationError(DASHBOARD_MESSAGES.tooLong);
  return range;
}
