import { LIVE_MS } from './boards.js';

/**
 * The courier's 'Marcar como Entregue' waits this long on the phone, with 'Desfazer', before it is
 * sent (frontend/src/features/deliveries/delivery-outbox.ts, DELIVERED_UNDO_MS).
 */
export const DELIVERED_UNDO_MS = 5_000;

/**
 * How long a story may wait for a 'Marcar como Entregue' to reach the server and come back: the
 * window, then one send on a busy machine. A bound for web-first assertions, never a sleep.
 */
export const SENT_AFTER_UNDO_MS = DELIVERED_UNDO_MS + LIVE_MS;
