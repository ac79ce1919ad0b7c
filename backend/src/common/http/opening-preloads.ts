import { analysisOpeningRequests, dashboardOpeningRequests } from '@quentinha/shared/analytics/opening-requests';
import { canAccess, SCREENS, type RoleHolder } from '@quentinha/shared/auth/roles';

/**
 * The data a back-office page opens with, by its path, as paths under /api. The page's code asks
 * for the same URLs (shared/): named here, they start with the page itself instead of after the
 * app's code has downloaded and run.
 */
const OPENING_REQUESTS: Readonly<Partial<Record<string, (now: Date) => string[]>>> = {
  [SCREENS.OrderAnalytics]: analysisOpeningRequests,
  [SCREENS.Dashboard]: dashboardOpeningRequests,
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html for a visit to a page listed above by someone who may see it (the role in their
 * access token), with a preload link for each of its opening requests, as the page already carries
 * one for /api/auth/me; null when the built page goes as it is. A hint only: the server checks
 * every one of those requests as it answers it.
 */
export function withOpeningPreloads(
  indexHtml: string,
  path: string,
  // asked only for a page listed above: reading the token is work every other page can skip
  viewerOf: () => RoleHolder | null,
  now = new Date(),
): string | null {
  const opening = OPENING_REQUESTS[path];
  const viewer = opening ? viewerOf() : null;
  const requests = viewer && canAccess(viewer, path) ? opening?.(now) : undefined;
  if (!requests || !indexHtml.includes('</head>')) return null;
  const links = requests
    .map((request) => `<link rel="preload" href="${escapeAttribute(`/api${request}`)}" as="fetch" crossorigin="use-credentials" />`)
    .join('');
  return indexHtml.replace('</head>', `${links}</head>`);
}
