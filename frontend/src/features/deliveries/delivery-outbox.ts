/**
 * The courier's 'Marcar como Entregue' taps not yet confirmed by the server, kept in
 * localStorage so that a tap survives a reload, a locked phone or a closed tab: it waits out its
 * 'Desfazer' window, then goes out, and without signal waits for the connection to return.
 */
export const OUTBOX_KEY = 'quentinha.deliveries.outbox';
export const PENDING_LABEL = 'pendente de envio';
/** A 'Marcar como Entregue' can be taken back ('Desfazer') this long before it is sent. */
export const DELIVERED_UNDO_MS = 5000;

export interface OutboxEntry {
  orderId: string;
  /** who tapped: only that person's session sends it */
  userId: string;
  queuedAt: string;
  /** a send failed for lack of signal, or none was tried (offline): the card shows the mark */
  waiting: boolean;
  /** epoch ms: not sent before this ('Desfazer' until then); absent: at once */
  sendAfter?: number;
}

function isEntry(value: unknown): value is OutboxEntry {
  const e = value as Partial<OutboxEntry> | null;
  return (
    !!e &&
    typeof e.orderId === 'string' &&
    typeof e.userId === 'string' &&
    typeof e.queuedAt === 'string' &&
    (e.sendAfter === undefined || (typeof e.sendAfter === 'number' && Number.isFinite(e.sendAfter)))
  );
}

export function readOutbox(storage: Storage | null = safeStorage()): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).map((e) => ({ ...e, waiting: e.waiting !== false })) : [];
  } catch {
    return [];
  }
}

/** Its 'Desfazer' window has passed (or it never had one): the tap may go out. */
export function isDue(entry: OutboxEntry, now: number = Date.now()): boolean {
  return entry.sendAfter === undefined || entry.sendAfter <= now;
}

function writeOutbox(entries: readonly OutboxEntry[], storage: Storage | null): void {
  try {
    if (entries.length) storage?.setItem(OUTBOX_KEY, JSON.stringify(entries));
    else storage?.removeItem(OUTBOX_KEY);
  } catch {
    /* private mode or a full disk: the tap still goes out while the page stays open */
  }
}

/** Adds (or replaces) the order's entry; one entry per order. */
export function putInOutbox(entry: OutboxEntry, storage: Storage | null = safeStorage()): OutboxEntry[] {
  const next = [...readOutbox(storage).filter((e) => e.orderId !== entry.orderId), entry];
  writeOutbox(next, storage);
  return next;
}

export function markWaiting(orderId: string, storage: Storage | null = safeStorage()): OutboxEntry[] {
  const next = readOutbox(storage).map((e) => (e.orderId === orderId ? { ...e, waiting: true } : e));
  writeOutbox(next, storage);
  return next;
}

export function takeFromOutbox(orderId: string, storage: Storage | null = safeStorage()): OutboxEntry[] {
  const next = readOutbox(storage).filter((e) => e.orderId !== orderId);
  writeOutbox(next, storage);
  return next;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
