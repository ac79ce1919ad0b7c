import { inferSize, isDrink } from '../catalog/sizes.js';
import { DEFAULT_PRODUCT_CATEGORY } from '../catalog/categories.js';
import type { Size } from '../api/types.js';
import { parseMoney, roundMoney } from '../money/money.js';
import { checkRequiredText, DEFAULT_MAX_ITEMS_PER_QUENTINHA, DESCRIPTION_MAX_LENGTH, isBlank, MAX_ITEMS_PER_QUENTINHA_MAX, MAX_ITEMS_PER_QUENTINHA_MIN, NAME_MAX_LENGTH } from './limits.js';

export const PRODUCT_MESSAGES = {
  nameRequired: 'Por favor, informe o nome do produto.',
  nameTooLong: `O nome do produto deve ter no máximo ${NAME_MAX_LENGTH} caracteres.`,
  descriptionTooLong: `A descrição deve ter no máximo ${DESCRIPTION_MAX_LENGTH} caracteres.`,
  priceRequired: 'Por favor, informe o preço.',
  priceInvalid: 'Informe um preço válido (número maior ou igual a zero).',
  costInvalid: 'Informe um custo válido (número maior ou igual a zero).',
  maxItemsInvalid: `Itens por quentinha deve ser um número inteiro entre ${MAX_ITEMS_PER_QUENTINHA_MIN} e ${MAX_ITEMS_PER_QUENTINHA_MAX}.`,
  saveFailed: 'Erro ao salvar produto: ',
  imageUploadFailed: 'Produto salvo, mas houve erro ao enviar a imagem: ',
  unknownError: 'Erro desconhecido',
} as const;

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

export function validateProductName(value: unknown): string | null {
  return checkRequiredText(value, NAME_MAX_LENGTH, PRODUCT_MESSAGES, 'name');
}

export function validateProductDescription(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > DESCRIPTION_MAX_LENGTH
    ? PRODUCT_MESSAGES.descriptionTooLong
    : null;
}

export function validateProductPrice(value: unknown): string | null {
  if (isBlank(value)) return PRODUCT_MESSAGES.priceRequired;
  const n = asNumber(value);
  return n === null || n < 0 ? PRODUCT_MESSAGES.priceInvalid : null;
}

/** Cost is optional. */
export function validateProductCost(value: unknown): string | null {
  if (isBlank(value)) return null;
  const n = asNumber(value);
  return n === null || n < 0 ? PRODUCT_MESSAGES.costInvalid : null;
}

export function validateMaxItemsPerQuentinha(value: unknown): string | null {
  const n = asNumber(value);
  return n === null || !Number.isInteger(n) || n < MAX_ITEMS_PER_QUENTINHA_MIN || n > MAX_ITEMS_PER_QUENTINHA_MAX
    ? PRODUCT_MESSAGES.maxItemsInvalid
    : null;
}

/** Whole number or the fallback (payload building of SPEC section 5). */
export function parseIntOr(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** Parsed as an integer, fallback 5, clamped to 1..20. */
export function clampMaxItems(value: unknown): number {
  const n = parseIntOr(value, DEFAULT_MAX_ITEMS_PER_QUENTINHA);
  return Math.min(MAX_ITEMS_PER_QUENTINHA_MAX, Math.max(MAX_ITEMS_PER_QUENTINHA_MIN, n));
}

export interface ProductFormValues {
  name: string;
  description?: string | null;
  price: number | string;
  cost?: number | string | null;
  max_items_per_quentinha?: number | string | null;
  preparationTime?: number | string | null;
  category?: string | null;
  active?: boolean;
}

export interface ProductPayload {
  name: string;
  description: string;
  category: string;
  sizes: { name: Size; price: number; cost: number }[];
  isAvailable: boolean;
  preparationTime: number;
  max_items_per_quentinha: number;
}

/** The POST/PUT /products body built from the form (SPEC sections 5 and 7). */
export function buildProductPayload(form: ProductFormValues): ProductPayload {
  const name = form.name.trim();
  const category = form.category?.trim() || DEFAULT_PRODUCT_CATEGORY;
  return {
    name,
    description: form.description?.trim() ?? '',
    category,
    sizes: [
      {
        name: inferSize(name, isDrink(category) ? category : undefined),
        price: roundMoney(parseMoney(form.price)),
        cost: roundMoney(parseMoney(form.cost ?? 0)),
      },
    ],
    isAvailable: form.active ?? true,
    preparationTime: Math.max(0, parseIntOr(form.preparationTime, 0)),
    max_items_per_quentinha: clampMaxItems(form.max_items_per_quentinha),
  };
}
