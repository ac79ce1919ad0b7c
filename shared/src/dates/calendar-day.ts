const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar day written 'yyyy-MM-dd' (2025-02-30 and 2025-2-3 are not): the one rule for
 * every day a query, a form or a setting sends.
 */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
