import { useEffect, useRef } from 'react';

/**
 * The phone's Back button closes what is open on top of the page (checkout, cart, dish picker)
 * instead of leaving the store (issue 24): each open layer stands on a history entry of its own,
 * at the same address, marked with how many layers are open there. Going back to an entry with
 * fewer closes the ones above it; a layer closed by the app (its X, 'Adicionar', an order placed)
 * takes its entry back, so history stays as it was. Everything is read from the entries' marks,
 * so an entry left by a reload or a test is harmless.
 */

const MARK = '__quentinhaLayers';

/** open layers' close functions, the newest last */
const layers: Array<() => void> = [];
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

/** How many layers the current entry stands for (0: the page itself). */
function depthHere(): number {
  const state: unknown = window.history.state;
  const depth = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[MARK] : undefined;
  return typeof depth === 'number' ? depth : 0;
}

function onPopState() {
  // Back (or a jump further back): close what the entry we landed on does not stand for
  const depth = depthHere();
  while (layers.length > depth) layers.pop()!();
  if (layers.length === 0) window.removeEventListener('popstate', onPopState);
}

/** Entries above what is open are taken back: the next Back is not spent on a closed layer. */
function release() {
  releaseTimer = undefined;
  // 0 when someone navigated meanwhile (a link, a redirect to /login): not ours to undo
  const extra = depthHere() - layers.length;
  if (extra > 0) window.history.go(-extra);
}

function openLayer(close: () => void) {
  if (layers.length === 0) window.addEventListener('popstate', onPopState);
  layers.push(close);
  // an entry left by a layer that closed in this same task (the cart's 'Finalizar Pedido' opens
  // the checkout) stands for this one: taken over, rather than a back and a push racing
  if (depthHere() >= layers.length) return;
  window.history.pushState({ ...(window.history.state as object | null), [MARK]: layers.length }, '');
}

function closeLayer(close: () => void) {
  const at = layers.indexOf(close);
  // not there: a Back closed it, its entry is gone already
  if (at < 0) return;
  layers.splice(at, 1);
  if (layers.length === 0) window.removeEventListener('popstate', onPopState);
  // after this task: a layer opening right now takes the entry over instead
  releaseTimer ??= setTimeout(release, 0);
}

/** While `open`, Back calls `onClose` (and the page stays where it is). */
export function useBackCloses(open: boolean, onClose: () => void) {
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => {
    if (!open) return;
    const close = () => latest.current();
    openLayer(close);
    return () => closeLayer(close);
  }, [open]);
}
