import { useCallback, useEffect, useState } from 'react';
import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';
import { readRecentMoves, RECENT_MAX, RECENT_WINDOW_MS, writeRecentMoves, type RecentMove } from './recent-moves-store';

export { RECENT_MAX, RECENT_WINDOW_MS, type RecentMove } from './recent-moves-store';

/** 'Desfazer' stays on screen this long after a move. */
export const UNDO_WINDOW_MS = 10_000;

/**
 * The moves this screen made, newest first: the last one offers 'Desfazer' for ten seconds, and
 * 'Recentes' lists the last half hour so a mistaken tap can still be taken back (issue 9). With
 * `storageKey` the list is kept in this browser, so a reload of the wall (a power cut, a kiosk
 * restart) does not forget what was just done.
 */
export function useRecentMoves(storageKey?: string) {
  const [moves, setMoves] = useState<RecentMove[]>(() => (storageKey ? readRecentMoves(storageKey) : []));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (storageKey) writeRecentMoves(storageKey, moves);
  }, [storageKey, moves]);

  const note = useCallback((order: OrderDto, from: WireStatus) => {
    const at = Date.now();
    setNow(at);
    setMoves((prev) =>
      [
        { id: order.id, shortId: shortOrderId(order.id), customerName: order.customer_name, from, to: order.status, at },
        ...prev.filter((m) => m.id !== order.id),
      ]
        .filter((m) => at - m.at <= RECENT_WINDOW_MS)
        .slice(0, RECENT_MAX),
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
