import type { DishDto } from '../api/types.js';
import { isPickableDish } from '../validation/dish-picker.js';
import { DEFAULT_DISH_TYPE, DISH_TYPES, type DishType, toDishType } from './categories.js';

export interface DishGroup {
  type: DishType;
  dishes: DishDto[];
}

/**
 * Dishes by type in the fixed type order (Proteína, Acompanhamento, Grão, Salada), names sorted,
 * drinks left out and empty types dropped: the storefront's dish picker and the daily menu screen
 * show the same groups.
 */
export function groupDishesByType(dishes: readonly DishDto[]): DishGroup[] {
  const byType = new Map<DishType, DishDto[]>();
  for (const dish of dishes) {
    if (!isPickableDish(dish)) continue;
    const type = toDishType(dish.type) ?? DEFAULT_DISH_TYPE;
    byType.set(type, [...(byType.get(type) ?? []), dish]);
  }
  return DISH_TYPES.filter((t) => byType.has(t)).map((type) => ({
    type,
    dishes: byType.get(type)!.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
  }));
}
