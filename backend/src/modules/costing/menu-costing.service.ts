import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, type DataSource } from 'typeorm';
import { isQuentinha } from '@quentinha/shared/catalog/sizes';
import { cmvPercent, isOverTarget, menuBoxCost, roundPercent } from '@quentinha/shared/costing/costing';
import type { MenuCostingDto } from '@quentinha/shared/costing/api';
import { roundMoney, toReais } from '@quentinha/shared/money/money';
import { maxDishes } from '@quentinha/shared/validation/dish-picker';
import { notFound } from '../../common/errors/domain-error.js';
import { DailyMenu } from '../daily-menus/daily-menu.entity.js';
import { Dish } from '../dishes/dish.entity.js';
import { Product, type ProductSize } from '../products/product.entity.js';
import { recipeBook } from './recipe-costs.js';

/** How many dishes a full box of this size holds: its composition's maxima, else the product's dish limit. */
export function dishesInBox(product: Pick<Product, 'max_items_per_quentinha'>, size: ProductSize): number {
  const limit = maxDishes(product);
  const rules = size.composition ?? [];
  if (rules.length === 0) return limit;
  return Math.min(limit, rules.reduce((sum, r) => sum + r.max, 0));
}

/** 'Montar Cardápio Diário': each box and size of the menu against the food-cost target (DECISIONS 10.7). */
@Injectable()
export class MenuCostingService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async costing(menuId: string): Promise<MenuCostingDto> {
    const menu = await this.db.getRepository(DailyMenu).findOneBy({ id: menuId });
    if (!menu) throw notFound('Cardápio');
    const [book, dishes, products] = await Promise.all([
      recipeBook(this.db.manager),
      menu.dishes.length ? this.db.getRepository(Dish).find({ where: menu.dishes.map((id) => ({ id })) }) : [],
      this.db.getRepository(Product).find({ where: { active: true, deleted_at: IsNull() } }),
    ]);
    const byId = new Map(dishes.map((d) => [d.id, d]));
    // a dish switched off cannot go in a box: it neither shows nor weighs on the mean
    const menuDishes = menu.dishes.map((id) => byId.get(id)).filter((d): d is Dish => d !== undefined && Boolean(d.active));
    const withRecipe = menuDishes.flatMap((d) => {
      const r = book.recipes.get(d.id);
      return r ? [r.portion_cost] : [];
    });
    const settings = book.settings;
    const boxes: MenuCostingDto['boxes'] = [];
    for (const product of products.filter((p) => isQuentinha(p.category)).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))) {
      for (const size of product.sizes) {
        const cost = menuBoxCost(size.name, withRecipe, dishesInBox(product, size), settings);
        const price = toReais(size.price_cents);
        const cmv = cmvPercent(cost, price);
        boxes.push({
          product_id: product.id,
          product_name: product.name,
          size: size.name,
          price,
          cost: roundMoney(cost),
          cmv_percent: roundPercent(cmv),
          over_target: isOverTarget(cmv, settings.cmv_target_percent),
        });
      }
    }
    return {
      menu_id: menu.id,
      date: menu.date,
      cmv_target_percent: settings.cmv_target_percent,
      dishes: menuDishes.map((d) => {
        const r = book.recipes.get(d.id);
        return { dish_id: d.id, name: d.name, has_recipe: r !== undefined, cost_per_portion: r ? roundMoney(r.portion_cost) : null };
      }),
      boxes,
    };
  }
}
