import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import {
  INTERFACE_PAYMENT_METHODS,
  isCashPayment,
  isWirePaymentMethod,
  PAYMENT_LABELS,
  PAYMENT_FILTERS,
  paymentFilterToWire,
  paymentLabel,
  readPaymentFilter,
  toInterfacePaymentMethod,
  toWirePaymentMethod,
  WIRE_PAYMENT_METHODS,
} from './payment-method.js';

describe('toInterfacePaymentMethod (SPEC section 4)', () => {
  itAnswers(toInterfacePaymentMethod, [
    ['credit_card', 'credito'],
    ['debit_card', 'debito'],
    ['pix', 'pix'],
    ['cartao', 'cartao'],
    ['cash', 'dinheiro'],
    ['transferencia', 'dinheiro'],
    ['boleto', 'dinheiro'],
    [undefined, 'dinheiro'],
    ['credito', 'credito'],
    ['debito', 'debito'],
    ['dinheiro', 'dinheiro'],
    [' PIX ', 'pix'],
  ]);
});

describe('toWirePaymentMethod (SPEC section 5)', () => {
  itAnswers(toWirePaymentMethod, [
    ['pix', 'pix'],
    ['credito', 'credit_card'],
    ['cartao', 'credit_card'],
    ['debito', 'debit_card'],
    ['dinheiro', 'cash'],
    ['transferencia', 'cash'],
    [null, 'cash'],
    ...WIRE_PAYMENT_METHODS.map((m): [string | null, string] => [m, m]),
  ]);

  it('maps every interface option to a wire method and back', () => {
    for (const m of INTERFACE_PAYMENT_METHODS) expect(toInterfacePaymentMethod(toWirePaymentMethod(m))).toBe(m);
  });
});

describe('labels', () => {
  it('has the Portuguese labels', () => {
    expect(PAYMENT_LABELS).toEqual({ pix: 'PIX', credito: 'Crédito', debito: 'Débito', dinheiro: 'Dinheiro', cartao: 'Cartão' });
  });
  itAnswers(paymentLabel, [
    ['credit_card', 'Crédito'],
    ['debito', 'Débito'],
    ['cash', 'Dinheiro'],
    ['cartao', 'Cartão'],
    ['pix', 'PIX'],
    ['???', 'Dinheiro'],
  ]);
  it('guards', () => {
    expect(isWirePaymentMethod('cash')).toBe(true);
    expect(isWirePaymentMethod('dinheiro')).toBe(false);
    expect(isCashPayment('cash')).toBe(true);
    expect(isCashPayment('pix')).toBe(false);
  });
});

describe("paymentLabel of a company's tab (DECISIONS 10.5) and of pack credits (10.6)", () => {
  it("says 'Conta Empresa', never 'Dinheiro'", () => {
    expect(paymentLabel('company_tab')).toBe('Conta Empresa');
  });
  it("says 'Crédito do pacote' for an order the credits paid whole, never 'Dinheiro'", () => {
    expect(paymentLabel('credit')).toBe('Crédito do pacote');
  });
  it('asks no change for either: nothing is paid at the door', () => {
    expect(isCashPayment('company_tab')).toBe(false);
    expect(isCashPayment('credit')).toBe(false);
  });
});

describe('payment filters of lists and reports', () => {
  it('offers the four counter methods and the two not paid at the counter, each with its label', () => {
    expect(PAYMENT_FILTERS.map(paymentLabel)).toEqual(['PIX', 'Crédito', 'Débito', 'Dinheiro', 'Conta Empresa', 'Crédito do pacote']);
  });
  it("sends 'credit' as credit: toWirePaymentMethod would read it as cash", () => {
    expect(PAYMENT_FILTERS.map(paymentFilterToWire)).toEqual(['pix', 'credit_card', 'debit_card', 'cash', 'company_tab', 'credit']);
    expect(toWirePaymentMethod('credit')).toBe('cash');
  });
  itAnswers(readPaymentFilter, [
    ['company_tab', 'company_tab'],
    ['credit', 'credit'],
    ['cash', 'cash'],
    ['dinheiro', 'cash'],
    ['credito', 'credit_card'],
    ['cartao', 'credit_card'],
    ['bitcoin', null],
    ['', null],
  ]);
});
