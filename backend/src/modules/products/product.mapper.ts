import type { ProductDto } from '@quentinha/shared/api/types';
import { isOutOfStock } from '@quentinha/shared/catalog/stock';
import { toReais } from '@quentinha/shared/money/money';
import { iso } from '../../common/http/iso.js';
import type { Product } from './product.entity.js';

/**
 * The one entity -> wire mapping of a product (HTTP responses and socket payloads alike).
 * `stock`: units left, read apart from the product (product_stock); null when not counted.
 */
export function toProductResponse(product: Product, stock: number | null): ProductDto {
  const sizes = product.sizes.map((s) => ({
    name: s.name,
    price: toReais(s.price_cents),
    cost: toReais(s.cost_cents),
    ...(s.composition?.length ? { composition: s.composition.map((r) => ({ ...r })) } : {}),
  }));
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    sizes,
    // the list price is the first size's (SPEC section 3)
    price: sizes[0]?.price ?? 0,
    cost: sizes[0]?.cost ?? 0,
    max_items_per_quentinha: product.max_items_per_quentinha,
    extras: (product.extras ?? []).map((e) => ({ id: e.id, name: e.name, price: toReais(e.price_cents), cost: toReais(e.cost_cents) })),
    stock,
    sold_out: isOutOfStock(stock),
    isAvailable: product.active,
    active: product.active,
    image_url: product.image_url,
    images: product.image_url ? [{ url: product.image_url, isPrimary: true }] : [],
    preparationTime: product.preparation_time,
    created_at: iso(product.created_at),
    updated_at: iso(product.updated_at),
  };
}
