import { imageSources, type ImageSources } from '@quentinha/shared/catalog/images';
// Read once at start. VITE_API_URL lets a build talk to an API on another origin;
// by default the API is same-origin under /api (dev proxy, or the backend serving dist/).
const rawApiUrl = (import.meta.env.VITE_API_URL as string | undefined)?.trim() || '/api';

export const env = {
  apiUrl: rawApiUrl.replace(/\/+$/, ''),
} as const;

/** Origin that serves /uploads: the API URL without its trailing /api (SPEC section 3, banner). */
export const assetOrigin = env.apiUrl.replace(/\/api$/, '');

/** Relative image paths from the API are made absolute against the API origin. */
export function assetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return `${assetOrigin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** An uploaded image's <img> sources (card and full widths where stored, see shared images.ts). */
export function assetImage(path: string | null | undefined): ImageSources | null {
  return path ? imageSources(path, (p) => assetUrl(p) ?? p) : null;
}
