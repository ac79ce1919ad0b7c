/**
 * The door's bound on text (DECISIONS 10.8: every text field bounded before any pattern runs).
 * Each field has its own, smaller limit in its DTO, but several DTOs trim before they measure, and
 * shared rules run their patterns on what they get: a string longer than any field takes is
 * refused whole before a transform, a trim or a pattern sees it. The longest field is 1000
 * characters (a product's description); ten times that leaves room for any field to come.
 */
export const TEXT_MAX_LENGTH = 10_000;
export const TEXT_TOO_LONG = 'Um dos textos enviados é longo demais: o máximo é de 10.000 caracteres.';

/**
 * Whether any string in a parsed JSON value (keys included) is longer than `max`. Walks at most
 * `maxDepth` levels: the JSON parser already refused deeper bodies (json-depth.ts).
 */
export function hasTextLongerThan(value: unknown, max = TEXT_MAX_LENGTH, maxDepth = 64): boolean {
  if (typeof value === 'string') return value.length > max;
  if (value === null || typeof value !== 'object' || maxDepth === 0) return false;
  if (Array.isArray(value)) return value.some((v) => hasTextLongerThan(v, max, maxDepth - 1));
  return Object.entries(value).some(([k, v]) => k.length > max || hasTextLongerThan(v, max, maxDepth - 1));
}
