/** How long after the page's load event a storefront waits, untouched, before going live. */
export const LIVE_START_DELAY_MS = 2000;

const TOUCHES = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** How long ago the page's load event ended, or null while it has not (or the browser won't say). */
function msSinceLoad(): number | null {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav?.loadEventEnd ? performance.now() - nav.loadEventEnd : null;
}

/**
 * Runs `start` once, when the person first touches the page (a tap, a key, a scroll) or, failing
 * that, LIVE_START_DELAY_MS after the page has loaded, when the browser is idle. A phone on 4G
 * spends its first seconds of bandwidth on the menu, not on the realtime client (12 kB) and its
 * handshake. A screen opened later in the tab's life (the page loaded long ago) starts at once.
 * Returns a function that cancels what has not run yet.
 */
export function afterFirstLoad(start: () => void, delayMs = LIVE_START_DELAY_MS): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;

  const stop = () => {
    for (const kind of TOUCHES) window.removeEventListener(kind, go, true);
    window.removeEventListener('load', wait);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback?.(idle);
  };
  function go() {
    if (done) return;
    done = true;
    stop();
    start();
  }
  function wait() {
    const left = delayMs - (msSinceLoad() ?? 0);
    if (left <= 0) return go();
    timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(go, { timeout: 1000 });
      else go();
    }, left);
  }

  for (const kind of TOUCHES) window.addEventListener(kind, go, { capture: true, passive: true });
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    done = true;
    stop();
  };
}
