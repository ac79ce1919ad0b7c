import type { DishGroup } from '@quentinha/shared/catalog/dish-groups';

export type { DishGroup };

/**
 * Ids to save: the checked dishes the screen shows, in the screen's order. An id the screen
 * cannot show (a dish since deactivated or turned into a drink) is left out, so the saved menu
 * is exactly what the cook sees checked.
 */
export function menuDishIds(groups: readonly DishGroup[], selected: ReadonlySet<string>): string[] {
  return groups.flatMap((g) => g.dishes.filter((d) => selected.has(d.id)).map((d) => d.id));
}

/** 'n pratos selecionados' */
export function selectedLabel(count: number): string {
  return count === 1 ? '1 prato selecionado' : `${count} pratos selecionados`;
}
