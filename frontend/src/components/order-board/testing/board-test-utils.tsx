import { Provider as ReduxProvider } from 'react-redux';
import { initialCartState } from '@/stores/cart/cart-slice';
import { makeStore } from '@/stores/store';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import type { OrderDto, UserDto } from '@quentinha/shared/api/types';
import { RESYNC } from '@quentinha/shared/realtime/events';
import { makeMutationCache } from '@/api/mutation-errors';
import { queryKeys } from '@/api/query-keys';
import { ToastProvider } from '@/components/feedback/toast';
import { BoardSocketContext, type BoardSocket } from '../board-socket';

type Listener = (...args: unknown[]) => void;

/** Stands in for the socket: the test emits what the server would. */
export class FakeSocket implements BoardSocket {
  connected = true;
  private listeners = new Map<string, Set<Listener>>();
  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  serverEmit(event: string, payload?: unknown) {
    act(() => this.listeners.get(event)?.forEach((l) => l(payload)));
  }
  drop() {
    this.connected = false;
    this.serverEmit('disconnect');
  }
  /** As the server does: connected, rooms joined, then 'resync'. */
  reconnect() {
    this.connected = true;
    this.serverEmit('connect');
    this.serverEmit(RESYNC, { at: new Date().toISOString() });
  }
}

export interface FakeApi {
  calls: { method: string; url: string; body: unknown }[];
}

/**
 * fetch stand-in: `orders()` answers every GET /api/orders, `onWrite` every PUT/POST/DELETE
 * (return a status and a body).
 */
export function stubApi(
  orders: () => OrderDto[],
  onWrite: (method: string, url: string, body: unknown) => [number, unknown] | Promise<[number, unknown]> = () => [200, {}],
  extra: (url: string) => unknown = () => [],
): FakeApi {
  const api: FakeApi = { calls: [] };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    api.calls.push({ method, url, body });
    const json = (status: number, value: unknown) =>
      status === 204 || status === 304
        ? new Response(null, { status }) // these statuses carry no body
        : new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (method !== 'GET') {
      const [status, value] = await onWrite(method, url, body);
      return json(status, value);
    }
    if (url.includes('/orders')) {
      const data = orders();
      return json(200, { data, pagination: { page: 1, limit: 100, total: data.length, pages: 1 } });
    }
    return json(200, extra(url));
  });
  return api;
}

export function makeTestClient(): QueryClient {
  return new QueryClient({
    // the app's mutation cache: a failed mutation shows its toast as in the app
    mutationCache: makeMutationCache(),
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
}

export interface BoardRenderOptions {
  user: UserDto;
  socket?: FakeSocket;
  client?: QueryClient;
  /** data already in the cache (skips the first fetch) */
  seed?: { key: QueryKey; orders: OrderDto[] };
}

export function renderBoard(
  ui: ReactElement,
  { user, socket = new FakeSocket(), client = makeTestClient(), seed }: BoardRenderOptions,
) {
  client.setQueryData(queryKeys.me, user);
  if (seed) client.setQueryData(seed.key, seed.orders);
  // the app's store as the root provides it (the theme mode, the cart)
  const store = makeStore({ cart: initialCartState([]), ui: { themeMode: 'light' } }, null);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ReduxProvider store={store}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <BoardSocketContext.Provider value={socket}>{children}</BoardSocketContext.Provider>
        </ToastProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
  return { ...render(ui, { wrapper }), socket, client };
}
