/**
 * CNPJ (DECISIONS 10.5): 14 digits whose last two are check digits (modulo 11, weights 5..2 then
 * 9..2 for the first; 6..2 then 9..2 for the second). Written with or without its punctuation
 * ('12.345.678/0001-95' or '12345678000195'); anything else in it is a refusal, never dropped.
 */

export const CNPJ_DIGITS = 14;
// the punctuation a CNPJ is printed with: dots, slash, hyphen, spaces
const PUNCTUATION = /[\s./-]/g;
/** longer than any honest spelling: refused before reading it */
const MAX_INPUT_LENGTH = 30;

/** The 14 digits of a CNPJ as written, or null when it holds anything but digits and punctuation. */
export function cnpjDigits(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_INPUT_LENGTH) return null;
  const digits = value.replace(PUNCTUATION, '');
  return /^\d{14}$/.test(digits) ? digits : null;
}

function checkDigit(digits: string): number {
  // weights run 2..9 from the right, starting again at 2
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const weight = ((digits.length - 1 - i) % 8) + 2;
    sum += Number(digits[i]) * weight;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** True for a CNPJ with valid check digits ('00.000.000/0000-00' and other repeated digits are refused). */
export function isValidCnpj(value: unknown): boolean {
  const digits = cnpjDigits(value);
  if (!digits || /^(\d)\1{13}$/.test(digits)) return false;
  const first = checkDigit(digits.slice(0, 12));
  const second = checkDigit(digits.slice(0, 12) + String(first));
  return digits[12] === String(first) && digits[13] === String(second);
}

/** '12345678000195' -> '12.345.678/0001-95'; anything that is not 14 digits is returned as it came. */
export function formatCnpj(value: unknown): string {
  const digits = cnpjDigits(value);
  if (!digits) return typeof value === 'string' ? value : '';
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}

/** What a CNPJ field shows while typing: the digits so far with the punctuation they reach. */
export function maskCnpj(value: unknown): string {
  const d = (typeof value === 'string' ? value : '').replace(/\D/g, '').slice(0, CNPJ_DIGITS);
  const parts: [number, number, string][] = [
    [0, 2, ''],
    [2, 5, '.'],
    [5, 8, '.'],
    [8, 12, '/'],
    [12, 14, '-'],
  ];
  let out = '';
  for (const [from, to, sep] of parts) if (d.length > from) out += sep + d.slice(from, to);
  return out;
}
