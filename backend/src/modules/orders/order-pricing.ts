import type { Size } from '@quentinha/shared/api/types';
import { type CompositionRule, compositionProblems, dishTypeOf, problemText } from '@quentinha/shared/catalog/composition';
import { pickExtras, unitPriceWithExtras } from '@quentinha/shared/catalog/extras';
import { isQuentinha, SIZE_LABELS, toSize } from '@quentinha/shared/catalog/sizes';
import { formatBRL } from '@quentinha/shared/money/money';
import { boxCostCents, type CostingSettings } from '@quentinha/shared/costing/costing';
import { maxDishes } from '@quentinha/shared/validation/dish-picker';
import { validationError } from '../../common/errors/domain-error.js';
import { PACK_MESSAGES } from '@quentinha/shared/packs/rules';

/**
 * Pure pricing: every price, cost, fee and total of an order comes from the catalogue rows
 * handed in here, never from the client (DECISIONS.md section 4). No database, no Nest.
 */

export interface CatalogProduct {
  id: string;
  name: string;
  category: string;
  active: boolean;
  sizes: { name: Size; price_cents: number; cost_cents: number; composition?: CompositionRule[] }[];
  max_items_per_quentinha: number;
  /** quentinhas' paid extras (DECISIONS 10.10); null or absent: none */
  extras?: PricedExtra[] | null;
}

export interface PricedExtra {
  id: string;
  name: string;
  price_cents: number;
  cost_cents: number;
}

export interface CatalogDish {
  id: string;
  name: string;
  name_key: string;
  /** Proteína, Acompanhamento, Grão, Salada (any spelling): what a size's composition counts */
  type: string;
  active: boolean;
}

export interface CatalogNeighborhood {
  id: string;
  name: string;
  delivery_fee_cents: number;
  is_active: boolean;
}

export interface PricingCatalog {
  products: ReadonlyMap<string, CatalogProduct>;
  /** by id and by name_key */
  dishes: ReadonlyMap<string, CatalogDish>;
  /** dish ids of that day's active daily menu; null when the day has none */
  menuDishIds: ReadonlySet<string> | null;
  neighborhood: CatalogNeighborhood | null;
  /** ficha técnica (DECISIONS 10.7): medio portion cost (R$) of each dish with a recipe; absent: product costs only */
  recipes?: RecipeCosting | null;
}

export interface RecipeCosting {
  /** dish id -> cost of a medio portion in reais, unrounded */
  portionCosts: ReadonlyMap<string, number>;
  settings: Pick<CostingSettings, 'size_factors' | 'packaging'>;
}

export interface OrderLineInput {
  product_id: string;
  quantity: number;
  size: string;
  chosen_dishes?: string[];
  /** ids of the product's extras */
  extras?: string[];
  notes?: string | null;
  /** pay this line's boxes with pack credits (DECISIONS 10.6): the box price is 0, extras are paid */
  use_credit?: boolean;
}

export type DeliveryInput = { type: 'pickup' } | { type: 'delivery'; neighborhood: string };

export interface PricedLine {
  product_id: string;
  product_name: string;
  category: string;
  size: Size;
  quantity: number;
  /** the size's price plus the extras' */
  unit_price_cents: number;
  unit_cost_cents: number;
  chosen_dishes: string[];
  extras: PricedExtra[];
  notes: string | null;
  /** boxes paid with pack credits (the order's transaction takes them, or refuses the order) */
  credits_used: number;
}

export interface OrderTotals {
  subtotal_cents: number;
  delivery_fee_cents: number;
  total_amount_cents: number;
  total_cost_cents: number;
}

export interface PricedOrder extends OrderTotals {
  lines: PricedLine[];
  neighborhood: CatalogNeighborhood | null;
}

export const PRICING_MESSAGES = {
  productUnavailable: (name: string) => `O produto "${name}" não está disponível.`,
  productMissing: (position: number) => `O produto do item ${position} não existe mais no cardápio.`,
  sizeUnavailable: (size: string, product: string) => `O tamanho "${size}" não está disponível para "${product}".`,
  dishCount: (max: number, product: string) => `Escolha de 1 a ${max} pratos para "${product}".`,
  dishUnavailable: (dish: string) => `O prato "${dish}" não está disponível.`,
  dishNotOnMenu: (dish: string) => `O prato "${dish}" não está no cardápio do dia.`,
  dishRepeated: (dish: string, product: string) => `O prato "${dish}" foi escolhido mais de uma vez para "${product}".`,
  noDishesAllowed: (product: string) => `O produto "${product}" não leva pratos.`,
  /** 'Escolha 1 Proteína: "Quentinha Tradicional" (Pequena).' (DECISIONS 10.10: names the type) */
  composition: (problem: string, product: string, size: Size) => `${problem}: "${product}" (${SIZE_LABELS[size]}).`,
  neighborhoodUnavailable: 'O bairro escolhido não está disponível para entrega.',
  changeForBelowTotal: (totalCents: number) =>
    `O valor para troco deve ser igual ou maior que o total do pedido (${formatBRL(totalCents / 100)}).`,
} as const;

/** The key dish names are unique by (DishEntity.name_key). */
export const dishKey = (name: string) => name.trim().toLowerCase();

type ProductSizeRow = CatalogProduct['sizes'][number];

function resolveDishes(line: OrderLineInput, product: CatalogProduct, size: ProductSizeRow, catalog: PricingCatalog): CatalogDish[] {
  const wanted = line.chosen_dishes ?? [];
  if (!isQuentinha(product.category)) {
    if (wanted.length > 0) throw validationError(PRICING_MESSAGES.noDishesAllowed(product.name));
    return [];
  }
  const max = maxDishes(product);
  if (wanted.length < 1 || wanted.length > max) throw validationError(PRICING_MESSAGES.dishCount(max, product.name));
  const seen = new Set<string>();
  const dishes = wanted.map((ref) => {
    const dish = catalog.dishes.get(ref) ?? catalog.dishes.get(dishKey(ref));
    if (!dish || !dish.active) throw validationError(PRICING_MESSAGES.dishUnavailable(ref.trim()));
    if (catalog.menuDishIds && !catalog.menuDishIds.has(dish.id)) {
      throw validationError(PRICING_MESSAGES.dishNotOnMenu(dish.name));
    }
    if (seen.has(dish.id)) throw validationError(PRICING_MESSAGES.dishRepeated(dish.name, product.name));
    seen.add(dish.id);
    return dish;
  });
  // DECISIONS 10.10: of each listed type between min and max, nothing of a type not listed
  const [problem] = compositionProblems(size.composition, dishes.map(dishTypeOf));
  if (problem) throw validationError(PRICING_MESSAGES.composition(problemText(problem), product.name, size.name));
  return dishes;
}

/**
 * What a box costs the shop (DECISIONS 10.7): when every chosen dish has a recipe, packaging of
 * its size + each dish's portion at that size (shared boxCostCents); otherwise the size's own cost.
 * Paid extras add their cost either way.
 */
function unitCostCents(size: ProductSizeRow, dishes: readonly CatalogDish[], extras: readonly PricedExtra[], catalog: PricingCatalog): number {
  const recipes = catalog.recipes;
  const fromRecipes = recipes ? boxCostCents(size.name, dishes.map((d) => recipes.portionCosts.get(d.id)), recipes.settings) : null;
  return extras.reduce((sum, e) => sum + e.cost_cents, fromRecipes ?? size.cost_cents);
}

/** The extras the line names, each at most once, as the product offers them now. */
function resolveExtras(line: OrderLineInput, product: CatalogProduct): PricedExtra[] {
  const picked = pickExtras(product.extras, line.extras, product.name);
  if ('error' in picked) throw validationError(picked.error);
  return picked.extras.map(({ id, name, price_cents, cost_cents }) => ({ id, name, price_cents, cost_cents }));
}

function priceLine(line: OrderLineInput, position: number, catalog: PricingCatalog): PricedLine {
  const product = catalog.products.get(line.product_id);
  if (!product) throw validationError(PRICING_MESSAGES.productMissing(position));
  if (!product.active) throw validationError(PRICING_MESSAGES.productUnavailable(product.name));
  const sizeName = toSize(line.size);
  const size = sizeName ? product.sizes.find((s) => s.name === sizeName) : undefined;
  if (!size) throw validationError(PRICING_MESSAGES.sizeUnavailable(String(line.size), product.name));
  const dishes = resolveDishes(line, product, size, catalog);
  const extras = resolveExtras(line, product);
  const credits = line.use_credit === true ? creditBoxes(line, product) : 0;
  return {
    product_id: product.id,
    product_name: product.name,
    category: product.category,
    size: size.name,
    quantity: line.quantity,
    unit_price_cents: unitPriceWithExtras(credits > 0 ? 0 : size.price_cents, extras.map((e) => ({ price: e.price_cents }))),
    unit_cost_cents: unitCostCents(size, dishes, extras, catalog),
    chosen_dishes: dishes.map((d) => d.name),
    extras,
    notes: line.notes?.trim() || null,
    credits_used: credits,
  };
}

/** A credit pays a quentinha's box (DECISIONS 10.6): every box of the line. */
function creditBoxes(line: OrderLineInput, product: CatalogProduct): number {
  if (!isQuentinha(product.category)) throw validationError(PACK_MESSAGES.creditNotQuentinha(product.name));
  return line.quantity;
}

/** Totals from stored or priced lines: total = items + fee, cost = item costs + fee. */
export function orderTotals(
  lines: readonly { quantity: number; unit_price_cents: number; unit_cost_cents: number }[],
  deliveryFeeCents: number,
): OrderTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unit_price_cents, 0);
  const cost = lines.reduce((sum, l) => sum + l.quantity * l.unit_cost_cents, 0);
  return {
    subtotal_cents: subtotal,
    delivery_fee_cents: deliveryFeeCents,
    total_amount_cents: subtotal + deliveryFeeCents,
    total_cost_cents: cost + deliveryFeeCents,
  };
}

/** The delivery neighbourhood, which must exist and be active; null for pickup. */
export function deliveryNeighborhood(delivery: DeliveryInput, catalog: PricingCatalog): CatalogNeighborhood | null {
  if (delivery.type !== 'delivery') return null;
  const n = catalog.neighborhood;
  if (!n || !n.is_active || n.id !== delivery.neighborhood)
    throw validationError(PRICING_MESSAGES.neighborhoodUnavailable);
  return n;
}

export function priceOrder(
  input: { items: OrderLineInput[]; delivery: DeliveryInput },
  catalog: PricingCatalog,
): PricedOrder {
  const lines = input.items.map((line, i) => priceLine(line, i + 1, catalog));
  const neighborhood = deliveryNeighborhood(input.delivery, catalog);
  return { lines, neighborhood, ...orderTotals(lines, neighborhood?.delivery_fee_cents ?? 0) };
}

/**
 * Change is only kept for cash; 0 or null means no change needed. When given it must cover
 * the total, or the courier cannot give change.
 */
export function changeForCents(
  method: string,
  changeCents: number | null | undefined,
  totalCents: number,
): number | null {
  if (method !== 'cash' || changeCents == null || changeCents === 0) return null;
  if (changeCents < totalCents) throw validationError(PRICING_MESSAGES.changeForBelowTotal(totalCents));
  return changeCents;
}
