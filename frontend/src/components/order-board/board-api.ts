import type { OrderDto, OrderListResponse, WireStatus } from '@quentinha/shared/api/types';
import { ORDER_LIST_MAX_LIMIT } from '@quentinha/shared/validation/limits';
import { api, toQuery } from '@/api/client';

export type OrderListParams = Record<string, string | number | undefined | null>;

/**
 * Every page of GET /api/orders for these filters (SPEC section 7: the list-all helper pages
 * through pagination.pages). Pages after the first are fetched in parallel.
 */
export async function fetchAllOrders(params: OrderListParams, signal?: AbortSignal): Promise<OrderDto[]> {
  const page = (n: number) =>
    api.get<OrderListResponse>(`/orders${toQuery({ ...params, limit: ORDER_LIST_MAX_LIMIT, page: n })}`, { signal });
  const first = await page(1);
  const pages = Math.max(1, Number(first?.pagination?.pages) || 1);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => page(i + 2)));
  const seen = new Set<string>();
  // a new order arriving between two page reads shifts the pages: drop the repeats
  return [first, ...rest]
    .flatMap((r) => r?.data ?? [])
    .filter((o) => (seen.has(o.id) ? false : (seen.add(o.id), true)));
}

/** What a status change may carry besides the status (DECISIONS section 9.1). */
export interface StatusExtras {
  /** dispatch: the courier who takes a delivery order ('delivering') */
  courier_id?: string;
  /** cancelling: why, at most 200 characters */
  reason?: string;
}

/**
 * PUT /api/orders/:id/status. The boards refetch afterwards (SPEC section 7); the answer is
 * handed back for the screens that show it at once (a cancelled card, a customer's order).
 */
export async function putOrderStatus(id: string, status: WireStatus, extras: StatusExtras = {}): Promise<OrderDto | null> {
  const res = await api.put<{ data?: OrderDto } | undefined>(`/orders/${encodeURIComponent(id)}/status`, {
    status,
    ...extras,
  });
  return res?.data ?? null;
}

/** PATCH /api/orders/:id/items/:itemId: the kitchen ticks a line as done, or takes it back (DECISIONS 9.2). */
export async function patchItemDone(orderId: string, itemId: string, done: boolean): Promise<OrderDto | null> {
  const res = await api.patch<{ data?: OrderDto } | undefined>(
    `/orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}`,
    { done },
  );
  return res?.data ?? null;
}

/** Base key of every board list, so one invalidation reaches all boards. */

