import { useSyncExternalStore } from 'react';

/**
 * The tracking tokens of the packs bought on this device: a guest has no account, so 'Meus
 * Pedidos' and the checkout find her credits through these (GET /api/pack-purchases/track/{token}).
 * The server stays the authority; this only remembers links. Newest first.
 */
export const DEVICE_PACKS_KEY = 'quentinha:device-packs:v1';
const MAX = 10;
const CHANGED = 'quentinha:device-packs-changed';
const EMPTY: readonly string[] = Object.freeze([]);

let cache: { json: string | null; tokens: readonly string[] } = { json: null, tokens: EMPTY };

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readDevicePacks(): readonly string[] {
  let json: string | null;
  try {
    json = storage()?.getItem(DEVICE_PACKS_KEY) ?? null;
  } catch {
    json = null;
  }
  if (json === cache.json) return cache.tokens;
  let tokens: readonly string[] = EMPTY;
  try {
    const value: unknown = json ? JSON.parse(json) : [];
    if (Array.isArray(value))
      tokens = [...new Set(value.filter((t): t is string => typeof t === 'string' && t !== ''))].slice(0, MAX);
  } catch {
    tokens = EMPTY;
  }
  cache = { json, tokens };
  return tokens;
}

export function rememberDevicePack(token: string | null | undefined) {
  if (!token) return;
  try {
    storage()?.setItem(
      DEVICE_PACKS_KEY,
      JSON.stringify([token, ...readDevicePacks().filter((t) => t !== token)].slice(0, MAX)),
    );
  } catch {
    // blocked storage: the receipt's link still leads to the purchase
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === DEVICE_PACKS_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDevicePacks(): readonly string[] {
  return useSyncExternalStore(subscribe, readDevicePacks, () => EMPTY);
}
