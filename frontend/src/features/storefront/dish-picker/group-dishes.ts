import type { DishDto } from '@quentinha/shared/api/types';
import { DEFAULT_DISH_TYPE, DISH_TYPES, toDishType, type DishType } from '@quentinha/shared/catalog/categories';
import { isPickableDish } from '@quentinha/shared/validation/dish-picker';

export interface DishGroup {
  type: DishType;
  dishes: DishDto[];
}

/** Pickable dishes (no drinks) by type, in the fixed type order, names sorted. */
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
