import type { ProductDto } from '@quentinha/shared/api/types';
import { categorySectionTitle, sortSections, toProductCategory } from '@quentinha/shared/catalog/categories';
import { isDrink, isQuentinha } from '@quentinha/shared/catalog/sizes';

export interface ProductSection {
  key: string;
  title: string;
  products: ProductDto[];
}

/** Quentinhas, Bebidas, Sobremesas, then the others alphabetically (shared order). */
export function productSections(products: readonly ProductDto[]): ProductSection[] {
  const groups = new Map<string, ProductDto[]>();
  for (const p of products) {
    const raw = (p.category ?? '').trim() || 'quentinha';
    // 'Bebidas' and 'bebida' are one section
    const key = toProductCategory(raw) ?? raw.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return sortSections([...groups.keys()]).map((key) => ({
    key,
    title: categorySectionTitle(key),
    products: groups.get(key)!.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
  }));
}

/** Quentinhas are built in the dish picker; drinks (and items without dishes) go straight in. */
export function needsDishPicker(product: Pick<ProductDto, 'category' | 'name'>): boolean {
  return isQuentinha(product.category) && !isDrink(product.category);
}

/** Lowest price among the sizes, and whether the price varies by size. */
export function priceFrom(product: Pick<ProductDto, 'sizes' | 'price'>): { price: number; varies: boolean } {
  const prices = (product.sizes ?? []).map((s) => s.price);
  if (!prices.length) return { price: product.price, varies: false };
  return { price: Math.min(...prices), varies: new Set(prices).size > 1 };
}
