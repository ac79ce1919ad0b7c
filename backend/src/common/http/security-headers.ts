import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, computed once. The policy has no per-request parts (no nonces), so the same
 * header set is stamped on every reply instead of running helmet's middleware per request, which
 * cost about 40% of the API's throughput in `npm run bench`.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown = null;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

export const APP_SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      // antd writes its CSS-in-JS into <style> tags: styles stay inline, scripts never are
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      // 'self' covers the socket's ws:/wss: to this same host (CSP 3); no other host is reachable
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // HSTS only on requests that came over HTTPS (HSTS_HEADER below): on plain http://localhost
  // it would break the demo
  strictTransportSecurity: false,
};

/**
 * Sent when the public side is HTTPS (request.protocol, from X-Forwarded-Proto of a trusted
 * proxy): from then on the browser never tries plain http, so no one on the café's Wi-Fi can
 * strip TLS off a later visit.
 */
export const HSTS_HEADER = { name: 'strict-transport-security', value: 'max-age=31536000; includeSubDomains' } as const;
