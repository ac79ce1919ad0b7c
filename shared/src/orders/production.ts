import type { OrderItemDto, Size, WireStatus } from '../api/types.js';
import { isQuentinha, SIZES } from '../catalog/sizes.js';

/** What the kitchen still has to produce: orders in 'Novo Pedido' and 'Em Produção' (DECISIONS 9.2). */
export const PRODUCTION_STATUSES: readonly WireStatus[] = ['confirmed', 'preparing'];

export type PortionsBySize = Record<Size, number>;

export interface DishProduction {
  name: string;
  total: number;
  by_size: PortionsBySize;
}

export interface ProductProduction {
  product_id: string;
  name: string;
  /** so a screen can tell boxes from drinks and desserts to send */
  category: string;
  size: Size;
  quantity: number;
}

export interface ProductionTotals {
  orders: number;
  dishes: DishProduction[];
  products: ProductProduction[];
}

export type ProductionItem = Pick<
  OrderItemDto,
  'product_id' | 'product_name' | 'category' | 'size' | 'quantity' | 'chosen_dishes'
>;

export interface ProductionOrder {
  status: WireStatus;
  items: readonly ProductionItem[];
}

const noPortions = (): PortionsBySize => Object.fromEntries(SIZES.map((s) => [s, 0])) as PortionsBySize;

/**
 * The portions one quentinha line takes of each of its dishes: a box of quantity q holds one
 * portion of every chosen dish, so it adds q to each (a dish chosen twice in one box counts once).
 * The same rule feeds the production panel and the portion caps.
 */
export function dishPortions(
  item: Pick<ProductionItem, 'category' | 'quantity' | 'chosen_dishes'>,
): Map<string, number> {
  const portions = new Map<string, number>();
  if (!isQuentinha(item.category)) return portions;
  for (const dish of new Set(item.chosen_dishes.map((d) => d.trim()).filter(Boolean)))
    portions.set(dish, item.quantity);
  return portions;
}

/**
 * The kitchen's 'Produção' totals (DECISIONS 9.2): portions per dish and size, and items per
 * product and size, over the orders still to produce. Largest totals first, then by name.
 */
export function productionTotals(orders: readonly ProductionOrder[]): ProductionTotals {
  const dishes = new Map<string, DishProduction>();
  const products = new Map<string, ProductProduction>();
  let count = 0;
  for (const order of orders) {
    if (!PRODUCTION_STATUSES.includes(order.status)) continue;
    count += 1;
    for (const item of order.items) {
      for (const [name, q] of dishPortions(item)) {
        const dish = dishes.get(name) ?? { name, total: 0, by_size: noPortions() };
        dish.total += q;
        dish.by_size[item.size] += q;
        dishes.set(name, dish);
      }
      const key = `${item.product_id}|${item.size}`;
      const product = products.get(key) ?? {
        product_id: item.product_id,
        name: item.product_name,
        category: item.category,
        size: item.size,
        quantity: 0,
      };
      product.quantity += item.quantity;
      products.set(key, product);
    }
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');
  return {
    orders: count,
    dishes: [...dishes.values()].sort((a, b) => b.total - a.total || byName(a.name, b.name)),
    products: [...products.values()].sort(
      (a, b) => b.quantity - a.quantity || byName(a.name, b.name) || SIZES.indexOf(a.size) - SIZES.indexOf(b.size),
    ),
  };
}
