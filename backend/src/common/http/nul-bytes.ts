/**
 * NUL (U+0000) inside text: PostgreSQL refuses it in every text column (a 500 at the insert),
 * SQLite cuts strings at it in places, and no person types one. Refused at the door with a 400.
 */
export const NUL_MESSAGE = 'O texto enviado contém um caractere inválido (NUL).';

export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/** A URL whose path or query carries an encoded NUL. */
export const urlHasNul = (url: string) => /%00/i.test(url);
