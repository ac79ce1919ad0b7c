import { isExpenseCategory } from '../catalog/categories.js';
import { parseDate } from '../dates/sao-paulo.js';
import { parseMoney } from '../money/money.js';
import { checkRequiredText, EXPENSE_DESCRIPTION_MAX_LENGTH, isBlank } from './limits.js';

export const EXPENSE_MESSAGES = {
  descriptionRequired: 'Por favor, informe a descrição da despesa.',
  descriptionTooLong: `A descrição deve ter no máximo ${EXPENSE_DESCRIPTION_MAX_LENGTH} caracteres.`,
  amountRequired: 'Por favor, informe o valor da despesa.',
  amountInvalid: 'Informe um valor maior que zero.',
  dateRequired: 'Por favor, informe a data da despesa.',
  dateInvalid: 'Data inválida.',
  categoryInvalid: 'Selecione uma categoria válida.',
} as const;

export function validateExpenseDescription(value: unknown): string | null {
  return checkRequiredText(value, EXPENSE_DESCRIPTION_MAX_LENGTH, EXPENSE_MESSAGES, 'description');
}

export function validateExpenseAmount(value: unknown): string | null {
  if (isBlank(value)) return EXPENSE_MESSAGES.amountRequired;
  return parseMoney(value) > 0 ? null : EXPENSE_MESSAGES.amountInvalid;
}

export function validateExpenseDate(value: unknown): string | null {
  if (isBlank(value)) return EXPENSE_MESSAGES.dateRequired;
  return parseDate(value) ? null : EXPENSE_MESSAGES.dateInvalid;
}

/** Category is optional (default outros) but must be one of the list when given. */
export function validateExpenseCategory(value: unknown): string | null {
  if (isBlank(value)) return null;
  return isExpenseCategory(value) ? null : EXPENSE_MESSAGES.categoryInvalid;
}
