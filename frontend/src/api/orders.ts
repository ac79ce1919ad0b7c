import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderRequest, OrderDto, OrderListResponse } from '@quentinha/shared/api/types';
import { ORDER_LIST_MAX_LIMIT } from '@quentinha/shared/validation/limits';
import { CHECKOUT_MESSAGES } from '@quentinha/shared/validation/checkout';
import { ApiError, api } from './client';
import { packKeys } from './packs';
import { queryKeys } from './query-keys';

export interface CreateOrderInput {
  body: CreateOrderRequest;
  /** one per opening of the checkout dialog: a retried submit never makes a second order */
  idempotencyKey: string;
}

export async function createOrder({ body, idempotencyKey }: CreateOrderInput): Promise<OrderDto> {
  const res = await api.post<{ data: OrderDto }>('/orders', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return res.data;
}

/** The storefront's checkout: says why an order failed, and reads again what ran out meanwhile. */
export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // a 4xx carries a Portuguese sentence about what to fix; anything else gets the generic text
    meta: {
      errorToast: (error) => ({
        title: CHECKOUT_MESSAGES.orderFailedTitle,
        description: error instanceof ApiError && error.isClientError ? error.message : CHECKOUT_MESSAGES.orderFailed,
      }),
    },
    onSuccess: (order) => {
      // boxes paid with pack credits: 'Meu saldo' and the next checkout read the balance again
      if (order.paid_with_credit) for (const queryKey of [packKeys.all, packKeys.tracked]) void qc.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      // a dish or a slot ran out meanwhile: read them again, the form then says which
      if (!(error instanceof ApiError && error.status === 409)) return;
      for (const queryKey of [queryKeys.dishes.forPicker, queryKeys.slots.all, queryKeys.settings.public])
        void qc.invalidateQueries({ queryKey });
    },
  });
}

/** Newest first, whatever order the server used. */
export function sortNewestFirst(orders: OrderDto[]): OrderDto[] {
  return [...orders].sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
}

/** The signed-in person's own orders (Meus Pedidos): `mine=true` scopes the list on the server. */
export async function fetchMyOrders(userId: string): Promise<OrderDto[]> {
  const res = await api.get<OrderListResponse>(`/orders?mine=true&limit=${ORDER_LIST_MAX_LIMIT}&page=1`);
  // the server already scoped it; the check keeps a stray row out all the same
  return sortNewestFirst((res?.data ?? []).filter((o) => o.customer_user_id === userId));
}

/** Polling pauses while the tab is hidden (SPEC section 9). */
function pollingWhileVisible(refetchInterval: number | false) {
  return { refetchInterval, refetchIntervalInBackground: false };
}

export function useMyOrders(userId: string, refetchInterval: number | false) {
  return useQuery({
    queryKey: queryKeys.orders.mine(userId),
    queryFn: () => fetchMyOrders(userId),
    ...pollingWhileVisible(refetchInterval),
  });
}

export async function fetchTrackedOrder(token: string): Promise<OrderDto> {
  const res = await api.get<{ data: OrderDto }>(`/orders/track/${encodeURIComponent(token)}`);
  return res.data;
}

export function useTrackedOrder(token: string, refetchInterval: number | false) {
  return useQuery({
    queryKey: queryKeys.orders.track(token),
    queryFn: () => fetchTrackedOrder(token),
    ...pollingWhileVisible(refetchInterval),
    retry: 1,
  });
}

/** A guest calls his order off with the tracking token, while the shop has not confirmed it. */
export async function cancelTrackedOrder(token: string, reason?: string): Promise<OrderDto> {
  const res = await api.post<{ data: OrderDto }>(`/orders/track/${encodeURIComponent(token)}/cancel`, reason ? { reason } : {});
  return res.data;
}

/** The signed-in customer calls his own order off (same rule: only before confirmation). */
export async function cancelMyOrder(id: string, reason?: string): Promise<OrderDto> {
  const res = await api.put<{ data: OrderDto }>(`/orders/${encodeURIComponent(id)}/status`, {
    status: 'cancelled',
    ...(reason ? { reason } : {}),
  });
  return res.data;
}

const CANCEL_FAILED = 'Não foi possível cancelar';

/** The answer goes into the screen's cache at once; the socket event may come later. */
export function useCancelTrackedOrder(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason?: string) => cancelTrackedOrder(token, reason),
    meta: { errorTitle: CANCEL_FAILED },
    onSuccess: (order) => qc.setQueryData<OrderDto>(queryKeys.orders.track(token), (cur) => ({ ...cur, ...order })),
  });
}

export function useCancelMyOrder(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) => cancelMyOrder(id, reason),
    meta: { errorTitle: CANCEL_FAILED },
    onSuccess: (order) =>
      qc.setQueryData<OrderDto[]>(queryKeys.orders.mine(userId), (list) =>
        list?.map((o) => (o.id === order.id ? { ...o, ...order } : o)),
      ),
  });
}
