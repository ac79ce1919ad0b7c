import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from './messages.js';
import { addDays, daysBetween, oldestOpenDebit, settleStatements, statementFigures } from './statements.js';

describe('statement figures', () => {
  it('closing = opening + charges + reversals + adjustments + payments', () => {
    const f = statementFigures(5000, [
      { kind: 'charge', amount_cents: 2750 },
      { kind: 'charge', amount_cents: 2000 },
      { kind: 'reversal', amount_cents: -2000 },
      { kind: 'adjustment', amount_cents: 600 },
      { kind: 'payment', amount_cents: -5000 },
    ]);
    expect(f).toEqual({
      opening_balance_cents: 5000,
      charges_cents: 4750,
      reversals_cents: -2000,
      adjustments_cents: 600,
      payments_cents: -5000,
      closing_balance_cents: 3350,
    });
  });

  it('an empty period closes at its opening balance', () => {
    expect(statementFigures(-1000, []).closing_balance_cents).toBe(-1000);
  });
});

describe('settling statements oldest first', () => {
  // May: R$ 300 owed; June: R$ 200 more (500 owed through June); July: nothing new
  const statements = [
    { debits_through_cents: 30000 },
    { debits_through_cents: 50000 },
    { debits_through_cents: 50000 },
  ];

  it('a payment pays May before June', () => {
    expect(settleStatements(statements, 0).map((s) => s.status)).toEqual(['due', 'due', 'paid']);
    expect(settleStatements(statements, 29999)).toEqual([
      { status: 'due', open_cents: 1 },
      { status: 'due', open_cents: 20000 },
      { status: 'paid', open_cents: 0 },
    ]);
    expect(settleStatements(statements, 30000).map((s) => s.status)).toEqual(['paid', 'due', 'paid']);
    expect(settleStatements(statements, 45000)[1]).toEqual({ status: 'due', open_cents: 5000 });
    expect(settleStatements(statements, 50000).map((s) => s.status)).toEqual(['paid', 'paid', 'paid']);
  });

  it('paying more than owed leaves every statement paid (the rest is a credit)', () => {
    expect(settleStatements(statements, 80000).every((s) => s.status === 'paid')).toBe(true);
  });
});

describe('em aberto há N dias', () => {
  it('points at the oldest debt a payment has not covered', () => {
    expect(oldestOpenDebit([1000, 2000, 3000], 0)).toBe(0);
    expect(oldestOpenDebit([1000, 2000, 3000], 1000)).toBe(1);
    expect(oldestOpenDebit([1000, 2000, 3000], 2999)).toBe(1);
    expect(oldestOpenDebit([1000, 2000, 3000], 3000)).toBe(2);
    expect(oldestOpenDebit([1000, 2000, 3000], 6000)).toBe(-1);
    expect(oldestOpenDebit([], 0)).toBe(-1);
  });

  it('counts calendar days and adds them across months', () => {
    expect(daysBetween('2026-05-28', '2026-06-02')).toBe(5);
    expect(addDays('2026-05-31', 10)).toBe('2026-06-10');
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
  });
});

describe('messages', () => {
  it("the limit refusal says 'limite' and the R$ available", () => {
    expect(COMPANY_MESSAGES.tabLimit(4550)).toBe('Pedido acima do limite da empresa: disponível R$ 45,50.');
    expect(COMPANY_MESSAGES.tabLimit(-300)).toContain('R$ 0,00');
  });
});
