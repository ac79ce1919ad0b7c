/**
 * Cross-site request forgery and cross-site WebSocket hijacking: a page on another site can make
 * the browser send our session cookie (SameSite=Lax still lets top-level POSTs and sockets
 * through in some browsers). Browsers always say where such a request comes from in `Origin`;
 * it must be this site (the Host it was sent to) or one named in ALLOWED_ORIGINS. A request with
 * no Origin is not a browser's cross-site request and is not refused here.
 */
export const FOREIGN_ORIGIN_MESSAGE = 'Origem da requisição não permitida.';

export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return Boolean(host) && new URL(origin).host === host;
  } catch {
    return false; // 'null' (sandboxed frames, file://) or garbage
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Only writes that ride on a session cookie are checked: guests' checkouts carry no cookie to steal. */
export function needsOriginCheck(method: string, cookieHeader: string | undefined, cookieNames: readonly string[]): boolean {
  if (SAFE_METHODS.has(method) || !cookieHeader) return false;
  return cookieNames.some((name) => cookieHeader.includes(`${name}=`));
}
