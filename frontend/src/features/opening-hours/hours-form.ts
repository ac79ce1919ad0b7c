import { formatHHmm, validateOpeningHours, type OpeningHours, type OpeningHoursEntry } from '@quentinha/shared/availability/hours';

/** One interval as the form edits it ('HH:mm'; close may be '24:00'). */
export interface IntervalForm {
  open: string;
  close: string;
}

/** One weekday as the form edits it: open or not, and its intervals. */
export interface DayForm {
  weekday: number;
  open: boolean;
  intervals: IntervalForm[];
}

/** Monday first, as a Brazilian week reads; Sunday (0) last. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const DEFAULT_INTERVAL: IntervalForm = { open: '11:00', close: '14:30' };
/** what 'Adicionar horário' offers: the usual dinner after lunch */
export const SECOND_INTERVAL: IntervalForm = { open: '18:00', close: '22:00' };
/** 4 a day x 7 days = the 28 entries the shared rule allows a week */
export const MAX_INTERVALS_PER_DAY = 4;

const ALL_TIMES = Array.from({ length: 97 }, (_, i) => {
  const value = i === 96 ? '24:00' : formatHHmm(i * 15);
  return { value, label: value };
});
/** Every quarter of an hour; only a closing time may be '24:00' (midnight at the end of the day). */
export const OPEN_TIMES = ALL_TIMES.slice(0, -1);
export const CLOSE_TIMES = ALL_TIMES.slice(1);

export function toDayForms(hours: OpeningHours | undefined): DayForm[] {
  return WEEK_ORDER.map((weekday) => {
    const intervals = (hours?.hours ?? []).filter((h) => h.weekday === weekday).map(({ open, close }) => ({ open, close }));
    return { weekday, open: intervals.length > 0, intervals: intervals.length ? intervals : [{ ...DEFAULT_INTERVAL }] };
  });
}

const entriesOf = (d: DayForm): OpeningHoursEntry[] => (d.open ? d.intervals.map((i) => ({ weekday: d.weekday, ...i })) : []);

/** The PUT /api/settings/hours body: a closed weekday sends no entry (DECISIONS 9.3). */
export function toHoursBody(days: readonly DayForm[], closedDates: readonly string[]): OpeningHours {
  return { hours: days.flatMap(entriesOf), closed_dates: [...new Set(closedDates)].sort() };
}

/** What is wrong with one weekday's intervals (the shared rule, on that day alone), or null. */
export function dayProblem(day: DayForm): string | null {
  return day.open ? validateOpeningHours({ hours: entriesOf(day), closed_dates: [] }) : null;
}

/** 'yyyy-MM-dd' as a person reads it: dd/MM/yyyy. */
export const shownDay = (day: string) => day.split('-').reverse().join('/');
