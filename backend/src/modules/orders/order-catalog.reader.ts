import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { inList, selectOne, selectWhere } from '../../common/database/plain-sql.js';
import { DailyMenu } from '../daily-menus/daily-menu.entity.js';
import { Dish } from '../dishes/dish.entity.js';
import { Neighborhood } from '../neighborhoods/neighborhood.entity.js';
import { Product } from '../products/product.entity.js';
import { type CatalogDish, type CatalogNeighborhood, dishKey, type PricingCatalog } from './order-pricing.js';

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

  /** Everything one order needs, in four small queries (plain statements: the order path's hot reads). */
  async forOrder(input: {
    productIds: string[];
    dishRefs: string[];
    day: string;
    neighborhoodId: string | null;
  }): Promise<PricingCatalog> {
    const [products, dishes, menu, neighborhood] = await Promise.all([
      this.findProducts(input.productIds),
      this.findDishes(input.dishRefs),
      input.dishRefs.length ? selectOne(this.menus.manager, DailyMenu, '"date" = ? AND "active" = ?', [input.day, true]) : null,
      input.neighborhoodId ? this.findNeighborhood(input.neighborhoodId) : null,
    ]);
    const dishMap = new Map<string, CatalogDish>();
    for (const d of dishes) dishMap.set(d.id, d).set(d.name_key, d);
    return {
      products: new Map(products.map((p) => [p.id, p])),
      dishes: dishMap,
      // a menu saved with no dishes is no menu: the storefront then offers every active dish
      menuDishIds: menu?.dishes?.length ? new Set(menu.dishes) : null,
      neighborhood,
    };
  }

  private findProducts(ids: string[]): Promise<Product[]> {
    const unique = [...new Set(ids)];
    return unique.length ? selectWhere(this.products.manager, Product, `"id" IN (${inList(unique.length)})`, unique) : Promise.resolve([]);
  }

  private async findDishes(refs: string[]): Promise<Dish[]> {
    if (refs.length === 0) return [];
    // a reference is an id or a name: one query looks for both
    const ids = [...new Set(refs)];
    const keys = [...new Set(refs.map(dishKey))];
    return selectWhere(this.dishes.manager, Dish, `"id" IN (${inList(ids.length)}) OR "name_key" IN (${inList(keys.length)})`, [...ids, ...keys]);
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
