import { parseDate } from '@quentinha/shared/dates/sao-paulo';
import type { VolumeRandom } from './volume-random.js';

const DAY_MS = 86_400_000;

/** `days` Sao Paulo days ending with `today`, oldest first ('yyyy-MM-dd'). */
export function volumeDays(today: string, days: number): string[] {
  const [y, m, d] = today.split('-').map(Number);
  const todayUtc = Date.UTC(y, m - 1, d);
  const out: string[] = [];
  // plain calendar arithmetic on UTC dates: no time zone can shift a day here
  for (let back = days - 1; back >= 0; back--) out.push(new Date(todayUtc - back * DAY_MS).toISOString().slice(0, 10));
  return out;
}

/** 0 = Sunday, as getUTCDay of the calendar date. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Sao Paulo midnight of the day, as epoch ms (the shared reading of a bare date). */
export function dayStartMs(day: string): number {
  return parseDate(day)!.getTime();
}

/**
 * How busy each weekday is, Sunday first: Sunday is the quiet day, Friday the busiest. Scaled so a
 * week averages 1, so a year comes out near days x per-day.
 */
const WEEKDAY_LOAD = [0.45, 0.95, 1.0, 1.1, 1.0, 1.2, 0.85];
const WEEK_MEAN = WEEKDAY_LOAD.reduce((a, b) => a + b, 0) / 7;

/**
 * Orders of one day: the weekday's load, a gentle growth over the span (0.9 -> 1.1, so the middle
 * is the asked mean) and day-to-day noise of about 12%.
 */
export function ordersOnDay(rand: VolumeRandom, perDay: number, day: string, position: number): number {
  const growth = 0.9 + 0.2 * position;
  const noise = Math.max(0.6, 1 + 0.12 * rand.normal());
  return Math.max(0, Math.round(perDay * (WEEKDAY_LOAD[weekdayOf(day)] / WEEK_MEAN) * growth * noise));
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/**
 * Minute of the day an order is placed: most at lunch (peak 11:00-13:30 around 12:15), a few in
 * the morning and afternoon, a small dinner bump around 19:30. Seconds included.
 */
export function orderMinute(rand: VolumeRandom): number {
  const r = rand.next();
  if (r < 0.03) return rand.between(8 * 60, 10 * 60 + 30); // ordered ahead before opening
  if (r < 0.85) return clamp(12 * 60 + 15 + 42 * rand.normal(), 10 * 60 + 30, 15 * 60);
  if (r < 0.895) return rand.between(14 * 60 + 30, 18 * 60);
  return clamp(19 * 60 + 30 + 45 * rand.normal(), 18 * 60, 22 * 60);
}
