import type { WireStatus } from '../api/types.js';
import { SALE_STATUSES, toWireStatus } from '../orders/status.js';

export { SALE_STATUSES };

/**
 * Where an order's money stands in every report (the dashboard, the analysis, their exports):
 * a sale (confirmed through delivered), still open (pending or awaiting payment: not money yet),
 * or cancelled. Only sales make revenue; the other two are shown apart, never mixed in.
 */
export type SaleBucket = 'sale' | 'open' | 'cancelled';

export const OPEN_STATUSES: readonly WireStatus[] = ['pending', 'awaiting_payment'];
export const CANCELLED_STATUSES: readonly WireStatus[] = ['cancelled'];

export function saleBucket(status: unknown): SaleBucket {
  const wire = toWireStatus(status);
  if (SALE_STATUSES.includes(wire)) return 'sale';
  return CANCELLED_STATUSES.includes(wire) ? 'cancelled' : 'open';
}

/** Orders and their total in reais: what a report shows for each bucket. */
export interface BucketFigures {
  orders: number;
  revenue: number;
}
