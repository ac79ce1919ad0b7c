import { toCents } from '@quentinha/shared/money/money';
import { CASH_SALES_KEYS, CASH_SALES_LABELS, cashDifference, type CashSalesKey } from '@quentinha/shared/cash/cash';
import type { CashSessionDto } from '@/api/cash';

/** The day's sales lines, in the order the counter reads them. */
export const SALES_LINES: readonly { key: CashSalesKey; label: string }[] = CASH_SALES_KEYS.map((key) => ({
  key,
  label: CASH_SALES_LABELS[key],
}));

/** Counted minus expected while the count is typed (the server keeps its own on 'Fechar Caixa'); null before one is typed. */
export function countDifference(expected: number, counted: number | null): number | null {
  return counted === null || !Number.isFinite(counted) ? null : cashDifference(expected, counted);
}

export type DifferenceTone = 'even' | 'short' | 'over';

/** Green when it matches, red when money is missing, blue when there is more than expected. */
export function differenceTone(difference: number): DifferenceTone {
  const cents = toCents(difference);
  return cents === 0 ? 'even' : cents < 0 ? 'short' : 'over';
}

export const DIFFERENCE_WORDS: Record<DifferenceTone, string> = {
  even: 'Caixa confere',
  short: 'Falta dinheiro',
  over: 'Sobra dinheiro',
};

export const isClosed = (session: CashSessionDto) => session.status === 'closed';
