import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import {
  ORDER_CREATED,
  ORDER_DELETED,
  ORDER_UPDATED,
  RESYNC,
  type OrderDeletedPayload,
} from '@quentinha/shared/realtime/events';
import { applyOrderEvent, applyOrderUpdate, type AdmitOrder, type OrderEventKind } from './order-list-cache';
import { acquireSocket, releaseSocket } from './socket';

export interface LiveOrdersOptions {
  enabled?: boolean;
  /** cache entry holding an OrderDto[] */
  listKey?: QueryKey;
  /** cache entry holding one OrderDto */
  orderKey?: QueryKey;
  /** guests following one order */
  trackingToken?: string;
  /** which orders belong in the list (the admin's socket hears every order) */
  accept?: AdmitOrder;
}

const everyOrder: AdmitOrder = () => true;

/**
 * Applies order events to the TanStack Query cache and refetches on the server's 'resync'
 * (every (re)connection, once the rooms are joined: nothing missed is replayed). Returns whether
 * the socket is up, so screens poll only when it is not.
 */
export function useLiveOrders({ enabled = true, listKey, orderKey, trackingToken, accept }: LiveOrdersOptions) {
  const qc = useQueryClient();
  const [connected, setConnected] = useState(false);
  // latest values without re-subscribing on every render
  const opts = useRef({ listKey, orderKey, accept });
  opts.current = { listKey, orderKey, accept };
  const keyHash = JSON.stringify([listKey, orderKey]);

  useEffect(() => {
    if (!enabled) return;
    const socket = acquireSocket(trackingToken);

    const onConnect = () => setConnected(true);
    const onDisconnect = () => setConnected(false);
    const onResync = () => {
      // events sent while we were away (or before the rooms were joined) are lost: read the truth
      const { listKey: l, orderKey: o } = opts.current;
      if (l) void qc.invalidateQueries({ queryKey: l });
      if (o) void qc.invalidateQueries({ queryKey: o });
    };
    const apply = (kind: OrderEventKind) => (payload: OrderDto | OrderDeletedPayload) => {
      if (!payload || typeof payload.id !== 'string') return;
      const { listKey: l, orderKey: o, accept: a = everyOrder } = opts.current;
      if (l) qc.setQueryData<OrderDto[]>(l, (list) => applyOrderEvent(list, kind, payload, a));
      if (!o) return;
      if (kind !== 'deleted') qc.setQueryData<OrderDto>(o, (cur) => applyOrderUpdate(cur, payload as OrderDto));
      // the followed order is gone: the refetch tells the page what to show
      else if (qc.getQueryData<OrderDto>(o)?.id === payload.id) void qc.invalidateQueries({ queryKey: o });
    };
    const onCreated = apply('created');
    const onUpdated = apply('updated');
    const onDeleted = apply('deleted');

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on(RESYNC, onResync);
    socket.on(ORDER_CREATED, onCreated);
    socket.on(ORDER_UPDATED, onUpdated);
    socket.on(ORDER_DELETED, onDeleted);
    setConnected(socket.connected);

    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off(RESYNC, onResync);
      socket.off(ORDER_CREATED, onCreated);
      socket.off(ORDER_UPDATED, onUpdated);
      socket.off(ORDER_DELETED, onDeleted);
      releaseSocket(trackingToken);
      setConnected(false);
    };
  }, [enabled, trackingToken, keyHash, qc]);

  return { connected };
}
