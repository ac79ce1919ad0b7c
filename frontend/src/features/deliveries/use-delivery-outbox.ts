import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { sendDelivered } from './api';
import { markWaiting, OUTBOX_KEY, putInOutbox, readOutbox, takeFromOutbox, type OutboxEntry } from './delivery-outbox';

/** While taps wait, one more try this often (an 'online' event or a socket reconnect tries at once). */
export const OUTBOX_RETRY_MS = 15_000;
export const DELIVERY_REFUSED_TEXT = 'Não foi possível registrar a entrega';

export interface OutboxOptions {
  viewerId: string | null;
  queryKey: QueryKey;
  /** the board's socket is up: a reconnect is the moment to send what waits */
  connected: boolean;
}

export interface DeliveryOutbox {
  /** 'Marcar como Entregue': kept first, then sent (at once when there is signal) */
  deliver: (orderId: string) => void;
  /** orders whose tap waits for the connection: the 'pendente de envio' mark */
  pending: ReadonlySet<string>;
  /** orders being sent right now */
  sending: ReadonlySet<string>;
}

const offlineNow = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function toggled(set: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * The courier's offline queue. A tap is written to localStorage before anything is sent, so it
 * survives a reload; it leaves the queue only when the server confirms (the order is delivered)
 * or refuses for good (then the person is told why). Sent again on 'online', on a socket
 * reconnect, on mount and every OUTBOX_RETRY_MS while something waits.
 */
export function useDeliveryOutbox({ viewerId, queryKey, connected }: OutboxOptions): DeliveryOutbox {
  const qc = useQueryClient();
  const toast = useToast();
  const [entries, setEntries] = useState<OutboxEntry[]>(() => readOutbox());
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());
  // the latest key and toast without a new `send` per render (cards are memoised on `deliver`)
  const latest = useRef({ queryKey, toast });
  latest.current = { queryKey, toast };

  const send = useCallback(
    async (orderId: string) => {
      if (inFlight.current.has(orderId)) return;
      inFlight.current.add(orderId);
      setSending((s) => toggled(s, orderId, true));
      try {
        const outcome = await sendDelivered(orderId);
        if (outcome.kind === 'retry') {
          setEntries(markWaiting(orderId));
          return;
        }
        setEntries(takeFromOutbox(orderId));
        if (outcome.kind === 'refused') latest.current.toast.error(DELIVERY_REFUSED_TEXT, outcome.message);
        // the card keeps its spinner until the board shows what the server says
        await qc.invalidateQueries({ queryKey: latest.current.queryKey });
      } finally {
        inFlight.current.delete(orderId);
        setSending((s) => toggled(s, orderId, false));
      }
    },
    [qc],
  );

  const flush = useCallback(() => {
    if (!viewerId) return;
    for (const e of readOutbox()) if (e.userId === viewerId) void send(e.orderId);
  }, [viewerId, send]);

  const deliver = useCallback(
    (orderId: string) => {
      if (!viewerId) return;
      const offline = offlineNow();
      setEntries(putInOutbox({ orderId, userId: viewerId, queuedAt: new Date().toISOString(), waiting: offline }));
      if (!offline) void send(orderId);
    },
    [viewerId, send],
  );

  const mine = useMemo(() => entries.filter((e) => e.userId === viewerId), [entries, viewerId]);
  const waiting = mine.length > 0;

  // on mount (taps left from an earlier visit) and whenever the socket comes back
  useEffect(() => {
    if (connected || !offlineNow()) flush();
  }, [connected, flush]);

  useEffect(() => {
    // another tab of this browser queued or sent one
    const onStorage = (e: StorageEvent) => e.key === OUTBOX_KEY && setEntries(readOutbox());
    window.addEventListener('online', flush);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('storage', onStorage);
    };
  }, [flush]);

  useEffect(() => {
    if (!waiting) return;
    const id = window.setInterval(() => !offlineNow() && flush(), OUTBOX_RETRY_MS);
    return () => window.clearInterval(id);
  }, [waiting, flush]);

  const pending = useMemo(() => new Set(mine.filter((e) => e.waiting).map((e) => e.orderId)), [mine]);
  return { deliver, pending, sending };
}
