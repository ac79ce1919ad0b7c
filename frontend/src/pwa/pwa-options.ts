import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { offlineShellFiles, type ViteChunk } from './precache-set.ts';

// Build-time only (vite.config.ts): the web manifest and the service worker Workbox generates.
// The browser side is register-sw.ts.

/** The brand orange (styles/app.css --accent): the phone's status bar and splash. */
export const THEME_COLOR = '#c2410c';
/** The page background (styles/app.css --page), shown while the app starts. */
export const BACKGROUND_COLOR = '#fbf6f1';

export const MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Quentinha',
  short_name: 'Quentinha',
  description: 'Quentinhas caseiras: cardápio, pedidos, cozinha e entregas.',
  lang: 'pt-BR',
  dir: 'ltr',
  // the root sends each person to their screen (courier: /entregas, kitchen: /pedidos-cozinha)
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['food', 'shopping', 'business'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Entregas', url: '/entregas', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'Pedidos Cozinha', url: '/pedidos-cozinha', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
  ],
};

/** Paths the service worker never answers: they always go to the network. */
export const NETWORK_ONLY = [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/, /^\/uploads(\/|$)/];

/** Vite's build manifest (build.manifest in vite.config.ts), written before the worker is built. */
const VITE_MANIFEST = fileURLToPath(new URL('../../dist/.vite/manifest.json', import.meta.url));

/** Workbox's list cut to the offline shell; without a build manifest, everything stays. */
function onlyTheShell<T extends { url: string }>(entries: T[]): { manifest: T[]; warnings: string[] } {
  if (!existsSync(VITE_MANIFEST))
    return { manifest: entries, warnings: ['sem dist/.vite/manifest.json: tudo no precache'] };
  const shell = offlineShellFiles(JSON.parse(readFileSync(VITE_MANIFEST, 'utf8')) as Record<string, ViteChunk>);
  return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)), warnings: [] };
}

/**
 * The app shell (index.html, the scripts and styles of the layout and of the two boards, the
 * favicon) precached, so the kitchen and courier boards open without signal. Nothing else is
 * cached: no runtime caching at all, so the menu and every other API answer come from the
 * network, never from an old copy. A new build takes over at once (skipWaiting + clientsClaim)
 * and its old files are dropped.
 */
export function pwa() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    // src/pwa/register-sw.ts registers it, in production builds only
    injectRegister: false,
    manifest: MANIFEST,
    // the favicon; the manifest's PNGs are fetched by the browser when it installs the app
    includeAssets: ['icons/icon.svg'],
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2}'],
      // the build's .br/.gz twins and its manifest are for the server, not the browser
      globIgnores: ['**/.vite/**', '**/*.br', '**/*.gz'],
      manifestTransforms: [async (entries) => onlyTheShell(entries)],
      // hashed names change with their content: no revision query needed
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: NETWORK_ONLY,
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      // one file for the worker (no workbox-*.js beside it)
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}
