import { describe, expect, it } from 'vitest';
import { cashDifference, cashExpected, cashToHandIn, movementTotals } from './cash.js';

describe('cash drawer arithmetic', () => {
  it('expects float + cash sales + suprimentos - sangrias, exact to the centavo', () => {
    expect(cashExpected({ opening_float: 100, cash_sales: 55, suprimentos: 20, sangrias: 30 })).toBe(145);
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in centavos it is 0.3
    expect(cashExpected({ opening_float: 0.1, cash_sales: 0.2, suprimentos: 0, sangrias: 0 })).toBe(0.3);
    expect(cashExpected({ opening_float: 0, cash_sales: 10, suprimentos: 0, sangrias: 12.5 })).toBe(-2.5);
    // a pack and a company's payment taken in cash are in the drawer too
    expect(cashExpected({ opening_float: 50, cash_sales: 20, received: 130.1, suprimentos: 0, sangrias: 0 })).toBe(200.1);
  });

  it('difference is counted minus expected: missing money is negative', () => {
    expect(cashDifference(145, 144.5)).toBe(-0.5);
    expect(cashDifference(145, 145)).toBe(0);
    expect(cashDifference(0.3, 0.4)).toBe(0.1);
  });

  it('sums movements by kind', () => {
    expect(
      movementTotals([
        { kind: 'suprimento', amount: 20 },
        { kind: 'sangria', amount: 30 },
        { kind: 'sangria', amount: 0.1 },
        { kind: 'sangria', amount: 0.2 },
      ]),
    ).toEqual({ suprimentos: 20, sangrias: 30.3 });
  });

  it("a courier owes his cash orders' totals, not the notes he was paid with, less what he handed in", () => {
    // a R$ 100 note for a R$ 55 order: he gave R$ 45 change and owes R$ 55
    expect(cashToHandIn(55, 0)).toBe(55);
    expect(cashToHandIn(55, 20.1)).toBe(34.9);
    expect(cashToHandIn(55, 60)).toBe(0);
  });
});
