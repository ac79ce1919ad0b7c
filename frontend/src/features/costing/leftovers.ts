import type { LeftoverDto, LeftoverInput } from '@quentinha/shared/costing/api';
import type { LeftoverCorrection } from '@/api/costing';
import type { LeftoverDestination } from '@quentinha/shared/costing/costing';

/** The closing form's values: per dish id, what was left (null: not told) and where it went. */
export type LeftoverRows = Record<string, { portions_left: number | null; destination: LeftoverDestination } | undefined>;

/** A new entry (POST) or the correction of the day's one for that dish (PUT, only what changes). */
export type LeftoverWrite = { id?: undefined; payload: LeftoverInput } | { id: string; payload: LeftoverCorrection };

/**
 * What to send for the closing form: a POST for each dish told for the first time, a PUT for a
 * recorded one whose figures changed; blank and unchanged rows send nothing.
 */
export function leftoverWrites(date: string, rows: LeftoverRows, entries: readonly LeftoverDto[]): LeftoverWrite[] {
  const writes: LeftoverWrite[] = [];
  for (const [dishId, row] of Object.entries(rows)) {
    if (!row || typeof row.portions_left !== 'number') continue;
    const payload: LeftoverInput = { date, dish_id: dishId, portions_left: row.portions_left, destination: row.destination };
    const entry = entries.find((e) => e.dish_id === dishId && e.date === date);
    if (!entry) writes.push({ payload });
    else if (entry.portions_left !== row.portions_left || entry.destination !== row.destination)
      writes.push({ id: entry.id, payload: { portions_left: row.portions_left, destination: row.destination } });
  }
  return writes;
}
