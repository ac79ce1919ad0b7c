import { sizeLetter } from '@quentinha/shared/catalog/sizes';
import { formatDayMonth } from '@quentinha/shared/dates/sao-paulo';

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

/** '1 vendido', '18 vendidos' */
export function soldText(count: number): string {
  return `${count} ${count === 1 ? 'vendido' : 'vendidos'}`;
}

/** What the change badges compare with: 'vs. 02/10 a 31/10', or 'vs. 14/03' for one day. */
export function comparedWith(range: { start_day: string; end_day: string }): string {
  if (!range.start_day) return '';
  const start = formatDayMonth(range.start_day);
  return range.start_day === range.end_day ? `vs. ${start}` : `vs. ${start} a ${formatDayMonth(range.end_day)}`;
}


/**
 * The chart stops at today: days still to come in 'Este Mês' would draw a fall to R$ 0,00 that
 * never happened. Days are 'yyyy-MM-dd', so text order is date order.
 */
export function salesSoFar<T extends { day: string }>(days: readonly T[], today: string): T[] {
  return days.filter((d) => d.day <= today);
}
