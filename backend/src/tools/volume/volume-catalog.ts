import type { PixSettingsDto, Size } from '@quentinha/shared/api/types';
import type { DishType } from '@quentinha/shared/catalog/categories';
import { maxDishes } from '@quentinha/shared/validation/dish-picker';
import type { CustomerAccount, VolumeNeighborhood } from './volume-customers.js';
import { weightedPicker, type VolumeRandom } from './volume-random.js';

/** A person of the team or a courier, as an order's history and courier columns name them. */
export interface Actor {
  id: string;
  name: string;
  email: string;
}

export interface VolumeProduct {
  id: string;
  name: string;
  category: string;
  sizes: { name: Size; price_cents: number; cost_cents: number }[];
  /** how many dishes a box takes (shared maxDishes) */
  maxDishes: number;
}

export interface VolumeDish {
  id: string;
  name: string;
  type: DishType;
}

/** The active daily menu of a day: its dishes, and what is left of the capped ones. */
export interface DayMenu {
  id: string;
  dishIds: ReadonlySet<string>;
  /** dish id -> portions left, for capped dishes only */
  remaining: Map<string, number>;
}

/** Everything an order is drawn from, read from the database once. */
export interface VolumeCatalog {
  quentinhas: VolumeProduct[];
  /** drinks (bebida) */
  drinks: VolumeProduct[];
  /** desserts and anything else that is not a quentinha nor a drink */
  sides: VolumeProduct[];
  /** active, pickable dishes (drinks left out) */
  dishes: VolumeDish[];
  neighborhoods: VolumeNeighborhood[];
  couriers: Actor[];
  /** who confirms pending orders: the admin (DECISIONS 9.1) */
  admins: Actor[];
  /** who confirms PIX payments and takes phone orders: admin and staff */
  counter: Actor[];
  /** who moves orders through the kitchen: kitchen and staff (admin when there is no one else) */
  kitchen: Actor[];
  accounts: CustomerAccount[];
  pix: PixSettingsDto | null;
  /** day -> its active menu */
  menus: Map<string, DayMenu>;
}

const SIZE_WEIGHTS: Record<Size, number> = { pequeno: 22, medio: 45, grande: 27, familia: 6 };

/** A product row as the drafts read it; the dish limit is the one pricing enforces (shared maxDishes). */
export function toVolumeProduct(p: {
  id: string;
  name: string;
  category: string;
  sizes: VolumeProduct['sizes'];
  max_items_per_quentinha: number;
}): VolumeProduct {
  return { id: p.id, name: p.name, category: p.category, sizes: p.sizes, maxDishes: maxDishes(p) };
}

/** The weighted draws of one catalogue, built once per run. */
export interface CatalogDraws {
  quentinha(rand: VolumeRandom, weekday: number): VolumeProduct | null;
  drink(rand: VolumeRandom): VolumeProduct | null;
  side(rand: VolumeRandom): VolumeProduct | null;
  size(rand: VolumeRandom, product: VolumeProduct): VolumeProduct['sizes'][number];
  /** how much a dish is liked, by id */
  dishWeight: Map<string, number>;
}

const FEIJOADA_DAYS = new Set([3, 6]);
const listPrice = (p: VolumeProduct) => Math.max(100, p.sizes[0]?.price_cents ?? 100);

/**
 * Boxes sell by popularity rank, the cheapest first (Zipf: 1, 1/2, 1/3...): the house box leads. A
 * feijoada sells on Wednesdays and Saturdays only, as the demo menu says, and three times its rank
 * there. Sizes: medio most, familia rarely.
 */
export function catalogDraws(catalog: VolumeCatalog, rand: VolumeRandom): CatalogDraws {
  const ranked = [...catalog.quentinhas].sort((a, b) => listPrice(a) - listPrice(b) || a.name.localeCompare(b.name));
  const boxWeight = (p: VolumeProduct) => 1 / (ranked.indexOf(p) + 1);
  const byWeekday = Array.from({ length: 7 }, (_, weekday) => {
    const sold = catalog.quentinhas.filter((p) => !/feijoada/i.test(p.name) || FEIJOADA_DAYS.has(weekday));
    const weights = sold.map((p) => boxWeight(p) * (/feijoada/i.test(p.name) ? 3 : 1));
    return sold.length ? weightedPicker(sold, weights) : null;
  });
  const simple = (list: VolumeProduct[]) =>
    list.length
      ? weightedPicker(
          list,
          list.map((p) => 1000 / listPrice(p)),
        )
      : null;
  const drink = simple(catalog.drinks);
  const side = simple(catalog.sides);
  const sizeDraws = new Map<string, (r: VolumeRandom) => VolumeProduct['sizes'][number]>();
  for (const p of [...catalog.quentinhas, ...catalog.drinks, ...catalog.sides]) {
    sizeDraws.set(
      p.id,
      weightedPicker(
        p.sizes,
        p.sizes.map((s) => SIZE_WEIGHTS[s.name] ?? 10),
      ),
    );
  }
  const dishWeight = new Map(catalog.dishes.map((d) => [d.id, 0.3 + rand.next()]));
  return {
    quentinha: (r, weekday) => byWeekday[weekday]?.(r) ?? null,
    drink: (r) => drink?.(r) ?? null,
    side: (r) => side?.(r) ?? null,
    size: (r, p) => sizeDraws.get(p.id)!(r),
    dishWeight,
  };
}

/** The order a box is filled in: a protein, grains, then sides and salad. */
const FILL_ORDER: DishType[] = ['Proteína', 'Grão', 'Grão', 'Acompanhamento', 'Salada', 'Acompanhamento', 'Proteína'];

/**
 * The dishes of one box: 2 to 4 (most often 3 or 4) within the product's limit, never the same dish
 * twice, from the dishes the caller allows (the day's menu, capped dishes not sold out).
 */
export function chooseDishes(
  rand: VolumeRandom,
  draws: CatalogDraws,
  available: readonly VolumeDish[],
  max: number,
): VolumeDish[] {
  const want = Math.min(max, available.length, rand.chance(0.15) ? 2 : rand.chance(0.47) ? 3 : 4);
  const chosen: VolumeDish[] = [];
  const taken = new Set<string>();
  const draw = (from: readonly VolumeDish[]) => {
    const open = from.filter((d) => !taken.has(d.id));
    if (!open.length) return null;
    return open[rand.weightedIndex(open.map((d) => draws.dishWeight.get(d.id) ?? 1))];
  };
  for (let i = 0; chosen.length < want; i++) {
    const type = FILL_ORDER[i % FILL_ORDER.length];
    const dish = (i < FILL_ORDER.length ? draw(available.filter((d) => d.type === type)) : null) ?? draw(available);
    if (!dish) break;
    taken.add(dish.id);
    chosen.push(dish);
  }
  return chosen;
}

/** Dishes a box may take today: on the day's menu (when there is one) and not sold out. */
export function dishesOfDay(catalog: VolumeCatalog, menu: DayMenu | undefined, quantity: number): VolumeDish[] {
  if (!menu) return catalog.dishes;
  return catalog.dishes.filter((d) => menu.dishIds.has(d.id) && (menu.remaining.get(d.id) ?? Infinity) >= quantity);
}
