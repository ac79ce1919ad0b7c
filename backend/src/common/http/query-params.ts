import { validationError } from '../errors/domain-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else cannot exist, so callers answer 404 without asking the database. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * A boolean query flag: 'true'/'1' -> true, 'false'/'0' -> false, absent -> undefined.
 * Anything else is a 400, so a typo never silently widens a list.
 */
export function queryFlag(value: unknown, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw validationError(`O filtro '${name}' deve ser true ou false.`);
}

/** A text query value; repeated parameters (?a=1&a=2) arrive as arrays and are refused. */
export function queryText(value: unknown, name: string, max = 100): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.length > max) throw validationError(`O filtro '${name}' é inválido.`);
  return value.trim() || undefined;
}
