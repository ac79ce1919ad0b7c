import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { readOrder } from '@quentinha/shared/orders/order-reader';
import { usePublicSettings } from '@/api/catalog';
import { newArrivals } from '@/components/order-board/new-arrivals';
import { type OrderAlarm, useOrderAlarm } from '@/components/order-board/use-order-alarm';
import { BRAND } from '@/config/constants';
import { acknowledge, boardTitle, notificationText, ringingIds, stillWaiting, waitsForShop, withoutCount } from './waiting-orders';

const SOUND_KEY = 'quentinha:orders-sound:v1';
/** this tab's acknowledged orders: a reload does not ring again for what was already opened */
const ACK_KEY = 'quentinha:orders-acknowledged:v1';
/** the board's clock and the server's may differ a little */
const CLOCK_SKEW_MS = 60_000;
const EMPTY: OrderDto[] = [];

function readAcknowledged(): ReadonlySet<string> {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(ACK_KEY) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

const canNotify = () => typeof window !== 'undefined' && 'Notification' in window;

/** Asked on the unlock tap only (a browser refuses to ask without one); never again once answered. */
function askNotificationPermission(): void {
  if (!canNotify() || Notification.permission !== 'default') return;
  void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
}

/** Where the person is not looking at the board: the notification is what reaches them. */
function notify(order: OrderDto): void {
  if (!canNotify() || Notification.permission !== 'granted') return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  const { title, body } = notificationText(order, readOrder(order).shortId);
  try {
    const shown = new Notification(title, { body, tag: `pedido-${order.id}` });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
  } catch {
    // Android Chrome allows notifications only from a service worker: the sound and title remain
  }
}

export interface OrderAlerts {
  /** orders waiting for the shop that nobody opened or acted on here */
  ringing: ReadonlySet<string>;
  /** someone opened or acted on this order */
  touch: (id: string) => void;
  /** the board's sound; its `enable` also asks for notifications */
  alarm: OrderAlarm;
}

/**
 * 'Gerenciar Pedidos' hears every website order that waits for the shop (DECISIONS 10.9): it
 * rings (after the one-tap unlock), the tab's title counts them ('(2) Quentinha da Maria'), and a browser notification
 * shows where allowed while the board is out of sight. `orders` is null until the first list;
 * `packs` are the pack purchases waiting for their money (null until loaded), which ring too.
 */
export function useOrderAlerts(orders: readonly OrderDto[] | null, packs: readonly string[] | null = null): OrderAlerts {
  const [acknowledged, setAcknowledged] = useState(readAcknowledged);
  const list = orders ?? EMPTY;
  // a pack purchase waiting for its money rings as a waiting order does (ids never collide: UUIDs)
  const ids = useMemo(
    () => [...ringingIds(list, acknowledged), ...(packs ?? []).filter((id) => !acknowledged.has(id))],
    [list, packs, acknowledged],
  );
  const ringing = useMemo(() => new Set(ids), [ids]);
  const sound = useOrderAlarm(ids.length > 0, SOUND_KEY);
  const touch = useCallback((id: string) => setAcknowledged((prev) => acknowledge(prev, id)), []);

  useEffect(() => {
    if (!orders) return;
    try {
      // the packs' acknowledgements are kept too (all of them until their list is loaded)
      const packsSeen = [...acknowledged].filter((id) => (packs ? packs.includes(id) : true));
      sessionStorage.setItem(ACK_KEY, JSON.stringify([...new Set([...stillWaiting(acknowledged, orders), ...packsSeen])]));
    } catch {
      // storage full or off: this visit still remembers
    }
  }, [orders, packs, acknowledged]);

  const storeName = usePublicSettings().data?.business_name?.trim() || BRAND.name;
  useEffect(() => {
    document.title = boardTitle(ids.length, storeName);
  }, [ids.length, storeName]);
  // leaving the board: the shop's name stays, the count goes
  useEffect(() => () => void (document.title = withoutCount(document.title)), []);

  const seen = useRef<Set<string> | null>(null);
  const openedAt = useRef(Date.now());
  useEffect(() => {
    if (!orders) return;
    const waiting = orders.filter(waitsForShop);
    const { seen: next, arrived } = newArrivals(seen.current, waiting.map((o) => o.id));
    seen.current = next;
    for (const order of waiting) {
      // a filter that shows older orders again is no news
      if (arrived.includes(order.id) && Date.parse(order.created_at) >= openedAt.current - CLOCK_SKEW_MS) notify(order);
    }
  }, [orders]);

  const { enable } = sound;
  const unlock = useCallback(() => {
    enable();
    askNotificationPermission();
  }, [enable]);
  return { ringing, touch, alarm: { ...sound, enable: unlock } };
}
