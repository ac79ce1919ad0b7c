import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** path after /api, with the query string */
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
}

type Handler = MockResponse | ((call: RecordedCall) => MockResponse | Promise<MockResponse>);

/**
 * Replaces fetch with a tiny fake API. Keys are 'METHOD /path' (query optional: an exact
 * 'GET /products?active=true' wins over 'GET /products'). Unknown routes answer 404.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: RecordedCall = { method, path, headers, body };
    calls.push(call);
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    const res = handler === undefined ? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Não encontrado' } } : typeof handler === 'function' ? await handler(call) : handler;
    const status = res.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(res.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (method: string, prefix: string) => calls.filter((c) => c.method === method && c.path.startsWith(prefix)) };
}
