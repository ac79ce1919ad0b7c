import { sizeLetter } from '@quentinha/shared/catalog/sizes';

const ENDS_WITH_LETTER = /(^|\s)(P|M|G|GG)$/;

/** 'Quentinha Tradicional G'; products without a size (drinks) keep their name. */
export function productWithSize(name: string, size: unknown): string {
  const base = name.trim();
  const letter = sizeLetter(size);
  return letter && !ENDS_WITH_LETTER.test(base) ? `${base} ${letter}` : base;
}

/** '1 item', '3 itens' */
export function itemsText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'itens'}`;
}

/** The fixed change badges of the metric cards (SPEC section 2: fixed text, not computed). */
export const FIXED_CHANGES = { revenue: '+12%', orders: '+8%', profit: '+5%', margin: '+2%', topProducts: '+12%' };

/**
 * The chart stops at today: days still to come in 'Este Mês' would draw a fall to R$ 0,00 that
 * never happened. Days are 'yyyy-MM-dd', so text order is date order.
 */
export function salesSoFar<T extends { day: string }>(days: readonly T[], today: string): T[] {
  return days.filter((d) => d.day <= today);
}
