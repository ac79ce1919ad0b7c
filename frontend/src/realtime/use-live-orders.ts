import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useContext, useEffect, useRef, useState } from 'react';
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
import { SocketContext, type LiveSocket } from './socket-context';

/**
 * While the socket is up, what a live screen shows is still read again this often. The socket
 * can be up while its server hears nothing (an instance cut from Redis): this bounds how long a
 * board may show 'Ao vivo' over a stale list, at one request a minute per screen.
 */
export const SAFETY_REFETCH_MS = 60_000;

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
 * The one realtime sync of the app (boards, my orders, tracking): applies order events to the
 * TanStack Query cache and refetches on the server's 'resync' (sent after every (re)connection
 * once the rooms are joined, and by every instance when Redis comes back: nothing missed is
 * replayed). Returns whether the socket is up, so screens poll only when it is not.
 */
export function useLiveOrders({ enabled = true, listKey, orderKey, trackingToken, accept }: LiveOrdersOptions) {
  const qc = useQueryClient();
  const injected = useContext(SocketContext);
  const [connected, setConnected] = useState(false);
  // latest values without re-subscribing on every render
  const opts = useRef({ listKey, orderKey, accept });
  opts.current = { listKey, orderKey, accept };
  const keyHash = JSON.stringify([listKey, orderKey]);

  useEffect(() => {
    if (!enabled) return;
    // the app's typed socket.io Socket fits LiveSocket at run time; its typed on/off do not
    const socket: LiveSocket = injected ?? (acquireSocket(trackingToken) as unknown as LiveSocket);

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
      // setQueryData also stamps dataUpdatedAt: the boards' 'last sync' time
      if (l) qc.setQueryData<OrderDto[]>(l, (list) => applyOrderEvent(list, kind, payload, a));
      if (!o) return;
      if (kind !== 'deleted') qc.setQueryData<OrderDto>(o, (cur) => applyOrderUpdate(cur, payload as OrderDto));
      // the followed order is gone: the refetch tells the page what to show
      else if (qc.getQueryData<OrderDto>(o)?.id === payload.id) void qc.invalidateQueries({ queryKey: o });
    };
    const onCreated = apply('created');
    const onUpdated = apply('updated');
    const onDeleted = apply('deleted');

    // the same handlers, on for the life of the effect and off in its cleanup
    const listen = (method: 'on' | 'off') => {
      socket[method]('connect', onConnect);
      socket[method]('disconnect', onDisconnect);
      socket[method](RESYNC, onResync);
      socket[method](ORDER_CREATED, onCreated);
      socket[method](ORDER_UPDATED, onUpdated);
      socket[method](ORDER_DELETED, onDeleted);
    };
    listen('on');
    setConnected(socket.connected);
    // while live, a slow read of the truth all the same (polling takes over while offline)
    const safety = setInterval(() => {
      if (!socket.connected || document.visibilityState === 'hidden') return;
      onResync();
    }, SAFETY_REFETCH_MS);

    return () => {
      clearInterval(safety);
      listen('off');
      if (!injected) releaseSocket(trackingToken);
      setConnected(false);
    };
  }, [enabled, trackingToken, keyHash, qc, injected]);

  return { connected };
}
