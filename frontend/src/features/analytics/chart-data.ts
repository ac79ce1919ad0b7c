import type { OrderDto } from '@quentinha/shared/api/types';
import {
  INTERFACE_PAYMENT_METHODS,
  PAYMENT_LABELS,
  toInterfacePaymentMethod,
  type InterfacePaymentMethod,
} from '@quentinha/shared/payments/payment-method';

/** SPEC section 9: the neighbourhood chart shows 10 entries. */
export const NEIGHBORHOOD_CHART_SIZE = 10;

/** SPEC section 9: a pie palette of 5; mid-tone colours read on light and dark cards alike. */
export const PIE_PALETTE = ['#ea580c', '#2563eb', '#16a34a', '#9333ea', '#ca8a04'] as const;

export interface NeighborhoodBar {
  [key: string]: string | number;
  bairro: string;
  pedidos: number;
}

/** 'Pedidos por Bairro': delivery orders per neighbourhood, most first (ties alphabetical), top 10. */
export function ordersByNeighborhood(orders: readonly OrderDto[], limit = NEIGHBORHOOD_CHART_SIZE): NeighborhoodBar[] {
  const counts = new Map<string, number>();
  for (const o of orders) {
    const name = o.is_delivery ? o.delivery_neighborhood?.trim() : '';
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b, 'pt-BR'))
    .slice(0, limit)
    .map(([bairro, pedidos]) => ({ bairro, pedidos }));
}

export interface PaymentSlice {
  id: InterfacePaymentMethod;
  label: string;
  value: number;
  color: string;
}

const PAYMENT_ORDER: readonly InterfacePaymentMethod[] = [...INTERFACE_PAYMENT_METHODS, 'cartao'];

/** 'Métodos de Pagamento': orders per method, in the options' order, empty methods left out. */
export function paymentSlices(orders: readonly OrderDto[]): PaymentSlice[] {
  const counts = new Map<InterfacePaymentMethod, number>();
  for (const o of orders) {
    const m = toInterfacePaymentMethod(o.payment_method);
    counts.set(m, (counts.get(m) ?? 0) + 1);
  }
  return PAYMENT_ORDER.map((id, i) => ({
    id,
    label: PAYMENT_LABELS[id],
    value: counts.get(id) ?? 0,
    color: PIE_PALETTE[i % PIE_PALETTE.length]!,
  })).filter((s) => s.value > 0);
}
