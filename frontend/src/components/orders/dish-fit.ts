import type { DishDto, ProductDto, ProductSizeDto } from '@quentinha/shared/api/types';
import type { DishType } from '@quentinha/shared/catalog/categories';
import { type BoxRule, canAddOfType, countOfType, dishTypeOf } from '@quentinha/shared/catalog/composition';
import { isSoldOut } from '@quentinha/shared/availability/portions';
import { maxDishes } from '@quentinha/shared/validation/dish-picker';

/** 'restam n' shows on a dish from this many portions left down to 1. */
export const FEW_LEFT = 5;

/** The box a size sells: its composition (DECISIONS 10.10) and the product's dish limit. */
export function boxOf(product: ProductDto, size: Pick<ProductSizeDto, 'composition'> | undefined): BoxRule {
  return { composition: size?.composition?.length ? size.composition : null, maxItems: maxDishes(product) };
}

/** Types of the chosen dishes (by name, as carts and orders keep them); unknown names count as Acompanhamento. */
export function chosenTypes(chosen: readonly string[], dishes: readonly DishDto[]): DishType[] {
  return chosen.map((name) => dishTypeOf(dishes.find((d) => d.name === name) ?? {}));
}

export interface DishFit {
  disabled: boolean;
  /** why it cannot be chosen now, for the screen reader ('Esgotado', 'Esta quentinha não leva Salada') */
  reason: string | null;
  /** portions left when few (1..FEW_LEFT), else null */
  left: number | null;
}

/**
 * What the picker shows on a dish: the shared rule decides whether one more of its type fits;
 * a chosen dish can always be unticked, a sold-out one never chosen.
 */
export function dishFit(
  box: BoxRule,
  types: readonly DishType[],
  dish: DishDto,
  checked: boolean,
  remaining: Record<string, number | null> | undefined,
): DishFit {
  const n = remaining?.[dish.id];
  const left = typeof n === 'number' && n > 0 && n <= FEW_LEFT ? n : null;
  if (isSoldOut(remaining, dish.id)) return { disabled: true, reason: 'Esgotado', left: null };
  if (checked || canAddOfType(box, types, dishTypeOf(dish))) return { disabled: false, reason: null, left };
  const type = dishTypeOf(dish);
  const rule = box.composition?.find((r) => r.type === type);
  let reason: string;
  if (types.length >= box.maxItems) reason = `Você já escolheu o máximo de ${box.maxItems} itens`;
  else if (box.composition?.length && !rule) reason = `Esta quentinha não leva ${type}`;
  else reason = `Você já escolheu ${countOfType(rule?.max ?? 0, type)}, o máximo deste tamanho`;
  return { disabled: true, reason, left };
}
