import { foldText } from './sizes.js';

export const PRODUCT_CATEGORIES = ['quentinha', 'bebida', 'sobremesa'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const DEFAULT_PRODUCT_CATEGORY: ProductCategory = 'quentinha';

export const CATEGORY_SECTION_TITLES: Record<ProductCategory, string> = {
  quentinha: 'Quentinhas',
  bebida: 'Bebidas',
  sobremesa: 'Sobremesas',
};

/** 'Bebidas' or 'bebida' -> 'bebida'; null for other categories */
export function toProductCategory(value: unknown): ProductCategory | null {
  const c = foldText(value).replace(/s$/, '');
  return (PRODUCT_CATEGORIES as readonly string[]).includes(c) ? (c as ProductCategory) : null;
}

/** Section title of a storefront category; other categories keep their own name. */
export function categorySectionTitle(category: string): string {
  const known = toProductCategory(category);
  if (known) return CATEGORY_SECTION_TITLES[known];
  const c = category.trim();
  return c.charAt(0).toUpperCase() + c.slice(1);
}

/** Quentinhas, Bebidas, Sobremesas first, then the others alphabetically (SPEC section 2). */
export function sortSections(categories: readonly string[]): string[] {
  const rank = (c: string) => {
    const known = toProductCategory(c);
    return known ? PRODUCT_CATEGORIES.indexOf(known) : PRODUCT_CATEGORIES.length;
  };
  return [...categories].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }),
  );
}

export const DISH_TYPES = ['Proteína', 'Acompanhamento', 'Grão', 'Salada'] as const;
export type DishType = (typeof DISH_TYPES)[number];
export const DEFAULT_DISH_TYPE: DishType = 'Acompanhamento';

/** Any spelling of a dish type ('proteina', 'GRÃO') to the canonical one; null if not a type. */
export function toDishType(value: unknown): DishType | null {
  const v = foldText(value);
  return DISH_TYPES.find((t) => foldText(t) === v) ?? null;
}

export const EXPENSE_CATEGORIES = [
  'ingredientes',
  'embalagens',
  'gas',
  'energia',
  'aluguel',
  'salarios',
  'marketing',
  'equipamentos',
  'outros',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const DEFAULT_EXPENSE_CATEGORY: ExpenseCategory = 'outros';

export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  ingredientes: 'Ingredientes',
  embalagens: 'Embalagens',
  gas: 'Gás',
  energia: 'Energia',
  aluguel: 'Aluguel',
  salarios: 'Salários',
  marketing: 'Marketing',
  equipamentos: 'Equipamentos',
  outros: 'Outros',
};

export function isExpenseCategory(value: unknown): value is ExpenseCategory {
  return typeof value === 'string' && (EXPENSE_CATEGORIES as readonly string[]).includes(value);
}

/** 'Gás' -> 'gas'; unknown -> outros */
export function toExpenseCategory(value: unknown): ExpenseCategory {
  const v = foldText(value);
  return EXPENSE_CATEGORIES.find((c) => c === v) ?? DEFAULT_EXPENSE_CATEGORY;
}
