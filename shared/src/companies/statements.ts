import type { CompanyEntryKind, StatementStatus } from './types.js';

/**
 * Statement arithmetic in centavos (DECISIONS 10.5), one implementation for the server that
 * freezes a statement and the screens and tests that read one.
 */

export interface LedgerAmount {
  kind: CompanyEntryKind;
  amount_cents: number;
}

export interface StatementFiguresCents {
  opening_balance_cents: number;
  charges_cents: number;
  reversals_cents: number;
  adjustments_cents: number;
  payments_cents: number;
  closing_balance_cents: number;
}

/** The figures of a period from its opening balance and its entries: closing = opening + every entry. */
export function statementFigures(openingCents: number, entries: readonly LedgerAmount[]): StatementFiguresCents {
  const sums: Record<CompanyEntryKind, number> = { charge: 0, reversal: 0, adjustment: 0, payment: 0 };
  for (const e of entries) sums[e.kind] += e.amount_cents;
  return {
    opening_balance_cents: openingCents,
    charges_cents: sums.charge,
    reversals_cents: sums.reversal,
    adjustments_cents: sums.adjustment,
    payments_cents: sums.payment,
    closing_balance_cents: openingCents + sums.charge + sums.reversal + sums.adjustment + sums.payment,
  };
}

/**
 * What was owed through a statement's close: the sum of the positive entries up to its
 * period_end (charges, positive adjustments). Kept with the statement so settling needs no replay.
 */
export interface SettleInput {
  debits_through_cents: number;
}

/**
 * Which statements are paid, oldest first: everything that lowered the balance (payments,
 * reversals, negative adjustments; `creditsCents` as a positive number, up to now) pays the oldest
 * debt first, so a statement is paid once those cover every debt up to its close. A statement
 * whose closing balance is 0 or less is paid at once; paying more leaves a credit for later ones.
 * Returns each statement's status and what is still open of it, in the order given.
 */
export function settleStatements(
  statements: readonly SettleInput[],
  creditsCents: number,
): { status: StatementStatus; open_cents: number }[] {
  let before = 0;
  return statements.map((s) => {
    const own = Math.max(0, s.debits_through_cents - before);
    before = Math.max(before, s.debits_through_cents);
    const open = Math.max(0, Math.min(own, s.debits_through_cents - creditsCents));
    return { status: open > 0 ? 'due' : 'paid', open_cents: open };
  });
}

/**
 * The oldest debt not yet covered, given the positive entries oldest first and everything paid
 * or credited (positive): its index, or -1 when all is covered ('em aberto há N dias').
 */
export function oldestOpenDebit(debitsCents: readonly number[], creditsCents: number): number {
  let running = 0;
  for (let i = 0; i < debitsCents.length; i++) {
    running += debitsCents[i];
    if (running > creditsCents) return i;
  }
  return -1;
}

/** 'yyyy-MM-dd' plus n calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (both 'yyyy-MM-dd'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
