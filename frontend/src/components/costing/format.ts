import { formatBRNumber } from '@quentinha/shared/money/money';

/** '1.234,5' with at most `max` decimals, trailing zeros dropped (quantities: '5.000', '1,25'). */
export function formatQuantity(value: number, max = 2): string {
  const text = formatBRNumber(value, max);
  return text.includes(',') ? text.replace(/,?0+$/, '') : text;
}

/**
 * A cost per gram, millilitre or unit: cents of a cent matter there, so the places follow the
 * size ('R$ 0,006/g', 'R$ 0,75/un', 'R$ 12,90/un'): two significant digits below R$ 1, never
 * fewer than two places.
 */
export function formatUnitCost(value: number, unit: string): string {
  const n = Number.isFinite(value) && value > 0 ? value : 0;
  const places = n === 0 || n >= 1 ? 2 : Math.min(6, Math.max(2, Math.ceil(-Math.log10(n)) + 1));
  let text = formatBRNumber(n, places);
  // keep two places, drop zeros after them ('0,0060' -> '0,006')
  while (/,\d{3,}$/.test(text) && text.endsWith('0')) text = text.slice(0, -1);
  return `R$ ${text}/${unit}`;
}

/** '32,5%' */
export function formatPercent(value: number): string {
  return `${formatQuantity(value, 1)}%`;
}

/** A quantity in its unit, in kg or L from 1000 up: '750 g', '3,25 kg', '1,5 L', '30 un'. */
export function formatAmount(quantity: number, unit: string): string {
  if (unit === 'g' && quantity >= 1000) return `${formatQuantity(quantity / 1000, 2)} kg`;
  if (unit === 'ml' && quantity >= 1000) return `${formatQuantity(quantity / 1000, 2)} L`;
  return `${formatQuantity(quantity, unit === 'un' ? 1 : 0)} ${unit}`;
}
