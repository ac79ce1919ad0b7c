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
import type { CompositionRule } from '@quentinha/shared/catalog/composition';
import type { DishType } from '@quentinha/shared/catalog/categories';
import { buildProductPayload, type ProductPayload } from '@quentinha/shared/validation/product';

/** A row of a size's 'Composição': 'Proteína, mín. 1, máx. 1' (DECISIONS 10.10). */
export interface CompositionRow {
  type?: string;
  min?: number | null;
  max?: number | null;
}

export interface SizeRow {
  name: Size;
  price: number | string | null;
  cost?: number | string | null;
  composition?: CompositionRow[];
}

/** A row of 'Adicionais'; the id is the server's, kept so carts that name the extra still do. */
export interface ExtraRow {
  id?: string;
  name?: string;
  price?: number | string | null;
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
  /** quentinhas' paid extras */
  extras?: ExtraRow[];
  /** drinks and other products: units left; null or empty: not counted */
  stock?: number | null;
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
    extras: [],
    stock: null,
    preparationTime: 0,
  };
}

export function productFormOf(p: ProductDto): ProductFormValues {
  const sizes: SizeRow[] = p.sizes?.length
    ? p.sizes.map((s) => ({
        name: s.name,
        price: s.price,
        cost: s.cost,
        composition: (s.composition ?? []).map((r) => ({ type: r.type, min: r.min, max: r.max })),
      }))
    : [{ name: inferSize(p.name, p.category), price: p.price, cost: p.cost }];
  return {
    name: p.name,
    description: p.description ?? '',
    category: toProductCategory(p.category) ?? p.category,
    max_items_per_quentinha: p.max_items_per_quentinha ?? DEFAULT_MAX_ITEMS_PER_QUENTINHA,
    active: p.active !== false && p.isAvailable !== false,
    sizes,
    extras: (p.extras ?? []).map((e) => ({ id: e.id, name: e.name, price: e.price, cost: e.cost })),
    stock: p.stock ?? null,
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
export function toProductPayload(v: ProductFormValues): ProductPayload & BoxFields {
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
  const boxes = sellsInSizes(v.category);
  const sizes = v.sizes.map((s) => {
    const size: ProductPayload['sizes'][number] & { composition?: CompositionRule[] } = {
      name: s.name || (base.sizes[0]?.name ?? DEFAULT_SIZE),
      price: roundMoney(parseMoney(s.price ?? '')),
      cost: roundMoney(parseMoney(s.cost ?? 0)),
    };
    // no rows: the size takes any dishes up to the item limit (the server drops an absent composition)
    const rules = boxes ? (s.composition ?? []).filter((r) => r?.type) : [];
    if (rules.length)
      size.composition = rules.map((r) => ({
        type: r.type as DishType,
        min: Number(r.min ?? 0),
        max: Number(r.max ?? 0),
      }));
    return size;
  });
  const extras = boxes
    ? (v.extras ?? [])
        .filter((e) => e?.name?.trim())
        .map((e) => ({
          ...(e.id ? { id: e.id } : {}),
          name: e.name!.trim(),
          price: roundMoney(parseMoney(e.price ?? '')),
          cost: roundMoney(parseMoney(e.cost ?? 0)),
        }))
    : [];
  const stock = !boxes && typeof v.stock === 'number' ? v.stock : null;
  return { ...base, sizes, extras, stock };
}

/** DECISIONS 10.10 fields of the body: composition (inside sizes), extras and stock. */
export interface BoxFields {
  sizes: (ProductPayload['sizes'][number] & { composition?: CompositionRule[] })[];
  extras: { id?: string; name: string; price: number; cost: number }[];
  stock: number | null;
}
