import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicSettingsDto } from '@quentinha/shared/api/types';
import { imageSources } from '@quentinha/shared/catalog/images';
import { ACCESS_COOKIE } from '../auth/auth-user.js';

/**
 * The storefront's first paint, sent with the page (issue 14: LCP on slow 4G). A guest opening
 * /home gets index.html with what the app would show first anyway:
 * - `data-session="guest"` on <html>: the session cookie is set for as long as the refresh token
 *   lives and cleared with it (auth-cookies.ts), so a request without it has no session at all; the
 *   app then skips the session check (and its 401, refresh, 401 round trips) before the menu;
 * - the public settings (GET /api/settings/public) as a JSON data block, so the hero shows the
 *   shop's name at once and that request is not on the first screen's path;
 * - the top bar and the hero as HTML, painted as soon as the CSS arrives; React's first render
 *   draws the same elements over them (features/storefront/hero.tsx, components/layout/app-layout.tsx).
 * Anyone with a session, any other path, a store still to be set up, or /index.html itself (what
 * the service worker keeps for the boards) gets the built page untouched.
 */

/** The storefront's path (SPEC section 2): where a guest lands. */
export const STOREFRONT_PATH = '/home';

/** The brand shown while the shop has no name of its own (frontend config/constants.ts BRAND). */
const BRAND = { name: 'Quentinha', tagline: 'Comida caseira feita com carinho' } as const;
const HERO_HINT = 'Monte sua quentinha e peça para retirar ou receber em casa.';

/** A guest's GET /home: no session cookie at all. */
export function isGuestStorefrontVisit(request: Pick<FastifyRequest, 'method' | 'url' | 'cookies'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.split('?')[0] !== STOREFRONT_PATH) return false;
  return !request.cookies?.[ACCESS_COOKIE];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The hero exactly as features/storefront/hero.tsx renders it. */
export function heroHtml(settings: PublicSettingsDto): string {
  const name = escapeHtml(settings.business_name || BRAND.name);
  const tagline = escapeHtml(settings.tagline || BRAND.tagline);
  if (settings.banner_url) {
    const { src, srcSet } = imageSources(settings.banner_url);
    const srcset = srcSet ? ` srcset="${escapeHtml(srcSet)}"` : '';
    return (
      `<div class="hero hero--banner"><img src="${escapeHtml(src)}"${srcset} sizes="100vw" ` +
      `alt="${name}: ${tagline}" class="hero__banner" fetchpriority="high"></div>`
    );
  }
  return (
    `<div class="hero"><div class="hero__text"><h1 class="hero__title">${name}</h1>` +
    `<p class="hero__tagline">${tagline}</p><p class="hero__hint">${HERO_HINT}</p></div>` +
    `<div class="hero__art" aria-hidden="true">🍲</div></div>`
  );
}

/**
 * The phone's top bar without its two buttons (drawn by antd once the app runs; the spacer, the
 * size of antd's large icon-only button at the touch sizes of app/theme.ts, keeps the name where it
 * will be), hidden from md up where the app shows the sidebar instead. It names the shop as the
 * app's top bar does (use-store-brand.ts), so nothing changes when React takes over.
 */
const topBar = (name: string) =>
  '<header class="topbar topbar--boot"><span class="topbar__boot-button"></span>' +
  `<a class="topbar__brand" href="${STOREFRONT_PATH}"><span aria-hidden="true">🍱</span> <span class="topbar__name">${name}</span></a></header>`;
const BOOT_STYLE =
  '<style>.topbar__boot-button{flex:none;width:55px;height:55px}' +
  '@media (min-width:768px){.topbar--boot{display:none}}</style>';

/** JSON inside <script>: nothing in it can close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const SESSION_PRELOAD = '<link rel="preload" href="/api/auth/me"';

/**
 * The session check the page would start, with the comment above it and the spaces before both:
 * a guest has none to check. Found by hand, since a pattern starting with spaces would scan each
 * run of spaces again from every one of them.
 */
function withoutSessionPreload(html: string): string {
  const link = html.indexOf(SESSION_PRELOAD);
  const end = link < 0 ? -1 : html.indexOf('>', link);
  if (end < 0) return html;
  let before = html.slice(0, link).trimEnd();
  if (before.endsWith('-->')) {
    const comment = before.lastIndexOf('<!--');
    if (comment >= 0) before = before.slice(0, comment).trimEnd();
  }
  return before + html.slice(end + 1);
}

/** index.html for a guest's /home, or null when the built page must be sent as it is. */
export function storefrontShell(indexHtml: string, settings: PublicSettingsDto): string | null {
  if (settings.setup_needed) return null;
  if (!indexHtml.includes('<div id="root"></div>') || !/<html[^<>]*>/.test(indexHtml)) return null;
  const shopName = escapeHtml(settings.business_name?.trim() || BRAND.name);
  const shell =
    `<div class="app-shell">${topBar(shopName)}<main class="app-shell__main"><div class="storefront">` +
    `${heroHtml(settings)}</div></main></div>`;
  // the shop's texts go in through functions: a string replacement would read '$&' or '$`' in a
  // tagline as 'insert the match here' and write the page around it again
  const settingsBlock = `${BOOT_STYLE}<script type="application/json" id="public-settings">${jsonForScript(settings)}</script></head>`;
  return (
    withoutSessionPreload(indexHtml)
      .replace(/<html([^<>]*)>/, (_, attributes: string) => `<html${attributes} data-session="guest">`)
      // the tab says the shop's name from the first byte, as the app will (useStoreTitle)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${shopName}</title>`)
      .replace('</head>', () => settingsBlock)
      .replace('<div id="root"></div>', () => `<div id="root">${shell}</div>`)
  );
}

/**
 * Sends the guest's storefront page, or answers null (the caller then sends the built page): the
 * settings could not be read, or the store is still to be set up.
 */
export function storefrontShellSender(
  indexHtml: string,
  settings: { publicSettings(): Promise<PublicSettingsDto> },
): (reply: FastifyReply) => Promise<FastifyReply | null> {
  return async (reply) => {
    const page = await settings.publicSettings().then(
      (current) => storefrontShell(indexHtml, current),
      () => null,
    );
    if (!page) return null;
    // the same address gives a signed-in person the plain page: never one for the other
    return reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8').send(page);
  };
}
