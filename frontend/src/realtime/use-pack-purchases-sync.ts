import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { PACK_PURCHASE_UPDATED, RESYNC } from '@quentinha/shared/realtime/events';
import { packKeys } from '@/api/packs';
import { acquireSocket, releaseSocket } from './socket';
import { SocketContext, type LiveSocket } from './socket-context';

/**
 * The back office's pack purchase lists, live (DECISIONS 10.6): a purchase made on a phone, or
 * confirmed on another screen, shows here at once instead of at the next poll. The server tells
 * admin and staff sockets only; a resync (reconnection, Redis back) reads the lists again.
 */
export function usePackPurchasesSync(enabled = true): void {
  const qc = useQueryClient();
  const injected = useContext(SocketContext);

  useEffect(() => {
    if (!enabled) return;
    const socket: LiveSocket = injected ?? (acquireSocket() as unknown as LiveSocket);
    const refetch = () => void qc.invalidateQueries({ queryKey: packKeys.all });
    socket.on(PACK_PURCHASE_UPDATED, refetch);
    socket.on(RESYNC, refetch);
    return () => {
      socket.off(PACK_PURCHASE_UPDATED, refetch);
      socket.off(RESYNC, refetch);
      if (!injected) releaseSocket();
    };
  }, [enabled, injected, qc]);
}
