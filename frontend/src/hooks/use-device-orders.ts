import { useSyncExternalStore } from 'react';

/**
 * The tracking tokens of the orders a guest placed on this device (DECISIONS 10.9): without an
 * account they are her only way back to them, so 'Meus Pedidos' reads them from here. Newest
 * first; the server stays the authority (GET /api/orders/track/{token}), this only remembers links.
 */
export const DEVICE_ORDERS_KEY = 'quentinha:device-orders:v1';
/** a phone used every day for a month still finds its recent orders; older ones are let go */
export const DEVICE_ORDERS_MAX = 20;

const CHANGED = 'quentinha:device-orders-changed';
const EMPTY: readonly string[] = Object.freeze([]);

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // blocked storage: the device just remembers nothing
  }
}

function parse(json: string | null): readonly string[] {
  try {
    const value: unknown = json ? JSON.parse(json) : [];
    if (!Array.isArray(value)) return EMPTY;
    const tokens = value.filter((t): t is string => typeof t === 'string' && t.length > 0);
    return [...new Set(tokens)].slice(0, DEVICE_ORDERS_MAX);
  } catch {
    return EMPTY;
  }
}

// useSyncExternalStore wants the same array while nothing changed: cached by the stored text
let cache: { json: string | null; tokens: readonly string[] } = { json: null, tokens: EMPTY };

/** The tokens kept on this device, newest first. */
export function readDeviceOrders(): readonly string[] {
  let json: string | null;
  try {
    json = storage()?.getItem(DEVICE_ORDERS_KEY) ?? null;
  } catch {
    json = null;
  }
  if (json !== cache.json) cache = { json, tokens: parse(json) };
  return cache.tokens;
}

function write(tokens: readonly string[]) {
  try {
    storage()?.setItem(DEVICE_ORDERS_KEY, JSON.stringify(tokens.slice(0, DEVICE_ORDERS_MAX)));
  } catch {
    // quota exceeded or blocked: the order stays reachable through the chat message's link
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Called once an order went in: its token goes first, the oldest beyond the cap go. */
export function rememberDeviceOrder(token: string | null | undefined) {
  if (!token) return;
  write([token, ...readDeviceOrders().filter((t) => t !== token)]);
}

/** A token the server no longer knows (404): the order was removed. */
export function forgetDeviceOrder(token: string) {
  const tokens = readDeviceOrders();
  if (tokens.includes(token)) write(tokens.filter((t) => t !== token));
}

function subscribe(onChange: () => void) {
  // CHANGED: this tab; 'storage': an order placed in another tab of the same browser
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === DEVICE_ORDERS_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The device's order tokens, live: the sidebar offers 'Meus Pedidos' as soon as there is one. */
export function useDeviceOrders(): readonly string[] {
  return useSyncExternalStore(subscribe, readDeviceOrders, () => EMPTY);
}
