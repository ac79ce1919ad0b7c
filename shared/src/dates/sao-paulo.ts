import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { TIME_ZONE } from './time-zone.js';

export { TIME_ZONE };

/**
 * Sao Paulo's distance from UTC since Brazil dropped daylight saving time in 2019: the reports
 * group instants by Sao Paulo day and hour inside SQL with it (the same on SQLite and PostgreSQL).
 * A test checks it against the time-zone database for every day the product has known.
 */
export const SAO_PAULO_UTC_OFFSET_MS = -3 * 3_600_000;
export const DATE_UNAVAILABLE = 'Data indisponível';
/** what the analysis and dashboard screens show for an unreadable date */
export const DATE_NOT_AVAILABLE_SHORT = 'N/A';

// yyyy-MM-dd, optional [T ]HH:mm[:ss[.SSS]], optional zone (Z, ±hh, ±hh:mm, ±hhmm)
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
// dd/MM/yyyy [HH:mm[:ss]], as people type it in Brazil
const BR = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T,]+(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

function validParts(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return (
    probe.getUTCFullYear() === y &&
    probe.getUTCMonth() === mo - 1 &&
    probe.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60
  );
}

function fromParts(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0, zone?: string): Date | null {
  if (!validParts(y, mo, d, h, mi, s)) return null;
  const local = `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}.${pad(ms, 3)}`;
  if (zone) {
    const z = zone.toUpperCase() === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2').replace(/^([+-]\d{2})$/, '$1:00');
    const date = new Date(`${local}${z}`);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return fromZonedTime(local, TIME_ZONE);
}

/**
 * Reads a date the way SPEC section 5 says: strings without a zone are Sao Paulo time,
 * 'yyyy-MM-dd' alone is midnight in Sao Paulo, Z or an offset is taken as given.
 * Date objects and epoch milliseconds are accepted; anything unreadable is null.
 */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, frac, zone] = iso;
    const ms = frac ? Number(frac.slice(0, 3).padEnd(3, '0')) : 0;
    return fromParts(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), ms, zone);
  }
  const br = BR.exec(text);
  if (br) {
    const [, d, mo, y, h, mi, s] = br;
    return fromParts(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  }
  // other textual forms only when they name their zone, so the machine's zone never leaks in
  if (/(Z|GMT|UTC|[+-]\d{2}:?\d{2})\s*(\([^()]*\))?$/i.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

function format(value: unknown, pattern: string, fallback: string): string {
  const date = parseDate(value);
  return date ? formatInTimeZone(date, TIME_ZONE, pattern) : fallback;
}

/** 'dd/MM HH:mm' in Sao Paulo (order cards). */
export function formatDateTime(value: unknown, fallback = DATE_UNAVAILABLE): string {
  return format(value, 'dd/MM HH:mm', fallback);
}

/** 'dd/MM/yyyy HH:mm' in Sao Paulo (the analysis list and its export). */
export function formatFullDateTime(value: unknown, fallback = DATE_UNAVAILABLE): string {
  return format(value, 'dd/MM/yyyy HH:mm', fallback);
}

/** 'HH:mm' in Sao Paulo (the kitchen's recent moves). */
export function formatTime(value: unknown, fallback = DATE_UNAVAILABLE): string {
  return format(value, 'HH:mm', fallback);
}

/** 'dd/MM' (chart day labels). */
export function formatDayMonth(value: unknown, fallback = DATE_UNAVAILABLE): string {
  return format(value, 'dd/MM', fallback);
}

/** 'dd/MM/yyyy' */
export function formatFullDate(value: unknown, fallback = DATE_UNAVAILABLE): string {
  return format(value, 'dd/MM/yyyy', fallback);
}

/** "dd/MM 'às' HH:mm" (recent orders on the dashboard). */
export function formatDateAtTime(value: unknown, fallback = DATE_UNAVAILABLE): string {
  return format(value, "dd/MM 'às' HH:mm", fallback);
}

/** The Sao Paulo calendar day, 'yyyy-MM-dd'; '' when the value is unreadable. */
export function toSaoPauloDay(value: unknown): string {
  return format(value, 'yyyy-MM-dd', '');
}

// the day of the last minute asked for (every order asks; see saoPauloParts in availability/hours)
let lastDay: { minute: number; day: string } | null = null;

export function todaySaoPaulo(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastDay?.minute === minute) return lastDay.day;
  const day = toSaoPauloDay(now);
  if (Number.isFinite(minute)) lastDay = { minute, day };
  return day;
}

/** Kitchen and delivery boards only show orders created today in Sao Paulo. */
export function isTodaySaoPaulo(value: unknown, now: Date = new Date()): boolean {
  const day = toSaoPauloDay(value);
  return day !== '' && day === todaySaoPaulo(now);
}

export const PERIODS = ['today', 'thisWeek', 'thisMonth', 'lastMonth', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<Period, string> = {
  today: 'Hoje',
  thisWeek: 'Esta Semana',
  thisMonth: 'Este Mês',
  lastMonth: 'Último Mês',
  custom: 'Personalizado',
};

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value);
}

export interface PeriodOptions {
  now?: Date;
  /** 1 = Monday (order management, the default), 0 = Sunday (dashboard) */
  weekStartsOn?: 0 | 1;
  /** custom period bounds, any date parseDate reads (usually 'yyyy-MM-dd') */
  start?: string;
  end?: string;
}

export interface PeriodRange {
  start: Date;
  end: Date;
  startDay: string;
  endDay: string;
}

// Calendar arithmetic on plain days, done in UTC so the machine's zone never matters.
function dayParts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
}
function dayFromUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
function utcDay(y: number, m: number, d: number): Date {
  return new Date(Date.UTC(y, m - 1, d));
}

/** Start and end of a period in Sao Paulo time; the end is 23:59:59.999 of the last day. */
export function periodRange(period: Period, opts: PeriodOptions = {}): PeriodRange {
  const today = todaySaoPaulo(opts.now ?? new Date());
  const [y, m, d] = dayParts(today);
  let startDay = today;
  let endDay = today;
  switch (period) {
    case 'today':
      break;
    case 'thisWeek': {
      const weekStartsOn = opts.weekStartsOn ?? 1;
      const weekday = utcDay(y, m, d).getUTCDay();
      const back = (weekday - weekStartsOn + 7) % 7;
      startDay = dayFromUtc(utcDay(y, m, d - back));
      endDay = dayFromUtc(utcDay(y, m, d - back + 6));
      break;
    }
    case 'thisMonth':
      startDay = dayFromUtc(utcDay(y, m, 1));
      endDay = dayFromUtc(utcDay(y, m + 1, 0));
      break;
    case 'lastMonth':
      startDay = dayFromUtc(utcDay(y, m - 1, 1));
      endDay = dayFromUtc(utcDay(y, m, 0));
      break;
    case 'custom': {
      // a missing bound falls back to the other one, or to today
      const s = toSaoPauloDay(opts.start) || toSaoPauloDay(opts.end) || today;
      const e = toSaoPauloDay(opts.end) || s;
      [startDay, endDay] = s <= e ? [s, e] : [e, s];
      break;
    }
  }
  return {
    start: fromZonedTime(`${startDay}T00:00:00.000`, TIME_ZONE),
    end: fromZonedTime(`${endDay}T23:59:59.999`, TIME_ZONE),
    startDay,
    endDay,
  };
}

/**
 * The period of the same number of days just before `range` (what the dashboard's badges compare
 * with): this month's 1st-30th compares with the 30 days before the 1st.
 */
export function previousPeriod(range: Pick<PeriodRange, 'startDay' | 'endDay'>): PeriodRange {
  const [sy, sm, sd] = dayParts(range.startDay);
  const [ey, em, ed] = dayParts(range.endDay);
  const days = Math.round((utcDay(ey, em, ed).getTime() - utcDay(sy, sm, sd).getTime()) / 86_400_000) + 1;
  return periodRange('custom', {
    start: dayFromUtc(utcDay(sy, sm, sd - days)),
    end: dayFromUtc(utcDay(sy, sm, sd - 1)),
  });
}

export function isWithinRange(value: unknown, range: { start: Date; end: Date }): boolean {
  const date = parseDate(value);
  return !!date && date.getTime() >= range.start.getTime() && date.getTime() <= range.end.getTime();
}
