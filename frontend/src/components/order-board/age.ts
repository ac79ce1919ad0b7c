import { parseDate } from '@quentinha/shared/dates/sao-paulo';

export interface AgeThresholds {
  /** minutes from which a card turns amber */
  warnMinutes: number;
  /** minutes from which a card turns red */
  lateMinutes: number;
}

export const DEFAULT_AGE_THRESHOLDS: AgeThresholds = { warnMinutes: 10, lateMinutes: 20 };

export type AgeLevel = 'fresh' | 'warn' | 'late';

/** Whole minutes since `since`; null when the date is unreadable. Never negative (clock skew). */
export function ageMinutes(since: unknown, now: number): number | null {
  const date = parseDate(since);
  if (!date) return null;
  return Math.max(0, Math.floor((now - date.getTime()) / 60_000));
}

/** 'agora', 'há 12 min', 'há 1 h 05 min' */
export function formatAge(minutes: number): string {
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `há ${h} h` : `há ${h} h ${String(m).padStart(2, '0')} min`;
}

export function ageLevel(minutes: number, t: AgeThresholds): AgeLevel {
  if (minutes >= t.lateMinutes) return 'late';
  if (minutes >= t.warnMinutes) return 'warn';
  return 'fresh';
}

/** Whole positive minutes, warn below late; anything else falls back to the defaults. */
export function sanitizeThresholds(value: unknown): AgeThresholds {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof AgeThresholds, unknown>>;
  const whole = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 24 * 60 ? n : null);
  const warn = whole(v.warnMinutes);
  const late = whole(v.lateMinutes);
  if (warn === null || late === null || warn >= late) return { ...DEFAULT_AGE_THRESHOLDS };
  return { warnMinutes: warn, lateMinutes: late };
}
