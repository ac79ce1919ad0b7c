import type { ApiErrorBody } from '@quentinha/shared/api/types';
import { env } from '@/config/env';

export const GENERIC_REQUEST_ERROR = 'Erro na requisição';

/** Every failed call ends here: status 0 means the network failed before any answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ApiErrorBody> | null;

  constructor(status: number, message: string, body: Partial<ApiErrorBody> | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** 4xx answers carry a Portuguese sentence meant for the person (DECISIONS section 3). */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** auth calls must not trigger the refresh-and-retry dance */
  skipRefresh?: boolean;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The single place that reacts to a lost session (app/ wires it to the auth cache). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

// The refresh token rotates on every use; a second use of an old one ends every session (theft
// alarm) unless it comes within seconds (the server's grace for two tabs or a lost answer). Tabs
// still renew one at a time (Web Locks), and a tab that waited for another's renewal uses that one.
const REFRESH_LOCK = 'quentinha-session-refresh';
const RENEWED_AT_KEY = 'quentinha.session-renewed-at';

/** When a session was last renewed by any tab of this browser (0: unknown). */
function lastRenewal(): number {
  try {
    return Number(localStorage.getItem(RENEWED_AT_KEY) ?? 0);
  } catch {
    return 0;
  }
}

function markRenewed(): void {
  try {
    localStorage.setItem(RENEWED_AT_KEY, String(Date.now()));
  } catch {
    /* private mode: the lock alone still serialises */
  }
}

function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, work) : work();
}

/**
 * What a renewal came to. Only the server saying the session is over (401) signs the person out;
 * a renewal that could not happen (the server or the network away) leaves the session as it is:
 * the cookies are still there and the next request may renew them.
 */
type Renewal = { kind: 'renewed' } | { kind: 'ended' } | { kind: 'unavailable'; error: ApiError };

async function renew(): Promise<Renewal> {
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}/auth/refresh`, { method: 'POST', credentials: 'include' });
  } catch {
    return { kind: 'unavailable', error: new ApiError(0, GENERIC_REQUEST_ERROR) };
  }
  if (response.ok) return { kind: 'renewed' };
  if (response.status === 401 || response.status === 403) return { kind: 'ended' };
  return { kind: 'unavailable', error: await errorFrom(response) };
}

// one refresh at a time in this tab: parallel 401s wait for the same renewal
let refreshing: Promise<Renewal> | null = null;
function refreshSession(): Promise<Renewal> {
  const waitedSince = Date.now();
  refreshing ??= oneTabAtATime(async (): Promise<Renewal> => {
    // another tab renewed while this one waited for the lock: its new cookies are this tab's too
    if (lastRenewal() >= waitedSince) return { kind: 'renewed' };
    const renewal = await renew();
    if (renewal.kind === 'renewed') markRenewed();
    return renewal;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * A 401 seen outside a request (the server closed the socket: the session ended) gets the same
 * treatment as one from a request: one renewal, and the session-lost handler only when the server
 * says the session is over. True if renewed.
 */
export async function recoverSession(): Promise<boolean> {
  const renewal = await refreshSession();
  if (renewal.kind === 'ended') onUnauthorized();
  return renewal.kind === 'renewed';
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> | null = null;
  try {
    body = (await response.json()) as Partial<ApiErrorBody>;
  } catch {
    // not JSON (proxy page, empty body): fall back to the status text
  }
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  const message = text(body?.message) ?? text(body?.error) ?? text(response.statusText) ?? GENERIC_REQUEST_ERROR;
  return new ApiError(response.status, message, body);
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(`${env.apiUrl}${path}`, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      signal: options.signal,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, GENERIC_REQUEST_ERROR);
  }
}

/**
 * JSON over fetch with cookies; a 401 renews the session once and retries. When the session is
 * over the server has cleared its cookies: a read is retried as a guest (the menu keeps working,
 * a signed-in page answers 401 again), but a write is not, so what a signed-in person sent (an
 * order) never goes in as a guest's: the caller gets the 401 and asks to sign in again. A renewal
 * that could not happen (503, no network) is that request's error; the person stays signed in.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 401 && !options.skipRefresh) {
    const renewal = await refreshSession();
    if (renewal.kind === 'unavailable') throw renewal.error;
    if (renewal.kind === 'ended') {
      onUnauthorized();
      if ((options.method ?? 'GET') !== 'GET') throw await errorFrom(response);
    }
    response = await send(path, options);
    if (renewal.kind === 'renewed' && response.status === 401) onUnauthorized();
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

/** Message to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback = GENERIC_REQUEST_ERROR): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Query string from the defined values only. */
export function toQuery(params: Record<string, string | number | boolean | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
