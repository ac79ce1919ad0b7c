import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useContext, useEffect, useRef, useState } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { ORDER_CREATED, ORDER_DELETED, ORDER_UPDATED } from '@quentinha/shared/realtime/events';
import { appSocket, BoardSocketContext, type BoardSocket } from './board-socket';
import { applyOrderEvent, type AdmitOrder, type OrderEventKind } from '@/realtime/order-list-cache';

export interface LiveSync {
  online: boolean;
}

/**
 * Applies order events to one board's cached list (setQueryData: one card changes, not the
 * board) and refetches after a reconnect. `admit` decides whether an order belongs on the board.
 */
export function useBoardLiveSync(queryKey: QueryKey, admit: AdmitOrder): LiveSync {
  const injected = useContext(BoardSocketContext);
  const qc = useQueryClient();
  const [online, setOnline] = useState(() => injected?.connected ?? false);
  // latest key and rule without re-subscribing on every render
  const current = useRef({ queryKey, admit });
  current.current = { queryKey, admit };

  useEffect(() => {
    // the tab's one socket (tests inject a fake)
    const socket: BoardSocket = injected ?? appSocket();
    const apply = (kind: OrderEventKind) => (payload: OrderDto | { id: string }) => {
      if (!payload || typeof payload.id !== 'string') return;
      const { queryKey: key, admit: rule } = current.current;
      // setQueryData also stamps dataUpdatedAt: the board's 'last sync' time
      qc.setQueryData<OrderDto[]>(key, (list) => applyOrderEvent(list, kind, payload, rule));
    };
    const onCreated = apply('created');
    const onUpdated = apply('updated');
    const onDeleted = apply('deleted');
    let wasDown = !socket.connected;
    const onConnect = () => {
      setOnline(true);
      // events sent while we were away are lost: resync from the API
      if (wasDown) void qc.invalidateQueries({ queryKey: current.current.queryKey });
      wasDown = false;
    };
    const onDisconnect = () => {
      wasDown = true;
      setOnline(false);
    };
    socket.on(ORDER_CREATED, onCreated);
    socket.on(ORDER_UPDATED, onUpdated);
    socket.on(ORDER_DELETED, onDeleted);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    setOnline(socket.connected);
    return () => {
      socket.off(ORDER_CREATED, onCreated);
      socket.off(ORDER_UPDATED, onUpdated);
      socket.off(ORDER_DELETED, onDeleted);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
    };
  }, [injected, qc]);

  return { online };
}
