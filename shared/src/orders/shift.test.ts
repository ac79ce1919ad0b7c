import { describe, expect, it } from 'vitest';
import { summarizeShift, type ShiftOrderInput } from './shift.js';

const cash = (total_amount: number, change_for: number | null = null): ShiftOrderInput => ({
  payment_method: 'cash',
  total_amount,
  change_for,
});
const paid = (payment_method: ShiftOrderInput['payment_method'], total_amount: number): ShiftOrderInput => ({
  payment_method,
  total_amount,
  change_for: null,
});

describe('summarizeShift', () => {
  it('is all zero without deliveries', () => {
    expect(summarizeShift([])).toEqual({
      deliveries: 0,
      cash_collected: 0,
      change_given: 0,
      card_total: 0,
      pix_total: 0,
      total: 0,
      delivery_fees: 0,
    });
  });

  it('adds a worked day: cash with and without change, cards and pix', () => {
    // cash 32,50 paid with 50 -> 17,50 change; cash 20 exact (change_for 20 -> 0); cash 18 without change
    // credit 41,90 + debit 25,10 = 67; pix 30,25 + 12,75 = 43
    const day = [
      cash(32.5, 50),
      cash(20, 20),
      cash(18),
      paid('credit_card', 41.9),
      paid('debit_card', 25.1),
      paid('pix', 30.25),
      paid('pix', 12.75),
    ];
    expect(summarizeShift(day)).toEqual({
      deliveries: 7,
      cash_collected: 70.5,
      change_given: 17.5,
      card_total: 67,
      pix_total: 43,
      total: 180.5,
      delivery_fees: 0,
    });
  });

  it('never counts negative change and keeps centavos exact', () => {
    expect(summarizeShift([cash(0.1, 0.05), cash(0.2, 1), paid('pix', 0.1), paid('pix', 0.2)])).toEqual({
      deliveries: 4,
      cash_collected: 0.3,
      change_given: 0.8,
      card_total: 0,
      pix_total: 0.3,
      total: 0.6,
      delivery_fees: 0,
    });
  });

  it('sums the delivery fees the courier earned, exact to the centavo', () => {
    const day = [
      { ...cash(55, 100), delivery_fee: 7.5 },
      { ...paid('pix', 20.1), delivery_fee: 0.1 },
      { ...paid('credit_card', 12), delivery_fee: 0.2 },
      paid('debit_card', 10),
    ];
    expect(summarizeShift(day)).toMatchObject({
      deliveries: 4,
      cash_collected: 55,
      change_given: 45,
      delivery_fees: 7.8,
    });
  });

  it('counts change only on cash orders', () => {
    const card = { payment_method: 'credit_card', total_amount: 10, change_for: 50 } as const;
    expect(summarizeShift([card]).change_given).toBe(0);
  });
});
