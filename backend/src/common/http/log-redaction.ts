/**
 * Request logs keep what an operator needs (method, route, status, timing) but never a tracking
 * token (whoever reads it can follow and cancel that order) nor a customer's phone number.
 */
const TRACKING_PATH = /(\/orders\/track\/)[^/?#]+/g;
const PERSONAL_PARAMS = new Set(['customer_phone', 'phone', 'whatsapp', 'search', 'q', 'token']);

export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2) as [string, string | undefined];
  const safePath = path.replace(TRACKING_PATH, '$1***');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (PERSONAL_PARAMS.has(key.toLowerCase().replace(/\[\]$/, ''))) params.set(key, '***');
  return `${safePath}?${params.toString()}`;
}

/** pino-http's request serializer: what a request log line says about the request. */
export function redactedRequest(request: { id?: unknown; method?: string; url?: string; remoteAddress?: string; raw?: { ip?: string } }) {
  return {
    id: request.id,
    method: request.method,
    url: request.url ? redactUrl(request.url) : undefined,
    // Fastify's address (it honours TRUST_PROXY), which middie copies onto the raw request
    remoteAddress: request.raw?.ip ?? request.remoteAddress,
  };
}
