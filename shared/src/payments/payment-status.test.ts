import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS_LABELS, toInterfacePaymentStatus, toWirePaymentStatus } from './payment-status.js';

describe('payment status', () => {
  it.each([
    ['pending', 'pendente', 'pending'],
    ['paid', 'pago', 'paid'],
    ['refunded', 'reembolsado', 'refunded'],
    ['pago', 'pago', 'paid'],
    [undefined, 'pendente', 'pending'],
    ['estranho', 'pendente', 'pending'],
  ])('%j -> %s / %s', (input, ui, wire) => {
    expect(toInterfacePaymentStatus(input)).toBe(ui);
    expect(toWirePaymentStatus(input)).toBe(wire);
  });
  it('labels', () => {
    expect(PAYMENT_STATUS_LABELS.pendente).toBe('Pendente');
  });
});
