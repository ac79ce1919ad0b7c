import type { ProductDto, Size } from '@quentinha/shared/api/types';
import {
  DEFAULT_PRODUCT_CATEGORY,
  PRODUCT_CATEGORIES,
  toProductCategory,
  type ProductCategory,
} from '@quentinha/shared/catalog/categories';
import { DEFAULT_SIZE, inferSize, isDrink, isQuentinha, SIZES } from '@quentinha/shared/catalog/sizes';
import { parseMoney, roundMoney } from '@quentinha/shared/money/money';
import { DEFAULT_MAX_ITEMS_PER_QUENTINHA } from '@quentinha/shared/validation/limits';
import { buildProductPayload, type ProductPayload } from '@quentinha/shared/validation/product';

export interface SizeRow {
  name: Size;
  price: number | string | null;
  cost?: number | string | null;
}

/** What the product dialog holds; the size list carries the prices (the first size is the list price). */
export interface ProductFormValues {
  name: string;
  description?: string;
  category: string;
  max_items_per_quentinha: number | null;
  active: boolean;
  sizes: SizeRow[];
  /** not on the form: kept so an edit does not reset it */
  preparationTime?: number;
}

export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  quentinha: 'Quentinha',
  bebida: 'Bebida',
  sobremesa: 'Sobremesa',
};

/** The known categories, plus the product's own word when it has another one. */
export function categoryOptions(current?: string | null): { value: string; label: string }[] {
  const options = PRODUCT_CATEGORIES.map((c) => ({ value: c as string, label: CATEGORY_LABELS[c] }));
  if (current && !toProductCategory(current)) options.push({ value: current, label: current });
  return options;
}

/** Only quentinhas go through the dish picker, so only they use several sizes and the item limit. */
export const sellsInSizes = (category: unknown) => isQuentinha(category) && !isDrink(category);

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    description: '',
    category: DEFAULT_PRODUCT_CATEGORY,
    max_items_per_quentinha: DEFAULT_MAX_ITEMS_PER_QUENTINHA,
    active: true,
    sizes: [{ name: inferSize('', DEFAULT_PRODUCT_CATEGORY), price: null, cost: null }],
    preparationTime: 0,
  };
}

export function productFormOf(p: ProductDto): ProductFormValues {
  const sizes: SizeRow[] = p.sizes?.length
    ? p.sizes.map((s) => ({ name: s.name, price: s.price, cost: s.cost }))
    : [{ name: inferSize(p.name, p.category), price: p.price, cost: p.cost }];
  return {
    name: p.name,
    description: p.description ?? '',
    category: toProductCategory(p.category) ?? p.category,
    max_items_per_quentinha: p.max_items_per_quentinha ?? DEFAULT_MAX_ITEMS_PER_QUENTINHA,
    active: p.active !== false && p.isAvailable !== false,
    sizes,
    preparationTime: p.preparationTime ?? 0,
  };
}

/** The first size not taken by another row, for 'Adicionar tamanho'. */
export function nextFreeSize(rows: readonly Partial<SizeRow>[] | undefined): Size | null {
  const taken = new Set((rows ?? []).map((r) => r?.name));
  return SIZES.find((s) => !taken.has(s)) ?? null;
}

/**
 * POST/PUT /products body: the shared builder for every field, with the sizes of the form
 * (the builder alone keeps a single size named after the product).
 */
export function toProductPayload(v: ProductFormValues): ProductPayload {
  const [first] = v.sizes;
  const base = buildProductPayload({
    name: v.name,
    description: v.description,
    price: first?.price ?? '',
    cost: first?.cost,
    category: v.category,
    max_items_per_quentinha: v.max_items_per_quentinha,
    preparationTime: v.preparationTime,
    active: v.active,
  });
  const sizes = v.sizes.map((s) => ({
    name: s.name || (base.sizes[0]?.name ?? DEFAULT_SIZE),
    price: roundMoney(parseMoney(s.price ?? '')),
    cost: roundMoney(parseMoney(s.cost ?? 0)),
  }));
  return { ...base, sizes };
}
