import { dishTypeOf } from '@quentinha/shared/catalog/composition';
import { unitPriceWithExtras } from '@quentinha/shared/catalog/extras';
import { isQuentinha, SIZE_LABELS, toSize } from '@quentinha/shared/catalog/sizes';
import { REPEAT_REASONS } from '@quentinha/shared/customers/rules';
import type { RepeatItemDto, RepeatMissingDto, RepeatOrderDto } from '@quentinha/shared/customers/types';
import { toReais } from '@quentinha/shared/money/money';
import type { OrderItem } from '../orders/order.entity.js';
import { dishKey, type PricingCatalog } from '../orders/order-pricing.js';

/**
 * 'Pedir de novo' (DECISIONS 10.3): an old order's lines as today's cart, pure. Prices come from the
 * catalogue the checkout prices with (the size's price plus the extras', the shared rule), so the
 * cart shows what the order will cost; what today lacks is left out and named.
 */
export function repeatCart(
  lines: readonly Pick<OrderItem, 'product_id' | 'product_name' | 'category' | 'size' | 'quantity' | 'unit_price_cents' | 'chosen_dishes' | 'extras' | 'notes'>[],
  catalog: PricingCatalog,
  /** dish ids of today's menu with nothing left */
  soldOut: ReadonlySet<string>,
): RepeatOrderDto {
  const items: RepeatItemDto[] = [];
  const missing: RepeatMissingDto[] = [];
  const named = new Set<string>();
  const miss = (name: string, reason: string) => {
    if (named.has(reason)) return;
    named.add(reason);
    missing.push({ name, reason });
  };
  let before = 0;
  let now = 0;
  for (const line of lines) {
    const product = catalog.products.get(line.product_id);
    if (!product || !product.active) {
      miss(line.product_name, REPEAT_REASONS.productOff(line.product_name));
      continue;
    }
    const sizeName = toSize(line.size);
    const size = sizeName ? product.sizes.find((s) => s.name === sizeName) : undefined;
    if (!size) {
      const label = sizeName ? SIZE_LABELS[sizeName] : String(line.size);
      miss(`${product.name} ${label}`, REPEAT_REASONS.sizeOff(product.name, label));
      continue;
    }
    const dishes: string[] = [];
    if (isQuentinha(product.category)) {
      for (const name of line.chosen_dishes ?? []) {
        const dish = catalog.dishes.get(dishKey(name)) ?? catalog.dishes.get(name);
        const type = dish ? dishTypeOf(dish) : null;
        if (!dish || !dish.active || (catalog.menuDishIds && !catalog.menuDishIds.has(dish.id))) {
          miss(name, REPEAT_REASONS.dishNotToday(dish?.name ?? name, type));
        } else if (soldOut.has(dish.id)) {
          miss(dish.name, REPEAT_REASONS.dishSoldOut(dish.name, type));
        } else dishes.push(dish.name);
      }
    }
    const extras = [];
    for (const old of line.extras ?? []) {
      const offered = product.extras?.find((e) => e.id === old.id);
      if (offered) extras.push(offered);
      else miss(old.name, REPEAT_REASONS.extraOff(old.name, product.name));
    }
    const unit = unitPriceWithExtras(size.price_cents, extras.map((e) => ({ price: e.price_cents })));
    before += line.unit_price_cents * line.quantity;
    now += unit * line.quantity;
    items.push({
      product_id: product.id,
      product_name: product.name,
      category: product.category,
      size: size.name,
      quantity: line.quantity,
      chosen_dishes: dishes,
      extras: extras.map((e) => e.id),
      notes: line.notes ?? null,
      unit_price_before: toReais(line.unit_price_cents),
      unit_price: toReais(unit),
    });
  }
  return { items, missing, total_before: toReais(before), total_now: toReais(now) };
}

/** A box as 'o de sempre' compares them: product, size and the set of dishes. */
const boxKey = (line: Pick<OrderItem, 'product_id' | 'size' | 'chosen_dishes'>) =>
  `${line.product_id}|${line.size}|${[...(line.chosen_dishes ?? [])].map(dishKey).sort().join(',')}`;

/**
 * 'O de sempre' (DECISIONS 10.3): among the orders given (newest first), the one whose boxes occur
 * most often across them; a tie goes to the most recent. An order's boxes are its quentinhas (its
 * drinks when it has none).
 */
export function usualOrder<T extends { items: readonly Pick<OrderItem, 'product_id' | 'size' | 'chosen_dishes' | 'category'>[] }>(
  newestFirst: readonly T[],
): T | null {
  const signature = (o: T) => {
    const boxes = o.items.filter((i) => isQuentinha(i.category));
    return [...new Set((boxes.length ? boxes : o.items).map(boxKey))].sort().join(';');
  };
  const counts = new Map<string, number>();
  for (const o of newestFirst) counts.set(signature(o), (counts.get(signature(o)) ?? 0) + 1);
  let best: T | null = null;
  let bestCount = 0;
  for (const o of newestFirst) {
    const n = counts.get(signature(o))!;
    if (n > bestCount) {
      best = o;
      bestCount = n;
    }
  }
  return best;
}
