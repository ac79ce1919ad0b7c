import type { ProductDto } from '@quentinha/shared/api/types';
import { unitPriceWithExtras } from '@quentinha/shared/catalog/extras';
import { lineName, type CartLine } from './cart-line';

export interface ReconcileResult {
  lines: CartLine[];
  /** lines dropped because the product or size is gone or inactive */
  removed: CartLine[];
  /** lines whose unit price changed */
  repriced: { line: CartLine; oldPrice: number }[];
  changed: boolean;
}

/**
 * A cart saved days ago meets today's menu: drop what is no longer sold and take the current
 * prices (the server charges those anyway, DECISIONS section 4).
 */
export function reconcileCart(lines: readonly CartLine[], products: readonly ProductDto[]): ReconcileResult {
  const byId = new Map(products.map((p) => [p.id, p]));
  const kept: CartLine[] = [];
  const removed: CartLine[] = [];
  const repriced: ReconcileResult['repriced'] = [];
  let changed = false;

  for (const line of lines) {
    const product = byId.get(line.product_id);
    const active = product && product.active !== false && product.isAvailable !== false;
    const sizes = product?.sizes ?? [];
    // a product without a size list sells at its base price
    const size = sizes.length ? sizes.find((s) => s.name === line.size) : product ? { price: product.price, cost: product.cost } : undefined;
    if (!product || !active || !size) {
      removed.push(line);
      changed = true;
      continue;
    }
    // extras the product no longer offers leave the line; the others take today's price
    const extras = (line.extras ?? []).flatMap((e) => {
      const offered = product.extras?.find((x) => x.id === e.id);
      return offered ? [{ id: offered.id, name: offered.name, price: offered.price }] : [];
    });
    const next: CartLine = {
      ...line,
      productName: product.name,
      name: lineName(product.name, line.size, product.category || line.category),
      category: product.category || line.category,
      price: unitPriceWithExtras(size.price, extras),
      extras,
      // the public menu carries no costs (DECISIONS 9.6): the server prices every order anyway
      cost: size.cost ?? 0,
    };
    if (next.price !== line.price) repriced.push({ line: next, oldPrice: line.price });
    if (!extras.length) delete next.extras;
    const extrasChanged = extras.length !== (line.extras?.length ?? 0) || extras.some((e, i) => e.name !== line.extras?.[i]?.name);
    if (extrasChanged || next.price !== line.price || next.cost !== line.cost || next.name !== line.name || next.category !== line.category) {
      changed = true;
    }
    kept.push(next);
  }
  return { lines: kept, removed, repriced, changed };
}
