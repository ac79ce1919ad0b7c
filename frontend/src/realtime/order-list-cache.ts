import type { OrderDto } from '@quentinha/shared/api/types';

// Pure cache updates for order events: the one implementation behind every live screen
// (my orders, tracking, the boards). The hooks feed them to setQueryData.

export type OrderEventKind = 'created' | 'updated' | 'deleted';

/** Whether an order belongs in this list (today, its statuses, the viewer's filter...). */
export type AdmitOrder = (order: OrderDto) => boolean;

function createdMs(order: OrderDto): number {
  const t = Date.parse(order.created_at);
  return Number.isNaN(t) ? 0 : t;
}

function isNewer(next: OrderDto, prev: OrderDto): boolean {
  // an event may arrive after a refetch already brought a later version: keep the later one
  const a = Date.parse(next.updated_at);
  const b = Date.parse(prev.updated_at);
  return Number.isNaN(a) || Number.isNaN(b) || a >= b;
}

/** The event's version, keeping the tracking token, which only some payloads carry. */
function replacement(prev: OrderDto, next: OrderDto): OrderDto {
  return next.tracking_token === undefined && prev.tracking_token !== undefined
    ? { ...next, tracking_token: prev.tracking_token }
    : next;
}

/**
 * The list after one realtime event. Every other order keeps its object identity, so memoised
 * cards of untouched orders never re-render. Returns `list` itself when the event changes
 * nothing for this list; `undefined` while nothing is loaded (the first fetch brings it).
 */
export function applyOrderEvent(
  list: readonly OrderDto[] | undefined,
  kind: OrderEventKind,
  payload: OrderDto | { id: string },
  admit: AdmitOrder,
): OrderDto[] | undefined {
  if (!list) return undefined;
  const index = list.findIndex((o) => o.id === payload.id);
  const order = kind === 'deleted' ? null : (payload as OrderDto);
  if (!order || !admit(order)) {
    // deleted, or no longer matching this view's filter
    if (index === -1) return list as OrderDto[];
    return [...list.slice(0, index), ...list.slice(index + 1)];
  }
  if (index === -1) return insertNewestFirst(list, order);
  const prev = list[index]!;
  if (!isNewer(order, prev)) return list as OrderDto[];
  const next = list.slice();
  next[index] = replacement(prev, order);
  return next;
}

function insertNewestFirst(list: readonly OrderDto[], order: OrderDto): OrderDto[] {
  const at = list.findIndex((o) => createdMs(o) < createdMs(order));
  const next = list.slice();
  next.splice(at === -1 ? next.length : at, 0, order);
  return next;
}

/**
 * One followed order (the tracking page) after an update event: only its own, newer events
 * apply. A deletion is left to the caller, which refetches to learn what happened.
 */
export function applyOrderUpdate(current: OrderDto | undefined, order: OrderDto): OrderDto | undefined {
  if (!current || current.id !== order.id || !isNewer(order, current)) return current;
  return replacement(current, order);
}
