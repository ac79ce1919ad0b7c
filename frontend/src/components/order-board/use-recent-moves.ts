import { useCallback, useEffect, useState } from 'react';
import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';

/** 'Desfazer' stays on screen this long after a move. */
export const UNDO_WINDOW_MS = 10_000;
/** 'Recentes' keeps the moves of the last half hour. */
export const RECENT_WINDOW_MS = 30 * 60_000;

export interface RecentMove {
  id: string;
  shortId: string;
  customerName: string;
  from: WireStatus;
  to: WireStatus;
  at: number;
}

/**
 * The moves this screen made, newest first: the last one offers 'Desfazer' for ten seconds, and
 * 'Recentes' lists the last half hour so a mistaken tap can still be taken back (issue 9).
 */
export function useRecentMoves() {
  const [moves, setMoves] = useState<RecentMove[]>([]);
  const [now, setNow] = useState(() => Date.now());

  const note = useCallback((order: OrderDto, from: WireStatus) => {
    const at = Date.now();
    setNow(at);
    setMoves((prev) =>
      [
        { id: order.id, shortId: shortOrderId(order.id), customerName: order.customer_name, from, to: order.status, at },
        ...prev.filter((m) => m.id !== order.id),
      ].filter((m) => at - m.at <= RECENT_WINDOW_MS),
    );
  }, []);

  const forget = useCallback((id: string) => setMoves((prev) => prev.filter((m) => m.id !== id)), []);

  const last = moves[0];
  const undoOpen = !!last && now - last.at < UNDO_WINDOW_MS;
  // a timer only while 'Desfazer' is showing, to take it away on time
  useEffect(() => {
    if (!undoOpen) return;
    const id = setTimeout(() => setNow(Date.now()), last.at + UNDO_WINDOW_MS - Date.now());
    return () => clearTimeout(id);
  }, [undoOpen, last]);

  return { moves, lastUndoable: undoOpen ? last : null, note, forget };
}
