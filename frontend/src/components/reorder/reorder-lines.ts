import type { DishDto, ProductDto } from '@quentinha/shared/api/types';
import type { RepeatItemDto } from '@quentinha/shared/customers/types';
import { boxGuide } from '@quentinha/shared/catalog/composition';
import { boxOf, chosenTypes } from '@/components/orders/dish-fit';
import { isDrink, isQuentinha } from '@quentinha/shared/catalog/sizes';
import type { NewCartItem } from '@/stores/cart/cart-line';

/** One box of the earlier order as it can be made today. */
export interface ReorderLine {
  item: RepeatItemDto;
  product: ProductDto | null;
  /** ready for the cart (null while the box lacks a dish, or the product is not in today's list) */
  cartItem: NewCartItem | null;
  /** what the box still needs ('Escolha 1 Proteína'), null when it is complete */
  needs: string | null;
}

/** Builds the cart item of a repeated box from the storefront's product list, at today's price. */
export function toCartItem(item: RepeatItemDto, product: ProductDto): NewCartItem {
  const size = product.sizes?.find((s) => s.name === item.size);
  const extras = (product.extras ?? []).filter((e) => item.extras.includes(e.id));
  return {
    product_id: product.id,
    productName: product.name,
    size: item.size,
    // the server's price of today (size + extras): the same the order will be charged
    price: item.unit_price,
    cost: size?.cost ?? 0,
    chosen_dishes: [...item.chosen_dishes],
    ...(extras.length ? { extras: extras.map(({ id, name, price }) => ({ id, name, price })) } : {}),
    category: product.category,
  };
}

/**
 * Each repeated box against today's products and menu: a box whose dishes no longer fill its
 * size (a protein that is off today) waits for the person to choose again in the dish picker.
 */
export function reorderLines(
  items: readonly RepeatItemDto[],
  products: readonly ProductDto[],
  dishes: readonly DishDto[],
): ReorderLine[] {
  return items.map((item) => {
    const product = products.find((p) => p.id === item.product_id) ?? null;
    if (!product) return { item, product, cartItem: null, needs: 'Não está no cardápio de hoje' };
    let needs: string | null = null;
    // a quentinha is built from dishes (the storefront's 'Montar Prato'); drinks go straight in
    if (isQuentinha(product.category) && !isDrink(product.category)) {
      const size = product.sizes?.find((s) => s.name === item.size);
      needs = boxGuide(boxOf(product, size), chosenTypes(item.chosen_dishes, dishes));
    }
    return { item, product, cartItem: needs ? null : toCartItem(item, product), needs };
  });
}

/** 'Hoje não tem Frango Grelhado — escolha outra proteína': the server's reason, named. */
export function missingSentence(m: { name: string; reason: string }): string {
  return m.reason.includes(m.name) ? m.reason : `${m.name}: ${m.reason}`;
}
