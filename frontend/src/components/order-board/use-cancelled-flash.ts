import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import type { BoardColumn } from '@quentinha/shared/orders/transitions';
import { columnOf } from './order-list-cache';

/** How long a card this board showed stays on it, marked 'Cancelado', before it leaves. */
export const CANCELLED_FLASH_MS = 8000;

export interface CancelledGhost {
  /** the cancelled order, as the server sent it */
  order: OrderDto;
  /** the column it was in when it was cancelled */
  column: WireStatus;
  until: number;
}

export type Seen = Map<string, WireStatus>;

/**
 * What the board learns from a new list: where each of its orders sits, and which orders it was
 * showing have just come back cancelled. An order never shown here (a pending order a guest
 * cancelled) is not news for this board.
 */
export function spotCancelled(
  seen: Seen,
  orders: readonly OrderDto[],
  statuses: ReadonlySet<WireStatus>,
  known: ReadonlyMap<string, CancelledGhost>,
  now: number,
): CancelledGhost[] {
  const found: CancelledGhost[] = [];
  for (const o of orders) {
    if (statuses.has(o.status)) seen.set(o.id, o.status);
    else if (o.status === 'cancelled') {
      const column = seen.get(o.id);
      if (column && !known.has(o.id)) found.push({ order: o, column, until: now + CANCELLED_FLASH_MS });
      seen.delete(o.id);
    }
  }
  return found;
}

/**
 * The board's columns (groupByColumn, same `columns`) with the cancelled cards put back where
 * they were, oldest first.
 */
export function withGhosts(
  groups: Record<string, OrderDto[]>,
  ghosts: ReadonlyMap<string, CancelledGhost>,
  columns: readonly Pick<BoardColumn, 'status' | 'only'>[],
): Record<string, OrderDto[]> {
  if (ghosts.size === 0) return groups;
  const next: Record<string, OrderDto[]> = { ...groups };
  for (const g of ghosts.values()) {
    // the column it sat in: its status then, and pickup or delivery
    const key = columnOf(columns, { ...g.order, status: g.column });
    const list = key ? next[key] : undefined;
    if (!key || !list) continue;
    next[key] = [...list.filter((o) => o.id !== g.order.id), g.order].sort(
      (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at),
    );
  }
  return next;
}

export interface CancelledFlash {
  ghosts: ReadonlyMap<string, CancelledGhost>;
  /** an order the server just answered with (this screen's own cancel), before any event */
  note: (order: OrderDto) => void;
}

/**
 * Keeps cancelled cards on a live board for CANCELLED_FLASH_MS, and calls `onCancelled` once per
 * order (the distinct sound). `orders` is the board's cached list, which keeps cancelled orders
 * the socket delivered; `statuses` are the board's columns.
 */
export function useCancelledFlash(
  orders: readonly OrderDto[],
  statuses: readonly WireStatus[],
  onCancelled?: (order: OrderDto) => void,
): CancelledFlash {
  const statusSet = useMemo(() => new Set(statuses), [statuses]);
  const seen = useRef<Seen>(new Map());
  const [ghosts, setGhosts] = useState<ReadonlyMap<string, CancelledGhost>>(new Map());
  const ghostsRef = useRef(ghosts);
  ghostsRef.current = ghosts;
  const cb = useRef(onCancelled);
  cb.current = onCancelled;

  const take = useCallback(
    (list: readonly OrderDto[]) => {
      const found = spotCancelled(seen.current, list, statusSet, ghostsRef.current, Date.now());
      if (found.length === 0) return;
      // the ref too: a second look in the same tick must not count them twice
      const next = new Map(ghostsRef.current);
      for (const g of found) next.set(g.order.id, g);
      ghostsRef.current = next;
      setGhosts(next);
      for (const g of found) cb.current?.(g.order);
    },
    [statusSet],
  );

  // before paint: the card turns red in place, it never blinks out first
  useLayoutEffect(() => take(orders), [orders, take]);

  const note = useCallback((order: OrderDto) => take([order]), [take]);

  useEffect(() => {
    if (ghosts.size === 0) return;
    const next = Math.min(...[...ghosts.values()].map((g) => g.until));
    const id = setTimeout(
      () => {
        const now = Date.now();
        setGhosts((prev) => new Map([...prev].filter(([, g]) => g.until > now)));
      },
      Math.max(0, next - Date.now()) + 20,
    );
    return () => clearTimeout(id);
  }, [ghosts]);

  return { ghosts, note };
}
