import { isQuentinha } from '../catalog/sizes.js';
import { dishPortions, type ProductionItem } from '../orders/production.js';
/**
 * Portion caps of a daily menu (DECISIONS 9.3). A cap of null (or none) means no limit.
 */
export type PortionCaps = Record<string, number | null>;
export type PortionCounts = Record<string, number>;

export const PORTION_MESSAGES = {
  capInvalid: 'Porções devem ser um número inteiro maior ou igual a 0 (ou vazio para sem limite)',
  portionsNotObject: 'Porções devem ser um objeto { id do prato: quantidade }',
  dishNotOnMenu: 'Prato não está no cardápio do dia',
  soldOut: (dish: string) => `${dish} esgotado`,
  soldOutOrder: (dish: string, left: number) =>
    left > 0 ? `${dish} esgotado: restam só ${left} porç${left === 1 ? 'ão' : 'ões'}` : `${dish} esgotado`,
} as const;

export function isValidCap(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000_000);
}

/** Checks `portions` of a daily menu body; a Portuguese message or null. */
export function validatePortionCaps(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return PORTION_MESSAGES.portionsNotObject;
  return Object.values(value).every(isValidCap) ? null : PORTION_MESSAGES.capInvalid;
}

/** Portions left per capped dish (null for dishes without a cap); never below zero. */
export function remainingPortions(dishIds: readonly string[], caps: PortionCaps, sold: PortionCounts): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const id of dishIds) {
    const cap = caps[id];
    out[id] = cap == null ? null : Math.max(0, cap - (sold[id] ?? 0));
  }
  return out;
}

export function soldOutDishes(remaining: Record<string, number | null>): string[] {
  return Object.entries(remaining)
    .filter(([, left]) => left === 0)
    .map(([id]) => id);
}

export function isSoldOut(remaining: Record<string, number | null> | null | undefined, dishId: string): boolean {
  return remaining?.[dishId] === 0;
}

/** An order line as the caps read it: `chosen_dishes` keyed however the caller keys dishes (ids here). */
export type ConsumingItem = Pick<ProductionItem, 'category' | 'quantity' | 'chosen_dishes'>;

/** What an order takes of each dish: the production rule (dishPortions), summed over its lines. */
export function portionsConsumed(items: readonly ConsumingItem[]): PortionCounts {
  const out: PortionCounts = {};
  for (const item of items) for (const [dish, q] of dishPortions(item)) out[dish] = (out[dish] ?? 0) + q;
  return out;
}

/** Boxes an order takes in its slot: the quantities of its quentinha items. */
export function boxesInOrder(items: readonly Pick<ConsumingItem, 'category' | 'quantity'>[]): number {
  return items.filter((i) => isQuentinha(i.category)).reduce((sum, i) => sum + i.quantity, 0);
}

/** The first dish the order wants more of than is left; null when everything fits. */
export function firstShortDish(wanted: PortionCounts, remaining: Record<string, number | null>): string | null {
  for (const [dish, q] of Object.entries(wanted)) {
    const left = remaining[dish];
    if (left != null && q > left) return dish;
  }
  return null;
}
