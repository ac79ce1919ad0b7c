import type { OrderDto } from '@quentinha/shared/api/types';
import { toCents, toReais } from '@quentinha/shared/money/money';

export interface AnalyticsSummary {
  /** Total Pedidos */
  total: number;
  /** Faturamento: sum of total_amount (delivery fees included), in reais */
  revenue: number;
  /** Entregas */
  deliveries: number;
  /** Retiradas */
  pickups: number;
}

/** The four summary cards of the filtered orders; money summed in centavos. */
export function summarize(orders: readonly OrderDto[]): AnalyticsSummary {
  let cents = 0;
  let deliveries = 0;
  for (const o of orders) {
    cents += toCents(o.total_amount);
    if (o.is_delivery) deliveries += 1;
  }
  return { total: orders.length, revenue: toReais(cents), deliveries, pickups: orders.length - deliveries };
}
