/** How often a page left open all day (the kitchen wall) asks whether a new build is out. */
export const UPDATE_CHECK_MS = 60 * 60_000;
export const SW_URL = '/sw.js';

/**
 * The screens that must open without signal: the courier's and the kitchen's boards. A guest on
 * the storefront does not download the whole app shell in the background (the first load on 4G
 * stays lean); a device that shows a board once keeps the worker from then on.
 */
export const OFFLINE_SHELL_PATHS: readonly string[] = ['/entregas', '/pedidos-cozinha'];

export function isOfflineShellPath(pathname: string): boolean {
  return OFFLINE_SHELL_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Registers vite-plugin-pwa's generated /sw.js. Each new build activates at once and takes the
 * open pages (skipWaiting + clientsClaim); a page that was run by an older worker reloads to the
 * new shell, since the old hashed files are gone from the cache and the server. A page that had
 * no worker yet (first visit) is not reloaded.
 */
export function registerServiceWorker(sw: ServiceWorkerContainer, win: Window): void {
  let reloading = false;
  const hadController = !!sw.controller;
  sw.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    win.location.reload();
  });
  sw.register(SW_URL, { scope: '/' })
    .then((registration) => {
      win.setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.warn('Service worker não registrado', error));
}

/**
 * After the page has loaded (never competing with the first load), registers the worker when a
 * board is on screen or a worker already runs this page (to keep it updated); otherwise waits for
 * the app to navigate to a board (Navigation API, back/forward).
 */
export function registerWhenOnBoard(nav: Navigator = navigator, win: Window = window): void {
  const sw = nav.serviceWorker;
  if (!sw) return;
  const navigation = (win as Window & { navigation?: EventTarget }).navigation;
  let done = false;
  const check = () => {
    if (done || !(sw.controller || isOfflineShellPath(win.location.pathname))) return;
    done = true;
    navigation?.removeEventListener('currententrychange', check);
    win.removeEventListener('popstate', check);
    registerServiceWorker(sw, win);
  };
  const start = () => {
    navigation?.addEventListener('currententrychange', check);
    win.addEventListener('popstate', check);
    check();
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
