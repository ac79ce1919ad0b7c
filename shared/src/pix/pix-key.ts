import { digitsOnly } from '../phone/whatsapp.js';
import { EMAIL_PATTERN } from '../validation/login.js';

/** The five kinds of PIX key the Banco Central knows (DECISIONS 9.4). */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'phone', 'email', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  phone: 'Telefone',
  email: 'Email',
  random: 'Chave aleatória',
};

/** The BR Code cuts these (9.5); the form keeps a little more so nothing typed is refused. */
export const PIX_MERCHANT_NAME_MAX_INPUT = 100;
export const PIX_MERCHANT_CITY_MAX_INPUT = 60;
/** DICT's limit for email keys. */
const EMAIL_KEY_MAX_LENGTH = 77;

export const PIX_MESSAGES = {
  typeInvalid: `Tipo de chave PIX inválido. Use um destes: ${PIX_KEY_TYPES.join(', ')}`,
  keyRequired: 'Chave PIX é obrigatória',
  cpf: 'Chave PIX: CPF inválido (confira os dígitos)',
  cnpj: 'Chave PIX: CNPJ inválido (confira os dígitos)',
  phone: 'Chave PIX: telefone inválido; use +55, DDD e número (ex: +55 11 98765-4321)',
  email: 'Chave PIX: email inválido',
  random: 'Chave PIX: chave aleatória inválida (ex: 123e4567-e89b-42d3-a456-426614174000)',
  merchantNameRequired: 'Nome do recebedor PIX é obrigatório',
  merchantNameTooLong: `Nome do recebedor PIX deve ter no máximo ${PIX_MERCHANT_NAME_MAX_INPUT} caracteres`,
  merchantCityRequired: 'Cidade do recebedor PIX é obrigatória',
  merchantCityTooLong: `Cidade do recebedor PIX deve ter no máximo ${PIX_MERCHANT_CITY_MAX_INPUT} caracteres`,
} as const;

export const isPixKeyType = (value: unknown): value is PixKeyType =>
  typeof value === 'string' && (PIX_KEY_TYPES as readonly string[]).includes(value);

/** Module-11 check digit shared by CPF and CNPJ. */
function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

export function isValidCpf(input: unknown): boolean {
  if (typeof input !== 'string' || !/^[\d.\-\s]+$/.test(input)) return false;
  const d = digitsOnly(input);
  if (d.length !== 11 || allSame(d)) return false;
  const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[9]) && second === Number(d[10]);
}

export function isValidCnpj(input: unknown): boolean {
  if (typeof input !== 'string' || !/^[\d./\-\s]+$/.test(input)) return false;
  const d = digitsOnly(input);
  if (d.length !== 14 || allSame(d)) return false;
  const first = checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[12]) && second === Number(d[13]);
}

/** '+5511987654321' from '+55 (11) 98765-4321'; also accepts the number without +55. */
function phoneKey(input: string): string | null {
  if (!/^[\d+()\-.\s]+$/.test(input)) return null;
  let d = digitsOnly(input);
  if (d.length === 13 && d.startsWith('55')) d = d.slice(2);
  // DDD (11..99, no zero digit) + mobile number starting with 9
  return /^[1-9]{2}9\d{8}$/.test(d) ? `+55${d}` : null;
}

/** A key goes into the code as it is: bytes beyond ASCII would change its length for the payer's bank. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The key as it goes into the BR Code (digits for CPF/CNPJ, +55... for a phone, lower-case email
 * and random key), or null when it is not a valid key of that type.
 */
export function normalizePixKey(type: PixKeyType, input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const value = input.trim();
  switch (type) {
    case 'cpf':
      return isValidCpf(value) ? digitsOnly(value) : null;
    case 'cnpj':
      return isValidCnpj(value) ? digitsOnly(value) : null;
    case 'phone':
      return phoneKey(value);
    case 'email':
      return value.length <= EMAIL_KEY_MAX_LENGTH && PRINTABLE_ASCII.test(value) && EMAIL_PATTERN.test(value) ? value.toLowerCase() : null;
    case 'random':
      return UUID_PATTERN.test(value) ? value.toLowerCase() : null;
  }
}

/** null when the key is a valid key of the given type, otherwise the Portuguese sentence. */
export function validatePixKey(type: unknown, key: unknown): string | null {
  if (!isPixKeyType(type)) return PIX_MESSAGES.typeInvalid;
  if (typeof key !== 'string' || key.trim() === '') return PIX_MESSAGES.keyRequired;
  return normalizePixKey(type, key) === null ? PIX_MESSAGES[type] : null;
}

export function validatePixKeyType(type: unknown): string | null {
  return isPixKeyType(type) ? null : PIX_MESSAGES.typeInvalid;
}

const text = (value: unknown, required: string, tooLong: string, max: number): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return required;
  return value.trim().length > max ? tooLong : null;
};

export const validatePixMerchantName = (value: unknown) =>
  text(value, PIX_MESSAGES.merchantNameRequired, PIX_MESSAGES.merchantNameTooLong, PIX_MERCHANT_NAME_MAX_INPUT);

export const validatePixMerchantCity = (value: unknown) =>
  text(value, PIX_MESSAGES.merchantCityRequired, PIX_MESSAGES.merchantCityTooLong, PIX_MERCHANT_CITY_MAX_INPUT);
