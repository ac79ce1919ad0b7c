import { toCents } from '@quentinha/shared/money/money';
import {
  CASH_RECEIVED_KEYS,
  CASH_RECEIVED_LABELS,
  CASH_SALES_KEYS,
  CASH_SALES_LABELS,
  cashDifference,
  type CashSalesKey,
} from '@quentinha/shared/cash/cash';
import type { CashSessionDto } from '@/api/cash';

/** The day's sales lines, in the order the counter reads them. */
export const SALES_LINES: readonly { key: CashSalesKey; label: string }[] = CASH_SALES_KEYS.map((key) => ({
  key,
  label: CASH_SALES_LABELS[key],
}));

/**
 * The cash the drawer took outside the orders that day (a pack, a company's payment), the lines
 * with an amount only: a shop that sells neither never sees them.
 */
export function receivedLines(session: CashSessionDto): { key: string; label: string; amount: number }[] {
  return CASH_RECEIVED_KEYS.map((key) => ({ key, label: CASH_RECEIVED_LABELS[key], amount: session.cash_received[key] }))
    .filter((line) => line.amount !== 0);
}

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
