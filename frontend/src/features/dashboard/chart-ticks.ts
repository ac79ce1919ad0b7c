/**
 * At most `max` evenly spaced labels, first and last day included, so a month of dd/MM labels
 * does not overlap (a phone fits about 5, a desktop about 10).
 */
export function pickTicks<T>(values: readonly T[], max: number): T[] {
  if (values.length <= max) return [...values];
  if (max <= 1) return values.slice(0, 1);
  const step = (values.length - 1) / (max - 1);
  const picked = new Set<number>();
  for (let i = 0; i < max; i++) picked.add(Math.round(i * step));
  return [...picked].map((i) => values[i]!);
}
