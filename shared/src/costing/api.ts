/**
 * Shapes of the ficha técnica API (DECISIONS 10.7). Money in reais; `unit_cost` and
 * `cost_per_portion` are rounded for display only (unit_cost to 6 decimals, money to centavos):
 * the arithmetic behind them (shared/src/costing/costing.ts) runs unrounded.
 */
import type { Size } from '../api/types.js';
import type { CostingSettings, IngredientUnit, LeftoverDestination } from './costing.js';

export type { CostingSettings as CostingSettingsDto };

export interface IngredientDto {
  id: string;
  name: string;
  unit: IngredientUnit;
  purchase_unit_label: string;
  /** in `unit`, > 0 */
  purchase_unit_quantity: number;
  /** R$ for one purchase unit */
  purchase_price: number;
  /** >= 1 */
  correction_factor: number;
  active: boolean;
  /** R$ per unit = purchase_price / purchase_unit_quantity (6 decimals) */
  unit_cost: number;
  /** dishes whose recipe uses it */
  used_in: number;
  created_at: string;
  updated_at: string;
}

/** POST body; PUT takes any subset (at least one field). */
export interface IngredientInput {
  name: string;
  unit: IngredientUnit;
  purchase_unit_label: string;
  purchase_unit_quantity: number;
  purchase_price: number;
  correction_factor?: number;
  active?: boolean;
}

/** GET /api/ingredients/{id}/prices: newest first. */
export interface IngredientPriceDto {
  purchase_price: number;
  purchase_unit_quantity: number;
  unit_cost: number;
  valid_from: string;
}

export interface RecipeInput {
  yield_portions: number;
  items: { ingredient_id: string; quantity: number }[];
}

export interface RecipeItemDto {
  ingredient_id: string;
  quantity: number;
  /** the ingredient as it is now */
  name: string;
  unit: IngredientUnit;
  correction_factor: number;
  unit_cost: number;
  /** quantity x correction_factor x unit_cost, whole batch, R$ (centavos) */
  cost: number;
}

export interface RecipeDto {
  dish_id: string;
  dish_name: string;
  yield_portions: number;
  items: RecipeItemDto[];
  /** size 'medio', R$ (centavos) */
  cost_per_portion: number;
  /** every size with the settings' factors, R$ (centavos) */
  cost_per_portion_by_size: Record<Size, number>;
  updated_at: string;
}

export interface MenuCostingDto {
  menu_id: string;
  date: string;
  cmv_target_percent: number;
  dishes: { dish_id: string; name: string; has_recipe: boolean; cost_per_portion: number | null }[];
  boxes: {
    product_id: string;
    product_name: string;
    size: Size;
    price: number;
    cost: number;
    cmv_percent: number;
    over_target: boolean;
  }[];
}

export interface ShoppingListDto {
  date: string;
  /** null: no active menu that day (items then empty) */
  menu_id: string | null;
  items: {
    ingredient_id: string;
    name: string;
    unit: IngredientUnit;
    /** gross quantity, in `unit` (3 decimals) */
    quantity: number;
    purchase_unit_label: string;
    purchase_unit_quantity: number;
    purchase_units: number;
    /** purchase_units x purchase_price */
    estimated_cost: number;
  }[];
  missing_recipes: string[];
  /** per dish of the menu: portions expected and why */
  dishes: { dish_id: string; name: string; ordered: number; cap: number | null; expected_portions: number; has_recipe: boolean }[];
  total_estimated_cost: number;
}

export interface LeftoverInput {
  date: string;
  dish_id: string;
  portions_left: number;
  destination: LeftoverDestination;
  note?: string | null;
}

export interface LeftoverDto {
  id: string;
  date: string;
  dish_id: string;
  dish_name: string;
  portions_left: number;
  destination: LeftoverDestination;
  note: string | null;
  /** portions ordered that day (not cancelled) */
  sold: number;
  created_at: string;
  updated_at: string;
}

export interface LeftoversReportDto {
  from: string;
  to: string;
  entries: LeftoverDto[];
  by_dish: {
    dish_id: string;
    name: string;
    sold: number;
    left: number;
    waste_percent: number;
    /** days recorded in the range */
    days: number;
    /** suggestedCap(): ceil(mean daily demand / 0.97); null without days */
    suggested_cap: number | null;
  }[];
  /** 0 = Sunday .. 6 = Saturday (Sao Paulo day), only weekdays with entries */
  by_weekday: { weekday: number; label: string; sold: number; left: number; waste_percent: number }[];
}
