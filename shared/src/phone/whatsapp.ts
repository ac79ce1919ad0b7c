import { isBrazilDdd } from './ddd.js';

/**
 * The one phone rule of the app (DECISIONS 10.1 and 10.9), for every field that holds a phone:
 * what a person typed, pasted or had autofilled becomes a Brazilian number (DDD + 9 digits
 * starting with 9 for a mobile, DDD + 8 digits starting with 2 to 5 for a landline) or a refusal
 * that says why. '(21) 99777-6655', '+55 21 99777-6655', '5521997776655', '021997776655' and
 * '21 99777 6655' are one number, '21997776655'. Nothing is dropped silently: letters, a foreign
 * country code, a digit too many are refusals, never cut away.
 *
 * Landlines are accepted: WhatsApp Business runs on them, and a phone order may come from one.
 */

export const WHATSAPP_DIGITS = 11;
export const LANDLINE_DIGITS = 10;
/** longer than any honest spelling ('+55 (0xx21) 99777-6655' is 22): refused before reading it */
const MAX_INPUT_LENGTH = 40;
/** Brazil's country code: stored in front of the store's own number, put in front of every chat link */
export const COUNTRY_PREFIX = '55';

export type PhoneKind = 'mobile' | 'landline';

/**
 * Why a text is no number: `empty`; `characters` (letters or symbols besides the formatting
 * below); `country` (a '+' with another country's code); `ddd` (no such area code); `length`
 * (too few or too many digits, or a subscriber number that is neither a mobile nor a landline).
 */
export type PhoneProblem = 'empty' | 'characters' | 'country' | 'ddd' | 'length';

export type ParsedPhone =
  | { ok: true; /** 10 or 11 digits, DDD first */ digits: string; kind: PhoneKind }
  | { ok: false; problem: PhoneProblem; /** the area code refused, for `ddd` */ ddd?: string };

// spaces (no-break ones too), parentheses, hyphens and dashes, dots and slashes: how numbers are written
const FORMATTING = /[\s().\-/\u2010-\u2015\u2212]/g;
// '0xx21' is the printed way of saying "0, any carrier, then DDD 21"
const ZERO_XX = /^(\(?\s*0)\s*xx/i;

export function digitsOnly(input: unknown): string {
  if (typeof input !== 'string' && typeof input !== 'number') return '';
  return String(input).replace(/\D/g, '');
}

/**
 * From the digits as written to DDD + number. Each spelling is told by its length and its
 * first digits, so no two readings of one text can both succeed:
 * - 10 or 11 digits: already DDD + number;
 * - '+' or 12/13 digits starting with 55: the country code, maybe followed by a trunk 0 ('+55 (021)');
 * - 11/12 digits starting with 0: the trunk prefix (long-distance '0' + DDD);
 * - 13/14 digits starting with 0: the trunk prefix and a two-digit carrier code ('0 21 21 ...').
 */
function nationalDigits(digits: string, international: boolean): string | null {
  let d = digits;
  if (international || (d.startsWith(COUNTRY_PREFIX) && d.length >= 12 && d.length <= 14)) {
    if (!d.startsWith(COUNTRY_PREFIX)) return null;
    d = d.slice(COUNTRY_PREFIX.length);
    return d.startsWith('0') && (d.length === 11 || d.length === 12) ? d.slice(1) : d;
  }
  if (d.startsWith('0')) {
    if (d.length === 11 || d.length === 12) return d.slice(1);
    if (d.length === 13 || d.length === 14) return d.slice(3);
  }
  return d;
}

export function parsePhone(input: unknown): ParsedPhone {
  const text = typeof input === 'number' && Number.isSafeInteger(input) && input > 0 ? String(input) : input;
  if (text === undefined || text === null) return { ok: false, problem: 'empty' };
  if (typeof text !== 'string') return { ok: false, problem: 'characters' };
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (trimmed.length > MAX_INPUT_LENGTH) return { ok: false, problem: 'length' };
  const rest = trimmed.replace(ZERO_XX, '$1').replace(FORMATTING, '');
  // a '+' only in front, once: '+55 21 ...' (after an opening parenthesis at most)
  const international = rest.startsWith('+');
  const digits = international ? rest.slice(1) : rest;
  if (!/^\d*$/.test(digits)) return { ok: false, problem: 'characters' };
  if (digits === '') return { ok: false, problem: 'empty' };
  const national = nationalDigits(digits, international);
  if (national === null) return { ok: false, problem: 'country' };
  if (national.length !== WHATSAPP_DIGITS && national.length !== LANDLINE_DIGITS) return { ok: false, problem: 'length' };
  const ddd = national.slice(0, 2);
  if (!isBrazilDdd(ddd)) return { ok: false, problem: 'ddd', ddd };
  const first = national[2]!;
  // a mobile is 9 + 8 digits; a landline starts with 2 to 5 (an 8-digit '9...' is a mobile missing its 9)
  if (national.length === WHATSAPP_DIGITS) return first === '9' ? { ok: true, digits: national, kind: 'mobile' } : { ok: false, problem: 'length' };
  return first >= '2' && first <= '5' ? { ok: true, digits: national, kind: 'landline' } : { ok: false, problem: 'length' };
}

/** DDD + number ('21997776655', '2134567890'), or null when it is no Brazilian number. */
export function normalizePhone(input: unknown): string | null {
  const parsed = parsePhone(input);
  return parsed.ok ? parsed.digits : null;
}

/** What a field says about a refused number. `invalid` is the field's own sentence (the SPEC's, where it has one). */
export interface PhoneFieldMessages {
  /** names the field: 'WhatsApp', 'Telefone', 'WhatsApp da loja' */
  label: string;
  invalid: string;
}

export function phoneProblemMessage(parsed: ParsedPhone, field: PhoneFieldMessages): string | null {
  if (parsed.ok) return null;
  switch (parsed.problem) {
    case 'characters':
      return `${field.label} deve ter só números (pode usar espaços, parênteses, hífen e +55).`;
    case 'country':
      return `${field.label} deve ser um número do Brasil (+55).`;
    case 'ddd':
      return `${field.label}: o DDD ${parsed.ddd} não existe.`;
    default:
      return field.invalid;
  }
}

/** A form's or a DTO's check: null when the text is a Brazilian number, else the sentence to show. */
export function validatePhoneField(input: unknown, field: PhoneFieldMessages): string | null {
  return phoneProblemMessage(parsePhone(input), field);
}

/**
 * A search by phone (part of a number): the whole number normalised when it is one, else its
 * digits as typed, so '9977' still finds '21997776655'. Only for looking up, never for storing.
 */
export function phoneSearchDigits(input: unknown): string {
  return normalizePhone(input) ?? digitsOnly(input);
}

/** '(21) 99777-6655', '(21) 3456-7890'; what is no Brazilian number is shown as its digits. */
export function formatPhone(input: unknown): string {
  const d = normalizePhone(input);
  if (d === null) return digitsOnly(input);
  return d.length === WHATSAPP_DIGITS ? `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}` : `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
}
