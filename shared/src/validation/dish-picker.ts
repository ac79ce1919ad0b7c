import { isDrink } from '../catalog/sizes.js';
import {
  DEFAULT_MAX_ITEMS_PER_QUENTINHA,
  MAX_ITEMS_PER_QUENTINHA_MAX,
  MAX_ITEMS_PER_QUENTINHA_MIN,
} from './limits.js';

/** The product's max_items_per_quentinha, or 5 when missing or unusable. */
export function maxDishes(product: { max_items_per_quentinha?: unknown } | null | undefined): number {
  const n = Number(product?.max_items_per_quentinha);
  if (!Number.isInteger(n) || n < MAX_ITEMS_PER_QUENTINHA_MIN) return DEFAULT_MAX_ITEMS_PER_QUENTINHA;
  return Math.min(n, MAX_ITEMS_PER_QUENTINHA_MAX);
}

/** Selection stops at the limit. */
export function canAddDish(selectedCount: number, max: number): boolean {
  return selectedCount < max;
}

/** At least one dish is needed to add the quentinha to the cart. */
export function canConfirmDishes(count: number): boolean {
  return count >= 1;
}

/** Toggle a dish in the selection, never going past the limit. */
export function toggleDish(selected: readonly string[], dish: string, max: number): string[] {
  if (selected.includes(dish)) return selected.filter((d) => d !== dish);
  return canAddDish(selected.length, max) ? [...selected, dish] : [...selected];
}

/** Drinks are not offered in the picker nor the daily menu. */
export function isPickableDish(dish: { name?: unknown; type?: unknown; category?: unknown }): boolean {
  return !isDrink(dish.category, dish.type);
}
