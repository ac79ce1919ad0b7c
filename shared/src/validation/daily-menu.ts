import { parseDate } from '../dates/sao-paulo.js';
import { isBlank } from './limits.js';

export const DAILY_MENU_MESSAGES = {
  dateRequired: 'Por favor, selecione uma data.',
  saved: 'Cardápio salvo com sucesso!',
  saveFailed: 'Erro ao salvar cardápio. Tente novamente.',
} as const;

export function validateMenuDate(value: unknown): string | null {
  return isBlank(value) || !parseDate(value) ? DAILY_MENU_MESSAGES.dateRequired : null;
}
