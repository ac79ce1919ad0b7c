import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  expectedPortions,
  ingredientQuantityFor,
  purchaseUnits,
  roundQuantity,
  type IngredientUnit,
} from '@quentinha/shared/costing/costing';
import type { ShoppingListDto } from '@quentinha/shared/costing/api';
import { roundMoney, toReais } from '@quentinha/shared/money/money';
import { inList, selectWhere } from '../../common/database/plain-sql.js';
import { MenuPortion } from '../availability/availability.entities.js';
import { DailyMenu } from '../daily-menus/daily-menu.entity.js';
import { Dish } from '../dishes/dish.entity.js';
import type { Ingredient } from './costing.entities.js';
import { recipeBook } from './recipe-costs.js';

/**
 * Portions of each dish ordered for a day, not cancelled: the menu's own count (menu_portions.sold),
 * which every order takes in its transaction and a cancellation gives back (availability module).
 */
export async function portionsOrdered(db: DataSource, menuId: string): Promise<Map<string, { sold: number; cap: number | null }>> {
  const rows = await selectWhere(db.manager, MenuPortion, '"menu_id" = ?', [menuId]);
  return new Map(rows.map((r) => [r.dish_id, { sold: Number(r.sold), cap: r.cap == null ? null : Number(r.cap) }]));
}

/** The day's menu (one per date), active or not: what the kitchen cooks that day. */
export async function menuOfDay(db: DataSource, date: string): Promise<DailyMenu | null> {
  const [menu] = await selectWhere(db.manager, DailyMenu, '"date" = ?', [date]);
  return menu ?? null;
}

/** 'Lista de Compras' (DECISIONS 10.7): ingredients for the portions expected on a day. */
@Injectable()
export class ShoppingListService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async forDay(date: string): Promise<ShoppingListDto> {
    const menu = await menuOfDay(this.db, date);
    if (!menu || menu.dishes.length === 0) {
      return { date, menu_id: menu?.id ?? null, items: [], missing_recipes: [], dishes: [], total_estimated_cost: 0 };
    }
    const [book, dishRows, portions] = await Promise.all([
      recipeBook(this.db.manager),
      selectWhere(this.db.manager, Dish, `"id" IN (${inList(menu.dishes.length)})`, menu.dishes),
      portionsOrdered(this.db, menu.id),
    ]);
    const byId = new Map(dishRows.map((d) => [d.id, d]));
    const needs = new Map<string, { ingredient: Ingredient; quantity: number }>();
    const dishes: ShoppingListDto['dishes'] = [];
    const missing: string[] = [];
    for (const dishId of menu.dishes) {
      const dish = byId.get(dishId);
      // a dish switched off cannot be ordered: nothing to cook or buy for it
      if (!dish || !dish.active) continue;
      const counted = portions.get(dishId);
      const ordered = counted?.sold ?? 0;
      const cap = counted?.cap ?? null;
      const expected = expectedPortions(ordered, cap);
      const recipe = book.recipes.get(dishId);
      dishes.push({ dish_id: dishId, name: dish.name, ordered, cap, expected_portions: expected, has_recipe: !!recipe });
      if (!recipe) {
        missing.push(dish.name);
        continue;
      }
      for (const line of recipe.lines) {
        const quantity = ingredientQuantityFor(expected, line.quantity, recipe.yield_portions, Number(line.ingredient.correction_factor));
        const need = needs.get(line.ingredient.id) ?? { ingredient: line.ingredient, quantity: 0 };
        need.quantity += quantity;
        needs.set(line.ingredient.id, need);
      }
    }
    const items: ShoppingListDto['items'] = [...needs.values()]
      .filter((n) => n.quantity > 0)
      .sort((a, b) => a.ingredient.name.localeCompare(b.ingredient.name, 'pt-BR', { sensitivity: 'base' }))
      .map(({ ingredient: i, quantity }) => {
        const units = purchaseUnits(quantity, Number(i.purchase_unit_quantity));
        return {
          ingredient_id: i.id,
          name: i.name,
          unit: i.unit as IngredientUnit,
          quantity: roundQuantity(quantity),
          purchase_unit_label: i.purchase_unit_label,
          purchase_unit_quantity: Number(i.purchase_unit_quantity),
          purchase_units: units,
          estimated_cost: toReais(units * i.purchase_price_cents),
        };
      });
    return {
      date,
      menu_id: menu.id,
      items,
      missing_recipes: missing,
      dishes,
      total_estimated_cost: roundMoney(items.reduce((sum, i) => sum + i.estimated_cost, 0)),
    };
  }
}
