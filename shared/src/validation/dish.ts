import { DISH_TYPES, type DishType } from '../catalog/categories.js';
import { checkRequiredText, NAME_MAX_LENGTH } from './limits.js';

export const DISH_MESSAGES = {
  nameRequired: 'Por favor, informe o nome do prato.',
  nameTooLong: `O nome do prato deve ter no máximo ${NAME_MAX_LENGTH} caracteres.`,
  typeInvalid: `Selecione um tipo válido: ${DISH_TYPES.join(', ')}.`,
} as const;

export function validateDishName(value: unknown): string | null {
  return checkRequiredText(value, NAME_MAX_LENGTH, DISH_MESSAGES, 'name');
}

export function validateDishType(value: unknown): string | null {
  return (DISH_TYPES as readonly unknown[]).includes(value) ? null : DISH_MESSAGES.typeInvalid;
}

/** Dish payload: category defaults to the type on save (SPEC section 3). */
export function buildDishPayload(form: { name: string; type: DishType; category?: string | null }): {
  name: string;
  type: DishType;
  category: string;
} {
  return { name: form.name.trim(), type: form.type, category: form.category?.trim() || form.type };
}
