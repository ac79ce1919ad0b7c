import type { WirePaymentStatus } from '../api/types.js';

export type { WirePaymentStatus };

export const WIRE_PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const satisfies readonly WirePaymentStatus[];

export const INTERFACE_PAYMENT_STATUSES = ['pendente', 'pago', 'reembolsado'] as const;
export type InterfacePaymentStatus = (typeof INTERFACE_PAYMENT_STATUSES)[number];

const TO_INTERFACE: Record<string, InterfacePaymentStatus> = {
  pending: 'pendente',
  pendente: 'pendente',
  paid: 'pago',
  pago: 'pago',
  refunded: 'reembolsado',
  reembolsado: 'reembolsado',
};

const TO_WIRE: Record<InterfacePaymentStatus, WirePaymentStatus> = {
  pendente: 'pending',
  pago: 'paid',
  reembolsado: 'refunded',
};

/** Default payment status is pendente (SPEC section 3). */
export function toInterfacePaymentStatus(value: unknown): InterfacePaymentStatus {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return TO_INTERFACE[key] ?? 'pendente';
}

export function toWirePaymentStatus(value: unknown): WirePaymentStatus {
  return TO_WIRE[toInterfacePaymentStatus(value)];
}

export const PAYMENT_STATUS_LABELS: Record<InterfacePaymentStatus, string> = {
  pendente: 'Pendente',
  pago: 'Pago',
  reembolsado: 'Reembolsado',
};
