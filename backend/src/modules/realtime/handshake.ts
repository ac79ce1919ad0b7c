import { ACCESS_COOKIE } from '../../common/auth/auth-user.js';

/** What a client may put in the Socket.IO handshake; everything else in `auth` is ignored. */
export interface HandshakeAuth {
  trackingToken?: unknown;
  trackingTokens?: unknown;
}

/** A page following many guest orders at once is unusual; this caps one handshake's lookups. */
export const MAX_TRACKING_TOKENS = 20;
/** Tracking tokens are base64url (24 random bytes -> 32 chars); anything else is not worth a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/** Reads a Cookie header into its cookies: the HTTP side's own parser (@fastify/cookie's). */
export type CookieParser = (header: string) => Record<string, string | undefined>;

/** The access token (`qt_access`) from the handshake's Cookie header, as the HTTP side reads it. */
export function readAccessToken(cookieHeader: string | string[] | undefined, parse: CookieParser): string | null {
  const header = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : cookieHeader;
  if (!header) return null;
  try {
    return parse(header)[ACCESS_COOKIE] || null;
  } catch {
    return null;
  }
}

/** Well-formed, distinct tracking tokens from `auth.trackingToken` / `auth.trackingTokens`. */
export function readTrackingTokens(auth: HandshakeAuth | null | undefined): string[] {
  if (!auth || typeof auth !== 'object') return [];
  const list = Array.isArray(auth.trackingTokens) ? auth.trackingTokens : [];
  const given: unknown[] = [auth.trackingToken, ...list.slice(0, MAX_TRACKING_TOKENS)];
  const valid = given.filter((t): t is string => typeof t === 'string' && TOKEN_SHAPE.test(t));
  return [...new Set(valid)].slice(0, MAX_TRACKING_TOKENS);
}
