import { parseMoney, roundMoney } from '../money/money.js';
import { checkRequiredText, isBlank, NAME_MAX_LENGTH } from './limits.js';

export const NEIGHBORHOOD_MESSAGES = {
  nameRequired: 'Por favor, informe o nome do bairro.',
  nameTooLong: `O nome do bairro deve ter no máximo ${NAME_MAX_LENGTH} caracteres.`,
  feeRequired: 'Por favor, informe a taxa de entrega.',
  feeInvalid: 'Informe uma taxa de entrega válida (número maior ou igual a zero).',
} as const;

export function validateNeighborhoodName(value: unknown): string | null {
  return checkRequiredText(value, NAME_MAX_LENGTH, NEIGHBORHOOD_MESSAGES, 'name');
}

export function validateDeliveryFee(value: unknown): string | null {
  if (isBlank(value)) return NEIGHBORHOOD_MESSAGES.feeRequired;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? null : NEIGHBORHOOD_MESSAGES.feeInvalid;
  if (typeof value !== 'string' || !/\d/.test(value)) return NEIGHBORHOOD_MESSAGES.feeInvalid;
  return parseMoney(value) >= 0 ? null : NEIGHBORHOOD_MESSAGES.feeInvalid;
}

/** delivery_fee as saved: a number, 0 when invalid (SPEC section 5). */
export function parseDeliveryFee(value: unknown): number {
  const fee = roundMoney(parseMoney(value));
  return fee > 0 ? fee : 0;
}
