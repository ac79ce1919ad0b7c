import type { IngredientDto } from '@quentinha/shared/costing/api';
import { batchCost, portionCost, recipeLineCost, unitCost, type RecipeLineCosting } from '@quentinha/shared/costing/costing';

/** The ficha técnica form as the owner is typing it: any field may still be empty. */
export interface RecipeDraft {
  yield_portions: number | null;
  items: ({ ingredient_id?: string; quantity?: number | null } | undefined)[];
}

export interface LiveRecipeCost {
  /** per form line: its ingredient and the batch's cost of it (null until both are filled) */
  lines: { ingredient: IngredientDto | undefined; cost: number | null }[];
  /** the whole batch, from the complete lines */
  batch: number;
  /** one medio portion; null until the yield is a positive number */
  perPortion: number | null;
}

/**
 * What the form shows while the owner types, through the shared rule only (the server prices
 * orders with the same functions). A line without its ingredient or quantity counts nothing yet.
 */
export function liveRecipeCost(draft: RecipeDraft, ingredients: ReadonlyMap<string, IngredientDto>): LiveRecipeCost {
  const complete: RecipeLineCosting[] = [];
  const lines = draft.items.map((item) => {
    const ingredient = item?.ingredient_id ? ingredients.get(item.ingredient_id) : undefined;
    const quantity = item?.quantity;
    if (!ingredient || typeof quantity !== 'number' || !(quantity > 0)) return { ingredient, cost: null };
    const costing: RecipeLineCosting = {
      quantity,
      correction_factor: ingredient.correction_factor,
      unit_cost: unitCost(ingredient.purchase_price, ingredient.purchase_unit_quantity),
    };
    complete.push(costing);
    return { ingredient, cost: recipeLineCost(costing) };
  });
  const yieldPortions = draft.yield_portions;
  return {
    lines,
    batch: batchCost(complete),
    perPortion: typeof yieldPortions === 'number' && yieldPortions > 0 ? portionCost(complete, yieldPortions) : null,
  };
}
