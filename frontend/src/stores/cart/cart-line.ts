import type { Size } from '@quentinha/shared/api/types';
import { isSize, itemDisplayName } from '@quentinha/shared/catalog/sizes';
import { extrasKey } from '@quentinha/shared/catalog/extras';

/** A paid extra chosen for a box, as the cart shows it ('Ovo frito +R$ 3,00'). */
export interface CartExtra {
  id: string;
  name: string;
  price: number;
}

/** A cart line as SPEC section 3 keeps it in the browser. */
export interface CartLine {
  id: string;
  /** product name plus size letter (quentinhas only, the shared display rule) */
  name: string;
  productName: string;
  size: Size;
  /** the size's price plus the chosen extras' prices (unitPriceWithExtras) */
  price: number;
  cost: number;
  /** paid extras chosen for this box (DECISIONS 10.10); the order sends their ids */
  extras?: CartExtra[];
  /** dish names, as the order payload sends them */
  chosen_dishes: string[];
  product_id: string;
  category: string;
  quantity: number;
}

export type NewCartItem = Omit<CartLine, 'id' | 'name' | 'quantity'>;

const ID = /^cart_(\d+)$/;

export function lineName(productName: string, size: Size, category: string): string {
  return itemDisplayName(productName, size, category);
}

const extraIds = (extras: readonly CartExtra[] | undefined) => (extras ?? []).map((e) => e.id);

/** Same product, same size, the same set of dishes and the same extras, in any order. */
export function isSameLine(a: Pick<CartLine, 'product_id' | 'size' | 'chosen_dishes' | 'extras'>, b: typeof a): boolean {
  if (a.product_id !== b.product_id || a.size !== b.size) return false;
  if (extrasKey(extraIds(a.extras)) !== extrasKey(extraIds(b.extras))) return false;
  const key = (dishes: string[]) => [...new Set(dishes.map((d) => d.trim().toLowerCase()))].sort().join('\u0000');
  return key(a.chosen_dishes) === key(b.chosen_dishes);
}

/** The next free number: one past the highest stored id, so ids never collide after a reload. */
export function nextIdAfter(lines: readonly Pick<CartLine, 'id'>[]): number {
  return lines.reduce((max, l) => Math.max(max, Number(ID.exec(l.id)?.[1] ?? 0)), 0) + 1;
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function cartSubtotal(lines: readonly CartLine[]): number {
  // cents avoid 0.1 + 0.2 drift in the displayed sum
  return lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0) / 100;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown) => (typeof v === 'string' ? v : null);

function readExtras(v: unknown): CartExtra[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((e: unknown) => {
    const r = (e ?? {}) as Record<string, unknown>;
    const id = text(r.id);
    const name = text(r.name);
    const price = num(r.price);
    return id && name && price !== null ? [{ id, name, price }] : [];
  });
}

/** A stored line, or null when localStorage holds something we cannot trust. */
export function readStoredLine(raw: unknown): CartLine | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = text(r.id);
  const productId = text(r.product_id);
  const productName = text(r.productName) ?? text(r.name);
  const price = num(r.price);
  const quantity = num(r.quantity);
  if (!id || !ID.test(id) || !productId || !productName || price === null || !isSize(r.size)) return null;
  const category = text(r.category) ?? '';
  return {
    id,
    name: lineName(productName, r.size, category),
    productName,
    size: r.size,
    price,
    cost: num(r.cost) ?? 0,
    chosen_dishes: Array.isArray(r.chosen_dishes) ? r.chosen_dishes.filter((d): d is string => typeof d === 'string') : [],
    ...(readExtras(r.extras).length ? { extras: readExtras(r.extras) } : {}),
    product_id: productId,
    category,
    quantity: quantity && quantity >= 1 ? Math.floor(quantity) : 1,
  };
}

/** Stored lines, cleaned and with identical lines merged. */
export function readStoredCart(json: string | null): CartLine[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const rawLines = Array.isArray(parsed) ? parsed : (parsed as { lines?: unknown })?.lines;
  if (!Array.isArray(rawLines)) return [];
  const lines: CartLine[] = [];
  for (const raw of rawLines) {
    const line = readStoredLine(raw);
    if (!line) continue;
    const same = lines.find((l) => isSameLine(l, line));
    if (same) same.quantity += line.quantity;
    else lines.push(line);
  }
  return lines;
}
