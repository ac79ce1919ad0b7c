import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { sendDelivered } from './api';
import {
  DELIVERED_UNDO_MS,
  isDue,
  markWaiting,
  OUTBOX_KEY,
  putInOutbox,
  readOutbox,
  takeFromOutbox,
  type OutboxEntry,
} from './delivery-outbox';

/** While taps wait, one more try this often (an 'online' event or a socket reconnect tries at once). */
export const OUTBOX_RETRY_MS = 15_000;
/** While a tap is in its 'Desfazer' window, the clock is read at least this often. */
const WINDOW_CHECK_MS = 1000;
export const DELIVERY_REFUSED_TEXT = 'Não foi possível registrar a entrega';

export interface OutboxOptions {
  viewerId: string | null;
  queryKey: QueryKey;
  /** the board's socket is up: a reconnect is the moment to send what waits */
  connected: boolean;
}

export interface DeliveryOutbox {
  /** 'Marcar como Entregue': kept first, sent once its 'Desfazer' window has passed */
  deliver: (orderId: string) => void;
  /** 'Desfazer': the tap leaves the queue before it was sent */
  undo: (orderId: string) => void;
  /** taps still in their 'Desfazer' window: order id -> when they go out (epoch ms) */
  undoable: ReadonlyMap<string, number>;
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
 * survives a reload; for DELIVERED_UNDO_MS it can be taken back ('Desfazer') and nothing is sent.
 * Then it goes out, and leaves the queue only when the server confirms (the order is delivered)
 * or refuses for good (then the person is told why). Sent again on 'online', on a socket
 * reconnect, on mount and every OUTBOX_RETRY_MS while something waits. The same for a courier and
 * an admin: a mistaken tap is as easy at a desk.
 */
export function useDeliveryOutbox({ viewerId, queryKey, connected }: OutboxOptions): DeliveryOutbox {
  const qc = useQueryClient();
  const toast = useToast();
  const [entries, setEntries] = useState<OutboxEntry[]>(() => readOutbox());
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  // the clock as last read: re-read while a tap is in its window (a new object each time, so a
  // clock that reads the same, as a test's may, still renders and checks again)
  const [clock, setClock] = useState(() => ({ now: Date.now() }));
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

  /** Sends this person's taps whose window has passed; without signal, marks them waiting. */
  const flush = useCallback(() => {
    if (!viewerId) return;
    const now = Date.now();
    for (const e of readOutbox()) {
      if (e.userId !== viewerId || !isDue(e, now)) continue;
      if (!offlineNow()) void send(e.orderId);
      else if (!e.waiting) setEntries(markWaiting(e.orderId));
    }
  }, [viewerId, send]);

  const deliver = useCallback(
    (orderId: string) => {
      if (!viewerId) return;
      const now = Date.now();
      setClock({ now });
      setEntries(
        putInOutbox({ orderId, userId: viewerId, queuedAt: new Date(now).toISOString(), waiting: false, sendAfter: now + DELIVERED_UNDO_MS }),
      );
    },
    [viewerId],
  );

  const undo = useCallback((orderId: string) => {
    // already on its way: too late to take back (the button is gone by then)
    if (inFlight.current.has(orderId)) return;
    setEntries(takeFromOutbox(orderId));
  }, []);

  const mine = useMemo(() => entries.filter((e) => e.userId === viewerId), [entries, viewerId]);
  const waiting = mine.length > 0;

  // a tap in its window: read the clock until it has passed, then send it
  const nextDue = useMemo(() => {
    const ahead = mine.filter((e) => !isDue(e, clock.now)).map((e) => e.sendAfter!);
    return ahead.length ? Math.min(...ahead) : null;
  }, [mine, clock]);
  useEffect(() => {
    if (nextDue === null) return;
    const id = window.setTimeout(
      () => {
        setClock({ now: Date.now() });
        flush();
      },
      Math.max(0, Math.min(WINDOW_CHECK_MS, nextDue - Date.now())),
    );
    return () => window.clearTimeout(id);
  }, [nextDue, clock, flush]);

  // on mount (taps left from an earlier visit) and whenever the socket comes back
  useEffect(() => {
    if (connected || !offlineNow()) flush();
  }, [connected, flush]);

  useEffect(() => {
    // another tab of this browser queued, took back or sent one
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

  const undoable = useMemo(
    () => new Map(mine.filter((e) => !isDue(e, clock.now)).map((e) => [e.orderId, e.sendAfter!] as const)),
    [mine, clock],
  );
  const pending = useMemo(() => new Set(mine.filter((e) => e.waiting).map((e) => e.orderId)), [mine]);
  return { deliver, undo, undoable, pending, sending };
}
