import { formatHHmm, type OpeningHours, type OpeningHoursEntry } from '@quentinha/shared/availability/hours';

/** One weekday as the form edits it: open or not, and its intervals ('HH:mm'). */
export interface DayForm {
  weekday: number;
  open: boolean;
  intervals: { open: string; close: string }[];
}

/** Monday first, as a Brazilian week reads; Sunday (0) last. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const DEFAULT_INTERVAL = { open: '11:00', close: '14:30' };

/** Every quarter of an hour, and '24:00' to close at midnight. */
export const TIME_OPTIONS = Array.from({ length: 97 }, (_, i) => {
  const value = i === 96 ? '24:00' : formatHHmm(i * 15);
  return { value, label: value };
});

export function toDayForms(hours: OpeningHours | undefined): DayForm[] {
  return WEEK_ORDER.map((weekday) => {
    const intervals = (hours?.hours ?? []).filter((h) => h.weekday === weekday).map(({ open, close }) => ({ open, close }));
    return { weekday, open: intervals.length > 0, intervals: intervals.length ? intervals : [{ ...DEFAULT_INTERVAL }] };
  });
}

/** The PUT /api/settings/hours body: a closed weekday sends no entry (DECISIONS 9.3). */
export function toHoursBody(days: readonly DayForm[], closedDates: readonly string[]): OpeningHours {
  const hours: OpeningHoursEntry[] = days.flatMap((d) => (d.open ? d.intervals.map((i) => ({ weekday: d.weekday, ...i })) : []));
  return { hours, closed_dates: [...new Set(closedDates)].sort() };
}

/** 'yyyy-MM-dd' as a person reads it: dd/MM/yyyy. */
export const shownDay = (day: string) => day.split('-').reverse().join('/');
