export const WHATSAPP_DIGITS = 11;

export function digitsOnly(input: unknown): string {
  if (typeof input !== 'string' && typeof input !== 'number') return '';
  return String(input).replace(/\D/g, '');
}

/**
 * SPEC section 5: digits only; a leading 55 (Brazil) goes when there are at least 12 digits;
 * if still longer than 11, only the last 11 are kept.
 */
export function normalizeWhatsapp(input: unknown): string {
  let d = digitsOnly(input);
  if (d.length >= 12 && d.startsWith('55')) d = d.slice(2);
  if (d.length > WHATSAPP_DIGITS) d = d.slice(-WHATSAPP_DIGITS);
  return d;
}

/** What a phone field keeps while typing: digits only, at most 11. */
export function phoneInputDigits(input: unknown): string {
  return digitsOnly(input).slice(0, WHATSAPP_DIGITS);
}

/** '(11) 98765-4321'; 10-digit landlines as '(11) 3456-7890'; anything else as its digits. */
export function formatPhone(input: unknown): string {
  const d = digitsOnly(input);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return d;
}
