import type { WirePaymentMethod } from '@quentinha/shared/api/types';
import type { PricedLine } from '../../modules/orders/order-pricing.js';
import {
  chooseDishes,
  dishesOfDay,
  type CatalogDraws,
  type DayMenu,
  type VolumeCatalog,
  type VolumeProduct,
} from './volume-catalog.js';
import type { VolumeRandom } from './volume-random.js';

// prettier-ignore
export const ORDER_NOTES = [
  'Sem cebola, por favor.', 'Capricha no feijão!', 'Interfone quebrado, ligar ao chegar.', 'Troco em notas pequenas.',
  'Deixar na portaria.', 'Mandar talheres descartáveis.', 'Sem pimenta.', 'Tocar a campainha do fundo.',
  'Entregar até 12h30, por favor.', 'Sou alérgica a camarão.',
];
const ITEM_NOTES = [
  'Pouco sal',
  'Sem cebola',
  'Mais arroz, menos feijão',
  'Carne bem passada',
  'Salada à parte',
  'Sem farofa',
];
const BILLS_CENTS = [2000, 5000, 10000, 20000];

/** A priced line (as order-pricing makes them) that also keeps its dishes' ids for the portions. */
export interface Line extends PricedLine {
  dishIds: string[];
}

function line(
  product: VolumeProduct,
  size: VolumeProduct['sizes'][number],
  quantity: number,
  dishes: { id: string; name: string }[],
  notes: string | null,
): Line {
  return {
    product_id: product.id,
    product_name: product.name,
    category: product.category,
    size: size.name,
    quantity,
    unit_price_cents: size.price_cents,
    unit_cost_cents: size.cost_cents,
    chosen_dishes: dishes.map((d) => d.name),
    extras: [],
    credits_used: 0,
    notes,
    dishIds: dishes.map((d) => d.id),
  };
}

/**
 * What people put in the cart: one box most of the time (two or three for an office or a family),
 * a drink in about a third of the orders, a dessert sometimes. Portions of capped dishes are taken
 * from the day's menu here, as the server takes them at checkout.
 */
export function basket(
  rand: VolumeRandom,
  catalog: VolumeCatalog,
  draws: CatalogDraws,
  weekday: number,
  menu: DayMenu | undefined,
): Line[] {
  const lines: Line[] = [];
  const boxes = rand.chance(0.78) ? 1 : rand.chance(0.77) ? 2 : 3;
  for (let b = 0; b < boxes; b++) {
    const product = draws.quentinha(rand, weekday);
    if (!product) break;
    const size = draws.size(rand, product);
    const q = rand.next();
    const quantity = size.name === 'familia' || q < 0.85 ? 1 : q < 0.97 ? 2 : 3;
    const dishes = chooseDishes(rand, draws, dishesOfDay(catalog, menu, quantity), product.maxDishes);
    if (dishes.length === 0) continue;
    for (const d of dishes) {
      const left = menu?.remaining.get(d.id);
      if (left !== undefined) menu!.remaining.set(d.id, left - quantity);
    }
    lines.push(line(product, size, quantity, dishes, rand.chance(0.05) ? rand.pick(ITEM_NOTES) : null));
  }
  const drink = rand.chance(0.35) || lines.length === 0 ? draws.drink(rand) : null;
  if (drink) lines.push(line(drink, draws.size(rand, drink), boxes > 1 && rand.chance(0.5) ? boxes : 1, [], null));
  const side = rand.chance(0.12) ? draws.side(rand) : null;
  if (side) lines.push(line(side, draws.size(rand, side), 1, [], null));
  return lines;
}

/** Portions per dish id, the way the server counts them (shared dishPortions, summed). */
export function portions(lines: readonly Line[]): { dishes: Record<string, number>; names: Record<string, string> } {
  const dishes: Record<string, number> = {};
  const names: Record<string, string> = {};
  for (const l of lines) {
    if (l.dishIds.length === 0) continue;
    l.dishIds.forEach((id, k) => {
      dishes[id] = (dishes[id] ?? 0) + l.quantity;
      names[id] = l.chosen_dishes[k];
    });
  }
  return { dishes, names };
}

/** Cash: four in ten say which bill they pay with (at least the total, as the server demands). */
export function changeFor(rand: VolumeRandom, method: WirePaymentMethod, totalCents: number): number | null {
  if (method !== 'cash' || !rand.chance(0.4)) return null;
  return BILLS_CENTS.find((b) => b >= totalCents && rand.chance(0.8)) ?? Math.ceil(totalCents / 1000) * 1000;
}
