import { isPeriod, type Period, type PeriodRange, periodRange, toSaoPauloDay } from '@quentinha/shared/dates/sao-paulo';
import { validationError } from '../errors/domain-error.js';

/** `period`, `start`, `end` as a list or report query sends them. */
export interface PeriodQuery {
  period?: string;
  start?: string;
  end?: string;
}

export const PERIOD_MESSAGES = {
  period: 'Período inválido. Use today, thisWeek, thisMonth, lastMonth ou custom.',
  day: (v: string) => `Data inválida: "${v}". Use o formato AAAA-MM-DD.`,
  customDays: 'Informe a data inicial ou final do período personalizado (AAAA-MM-DD).',
} as const;

function day(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const v = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || toSaoPauloDay(v) !== v) throw validationError(PERIOD_MESSAGES.day(v));
  return v;
}

/**
 * The Sao Paulo range a query asks for: start or end alone means custom; no period at all gives
 * `fallback` (null: no range). Anything unreadable is a 400 in Portuguese. Weeks start on Monday
 * in order management and on Sunday on the dashboard (SPEC.md section 9).
 */
export function readPeriodQuery(
  query: PeriodQuery,
  opts: { weekStartsOn: 0 | 1; fallback: Period | null; now?: Date },
): PeriodRange | null {
  const start = day(query.start);
  const end = day(query.end);
  const period = query.period?.trim() || (start || end ? 'custom' : opts.fallback);
  if (!period) return null;
  if (!isPeriod(period)) throw validationError(PERIOD_MESSAGES.period);
  if (period === 'custom' && !start && !end) throw validationError(PERIOD_MESSAGES.customDays);
  return periodRange(period, { now: opts.now, weekStartsOn: opts.weekStartsOn, start, end });
}
