import { type Period, PERIODS, type PeriodRange, periodRange } from '@quentinha/shared/dates/sao-paulo';
import { ValidateBy } from 'class-validator';
import { QueryDay, QueryIn } from './list-query.js';

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

const dayMessage = ({ value }: { value: unknown }) => PERIOD_MESSAGES.day(String(value));

/** A custom period names at least one of its days. */
const CustomHasDay = () =>
  ValidateBy(
    {
      name: 'customHasDay',
      validator: {
        validate: (value, args) => {
          const { start, end } = args!.object as PeriodQuery;
          return value !== 'custom' || Boolean(start || end);
        },
      },
    },
    { message: PERIOD_MESSAGES.customDays },
  );

/** Query DTO base for routes that take a period (extend it; `periodOf` turns it into a range). */
export class PeriodQueryDto {
  @QueryIn('period', PERIODS, PERIOD_MESSAGES.period, 'período; start ou end sem period valem custom')
  @CustomHasDay()
  period?: Period;

  @QueryDay(dayMessage, 'período personalizado: primeiro dia (AAAA-MM-DD)')
  start?: string;

  @QueryDay(dayMessage, 'período personalizado: último dia (AAAA-MM-DD)')
  end?: string;
}

/**
 * The Sao Paulo range of a checked period query: start or end alone means custom; no period at
 * all gives `fallback` (null: no range). Weeks start on Monday in order management and on Sunday
 * on the dashboard (SPEC.md section 9).
 */
export function periodOf(
  query: { period?: Period; start?: string; end?: string },
  opts: { weekStartsOn: 0 | 1; fallback: Period | null; now?: Date },
): PeriodRange | null {
  const period = query.period ?? (query.start || query.end ? 'custom' : opts.fallback);
  if (!period) return null;
  return periodRange(period, { now: opts.now, weekStartsOn: opts.weekStartsOn, start: query.start, end: query.end });
}
