/** Business limits of SPEC section 9 and DECISIONS section 4, in one place. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 6;
/** the longest address SMTP carries (RFC 5321 section 4.5.3.1.3): checked before any pattern runs */
export const EMAIL_MAX_LENGTH = 254;
export const WHATSAPP_LENGTH = 11;
export const MAX_ITEMS_PER_QUENTINHA_MIN = 1;
export const MAX_ITEMS_PER_QUENTINHA_MAX = 20;
export const DEFAULT_MAX_ITEMS_PER_QUENTINHA = 5;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
export const ADDRESS_MAX_LENGTH = 300;
export const NOTES_MAX_LENGTH = 500;
export const DESCRIPTION_MAX_LENGTH = 1000;
/** an expense line in the ledger: short (the column holds 200) */
export const EXPENSE_DESCRIPTION_MAX_LENGTH = 200;
export const ORDER_LIST_MAX_LIMIT = 100;
export const WHATSAPP_MESSAGE_MAX_LENGTH = 2000;

export const LIMITS = {
  name: { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH },
  password: { min: PASSWORD_MIN_LENGTH },
  whatsapp: { length: WHATSAPP_LENGTH },
  maxItemsPerQuentinha: {
    min: MAX_ITEMS_PER_QUENTINHA_MIN,
    max: MAX_ITEMS_PER_QUENTINHA_MAX,
    default: DEFAULT_MAX_ITEMS_PER_QUENTINHA,
  },
  quantity: { min: QUANTITY_MIN, max: QUANTITY_MAX },
  text: {
    name: NAME_MAX_LENGTH,
    address: ADDRESS_MAX_LENGTH,
    notes: NOTES_MAX_LENGTH,
    description: DESCRIPTION_MAX_LENGTH,
  },
} as const;

/** Blank: undefined, null or only whitespace. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A required text of at most `max` characters once trimmed, answered with the messages
 * `${field}Required` (blank) and `${field}TooLong` of the form's message table.
 */
export function checkRequiredText<F extends string>(
  value: unknown,
  max: number,
  messages: Record<`${F}Required` | `${F}TooLong`, string>,
  field: F,
): string | null {
  if (isBlank(value)) return messages[`${field}Required`];
  return String(value).trim().length > max ? messages[`${field}TooLong`] : null;
}

/** Item quantity 1..99, whole numbers (server rule, DECISIONS section 4). */
export function validateQuantity(value: unknown): string | null {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < QUANTITY_MIN || n > QUANTITY_MAX) {
    return `A quantidade deve ser um número inteiro entre ${QUANTITY_MIN} e ${QUANTITY_MAX}.`;
  }
  return null;
}
