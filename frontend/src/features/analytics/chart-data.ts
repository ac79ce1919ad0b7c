import type { OrderAnalysisDto } from '@quentinha/shared/api/types';
import {
  INTERFACE_PAYMENT_METHODS,
  paymentLabel,
  toInterfacePaymentMethod,
  type InterfacePaymentMethod,
} from '@quentinha/shared/payments/payment-method';
import type { BarEntry } from '@/components/charts/horizontal-bar-chart';

/** SPEC section 9: the neighbourhood chart shows 10 entries. */
export const NEIGHBORHOOD_CHART_SIZE = 10;

/** SPEC section 9: a pie palette of 5; mid-tone colours read on light and dark cards alike. */
export const PIE_PALETTE = ['#ea580c', '#2563eb', '#16a34a', '#9333ea', '#ca8a04'] as const;

/** 'Pedidos por Bairro': the server's count, most first, at most 10 bars. */
export function neighborhoodBars(rows: OrderAnalysisDto['by_neighborhood']): BarEntry[] {
  return rows.slice(0, NEIGHBORHOOD_CHART_SIZE).map((r) => ({ label: r.neighborhood, value: r.orders }));
}

export interface PaymentSlice {
  /** the interface method, or the wire value of the ways nobody pays at the counter */
  id: InterfacePaymentMethod | 'company_tab' | 'credit';
  label: string;
  value: number;
  color: string;
}

// a company's tab and pack credits (issues 29, 30) are slices of their own, never read as 'Dinheiro'
const PAYMENT_ORDER: readonly PaymentSlice['id'][] = [...INTERFACE_PAYMENT_METHODS, 'cartao', 'company_tab', 'credit'];

/** 'Métodos de Pagamento': the server's count per method; each method keeps its colour. */
export function paymentSlices(rows: OrderAnalysisDto['by_payment']): PaymentSlice[] {
  return rows
    .filter((r) => r.orders > 0)
    .map((r) => {
      const id: PaymentSlice['id'] =
        r.method === 'company_tab' || r.method === 'credit' ? r.method : toInterfacePaymentMethod(r.method);
      return {
        id,
        label: paymentLabel(r.method),
        value: r.orders,
        color: PIE_PALETTE[PAYMENT_ORDER.indexOf(id) % PIE_PALETTE.length]!,
      };
    });
}
