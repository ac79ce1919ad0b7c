import type { EntityManager } from 'typeorm';
import { type CostingSettings, portionCost, readCostingSettings, unitCost } from '@quentinha/shared/costing/costing';
import { type CatalogVersion, fromCatalog } from '../../common/database/catalog-snapshots.js';
import { selectOne, selectWhere } from '../../common/database/plain-sql.js';
import { Setting } from '../settings/setting.entity.js';
import { Ingredient, Recipe, RecipeItem } from './costing.entities.js';

/** The settings row of 'Custos' (DECISIONS 10.7). */
export const COSTING_SETTINGS_KEY = 'costing';

/** One recipe line with what costs it, as read now. */
export interface CostedLine {
  ingredient: Ingredient;
  /** net, for the whole batch */
  quantity: number;
  /** R$ per unit */
  unit_cost: number;
}

export interface CostedRecipe {
  dish_id: string;
  yield_portions: number;
  updated_at: Date;
  lines: CostedLine[];
  /** medio, R$, unrounded (shared portionCost) */
  portion_cost: number;
}

/** Every recipe with its ingredients and costs: what orders, menus and the shopping list price from. */
export interface RecipeBook {
  recipes: ReadonlyMap<string, CostedRecipe>;
  ingredients: ReadonlyMap<string, Ingredient>;
  settings: CostingSettings;
}

export async function readCostingSettingsRow(manager: EntityManager): Promise<CostingSettings> {
  const row = await selectOne(manager, Setting, '"key" = ?', [COSTING_SETTINGS_KEY]);
  if (!row) return readCostingSettings(null);
  try {
    return readCostingSettings(JSON.parse(row.value));
  } catch {
    // a row edited by hand into nonsense: the defaults, never a refused order
    return readCostingSettings(null);
  }
}

export const ingredientUnitCost = (i: Pick<Ingredient, 'purchase_price_cents' | 'purchase_unit_quantity'>) =>
  unitCost(i.purchase_price_cents / 100, Number(i.purchase_unit_quantity));

async function loadRecipeBook(manager: EntityManager): Promise<RecipeBook> {
  const [recipes, items, ingredients, settings] = await Promise.all([
    selectWhere(manager, Recipe, '1 = 1', []),
    selectWhere(manager, RecipeItem, '1 = 1', []),
    selectWhere(manager, Ingredient, '1 = 1', []),
    readCostingSettingsRow(manager),
  ]);
  const byId = new Map(ingredients.map((i) => [i.id, i]));
  const linesOf = new Map<string, (CostedLine & { position: number })[]>();
  for (const item of items) {
    const ingredient = byId.get(item.ingredient_id);
    if (!ingredient) continue; // an ingredient is never deleted while a recipe uses it
    const list = linesOf.get(item.dish_id) ?? [];
    list.push({ ingredient, quantity: Number(item.quantity), unit_cost: ingredientUnitCost(ingredient), position: item.position });
    linesOf.set(item.dish_id, list);
  }
  const out = new Map<string, CostedRecipe>();
  for (const r of recipes) {
    const lines = (linesOf.get(r.dish_id) ?? []).sort((a, b) => a.position - b.position);
    const costing = lines.map((l) => ({ quantity: l.quantity, correction_factor: Number(l.ingredient.correction_factor), unit_cost: l.unit_cost }));
    out.set(r.dish_id, {
      dish_id: r.dish_id,
      yield_portions: r.yield_portions,
      updated_at: r.updated_at,
      lines,
      portion_cost: portionCost(costing, r.yield_portions),
    });
  }
  return { recipes: out, ingredients: byId, settings };
}

/**
 * The recipe book, read once and kept until the catalogue changes: triggers on ingredients,
 * recipes, recipe_items and settings move the catalogue's version (migration Costing), so an
 * order pays one primary-key read for it, like for the rest of the catalogue.
 */
export function recipeBook(manager: EntityManager, at?: CatalogVersion): Promise<RecipeBook> {
  return fromCatalog(manager, 'recipe-book', () => loadRecipeBook(manager), at);
}
