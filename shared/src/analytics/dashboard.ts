import { formatPercent } from './percent.js';

/** Margem: profit over revenue as a percent with one decimal; 0 when there is no revenue. */
export function marginPercent(revenue: number, profit: number): number {
  if (!(revenue > 0) || !Number.isFinite(profit)) return 0;
  return Math.round((profit / revenue) * 1000) / 10;
}

/** '12,3%': the margin with one decimal in Brazilian form ('0,0%' with no revenue). */
export function formatMargin(percent: number): string {
  return formatPercent(Number.isFinite(percent) ? percent : 0);
}
