import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type CatalogVersion, fromCatalog } from '../../common/database/catalog-snapshots.js';
import { selectOne, selectWhere } from '../../common/database/plain-sql.js';
import { activeMenuOf } from '../daily-menus/active-menu.js';
import { DailyMenu } from '../daily-menus/daily-menu.entity.js';
import { Dish } from '../dishes/dish.entity.js';
import { Neighborhood } from '../neighborhoods/neighborhood.entity.js';
import { Product } from '../products/product.entity.js';
import { recipeBook } from '../costing/recipe-costs.js';
import type { CatalogDish, CatalogNeighborhood, PricingCatalog, RecipeCosting } from './order-pricing.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Read-only view of the catalogue that pricing needs. Orders read the catalogue tables directly
 * (never through the catalogue services) so the two modules stay independent.
 */
@Injectable()
export class OrderCatalogReader {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Dish) private readonly dishes: Repository<Dish>,
    @InjectRepository(DailyMenu) private readonly menus: Repository<DailyMenu>,
    @InjectRepository(Neighborhood) private readonly neighborhoods: Repository<Neighborhood>,
  ) {}

  /**
   * Everything one order needs. The catalogue is read once and kept until it changes (fromCatalog:
   * no catalogue query at all per order, only the version the order read once, `at`).
   */
  async forOrder(input: {
    /** the order names dishes: the day's menu is needed to check them */
    withDishes: boolean;
    day: string;
    neighborhoodId: string | null;
    /** the version the order read once; absent, each kept value reads it */
    at?: CatalogVersion;
  }): Promise<PricingCatalog> {
    const manager = this.products.manager;
    const [catalog, menu] = await Promise.all([
      fromCatalog(manager, 'order-pricing', () => this.readCatalog(input.at), input.at),
      input.withDishes ? activeMenuOf(this.menus.manager, input.day, input.at) : null,
    ]);
    return {
      products: catalog.products,
      dishes: catalog.dishes,
      // a menu saved with no dishes is no menu: the storefront then offers every active dish
      menuDishIds: menu?.dishes?.length ? new Set(menu.dishes) : null,
      neighborhood: input.neighborhoodId ? (catalog.neighborhoods.get(input.neighborhoodId) ?? null) : null,
      recipes: catalog.recipes,
    };
  }

  /**
   * Every product, dish (by id and by name) and neighbourhood: a shop's catalogue is a few hundred
   * rows. With them the recipes' portion costs (ficha técnica), kept under the same version.
   */
  private async readCatalog(at?: CatalogVersion) {
    const [products, dishes, neighborhoods, book] = await Promise.all([
      selectWhere(this.products.manager, Product, '1 = 1', []),
      selectWhere(this.dishes.manager, Dish, '1 = 1', []),
      selectWhere(this.neighborhoods.manager, Neighborhood, '1 = 1', []),
      recipeBook(this.products.manager, at),
    ]);
    const recipes: RecipeCosting = {
      portionCosts: new Map([...book.recipes.values()].map((r) => [r.dish_id, r.portion_cost])),
      settings: book.settings,
    };
    const dishMap = new Map<string, CatalogDish>();
    for (const d of dishes) dishMap.set(d.id, d).set(d.name_key, d);
    return {
      products: new Map(products.map((p) => [p.id, p])),
      dishes: dishMap,
      neighborhoods: new Map<string, CatalogNeighborhood>(neighborhoods.map((n) => [n.id, n])),
      recipes,
    };
  }

  /** By id, or by name (case-insensitive) for the admin edit dialog. */
  async findNeighborhood(idOrName: string): Promise<CatalogNeighborhood | null> {
    const byId = await selectOne(this.neighborhoods.manager, Neighborhood, '"id" = ?', [idOrName]);
    if (byId || UUID.test(idOrName)) return byId;
    const key = idOrName.trim().toLowerCase();
    return this.neighborhoods
      .createQueryBuilder('n')
      .where('LOWER(n.name) = :key', { key })
      .orderBy('n.is_active', 'DESC')
      .getOne();
  }
}
