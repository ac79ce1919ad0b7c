import type { Size } from '../api/types.js';

export type { Size };

export const SIZES = ['pequeno', 'medio', 'grande', 'familia'] as const satisfies readonly Size[];
export const DEFAULT_SIZE: Size = 'medio';

export type SizeLetter = 'P' | 'M' | 'G' | 'GG';

export const SIZE_LETTERS: Record<Size, SizeLetter> = { pequeno: 'P', medio: 'M', grande: 'G', familia: 'GG' };

export const SIZE_LABELS: Record<Size, string> = {
  pequeno: 'Pequena',
  medio: 'Média',
  grande: 'Grande',
  familia: 'Família',
};

export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

/** lower case, no accents */
export function foldText(value: unknown): string {
  return typeof value === 'string'
    ? value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase()
    : '';
}

const SIZE_WORDS: Record<string, Size> = {
  pequeno: 'pequeno',
  pequena: 'pequeno',
  p: 'pequeno',
  mini: 'pequeno',
  medio: 'medio',
  media: 'medio',
  m: 'medio',
  grande: 'grande',
  g: 'grande',
  familia: 'familia',
  gg: 'familia',
  family: 'familia',
};

/** A size given as a name (any accent or gender) or a letter; null when unreadable. */
export function toSize(value: unknown): Size | null {
  return SIZE_WORDS[foldText(value)] ?? null;
}

/** pequeno/pequena P, médio/medio M, grande G, família/familia GG; '' when unknown. */
export function sizeLetter(size: unknown): SizeLetter | '' {
  const s = toSize(size);
  return s ? SIZE_LETTERS[s] : '';
}

const DRINK_WORD = /(^|[^a-z])(bebida|refrigerante|suco|agua)/;

/** Category bebida/bebidas, or a name containing bebida, refrigerante, suco or água. */
export function isDrink(...categoryOrName: unknown[]): boolean {
  return categoryOrName.some((v) => DRINK_WORD.test(foldText(v)));
}

export function isQuentinha(category: unknown): boolean {
  const c = foldText(category);
  return c === 'quentinha' || c === 'quentinhas';
}

// checked in this order, as the product form infers it (SPEC section 5)
const INFER_ORDER: readonly Size[] = ['familia', 'grande', 'medio', 'pequeno'];

/**
 * Size from free text (a size value or a product name). Drinks and anything unrecognised
 * are medio (SPEC section 5 "Order creation mapping").
 */
export function inferSize(text: unknown, category?: unknown): Size {
  if (isDrink(category, text)) return DEFAULT_SIZE;
  const words = foldText(text).split(/[^a-z]+/).filter(Boolean);
  const found = new Set(words.map((w) => SIZE_WORDS[w]).filter((s): s is Size => !!s));
  return INFER_ORDER.find((s) => found.has(s)) ?? DEFAULT_SIZE;
}

const ENDS_WITH_LETTER = /(^|\s)(P|M|G|GG)$/;

/** 'Quentinha' + ' M' for quentinha items, unless the name already ends with the letter. */
export function itemDisplayName(name: string, size: unknown, category: unknown): string {
  const base = name.trim();
  if (!isQuentinha(category) || ENDS_WITH_LETTER.test(base)) return base;
  const letter = sizeLetter(size);
  return letter ? `${base} ${letter}` : base;
}
