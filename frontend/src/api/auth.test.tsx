import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { UserDto } from '@quentinha/shared/api/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '@/app/query-client';
import { mockApi } from '@/testing/mock-api';
import { testQueryClient } from '@/testing/render';
import { meQueryOptions, useLogout } from './auth';
import { queryKeys } from './query-keys';

describe('logout', () => {
  it('leaves nothing read with the session in memory: the next person on this device starts clean', async () => {
    const api = mockApi({ 'POST /auth/logout': { status: 204 } });
    const qc = testQueryClient();
    qc.setQueryData(queryKeys.me, { id: 'u1', role: 'admin' });
    qc.setQueryData(queryKeys.admin.expenses, [{ id: 'e1' }]);
    qc.setQueryData(['admin-settings', 'store'], { pix: { key: '11.222.333/0001-81' } });
    qc.setQueryData(queryKeys.orders.mine('u1'), [{ id: 'o1' }]);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useLogout(), { wrapper });

    await act(() => result.current());

    expect(api.callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(qc.getQueryData(queryKeys.me)).toBeNull();
    expect(qc.getQueryCache().getAll().map((q) => q.queryKey)).toEqual([queryKeys.me]);
  });
});

describe('an offline start', () => {
  const offline = () => vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the person last signed in on this device (a courier reopening the board without signal)', async () => {
    mockApi({ 'GET /auth/me': { body: { user: { id: 'c1', name: 'Carlos', role: 'delivery' } } } });
    await makeQueryClient().fetchQuery(meQueryOptions);

    offline();
    const reopened = makeQueryClient();
    expect(await reopened.fetchQuery(meQueryOptions)).toMatchObject({ id: 'c1', role: 'delivery' });
  });

  it('shows nobody once that person signed out, or the server said the session was over', async () => {
    for (const end of ['logout', '401'] as const) {
      mockApi({
        'GET /auth/me': end === '401' ? { status: 401, body: {} } : { body: { user: { id: 'c1', role: 'delivery' } } },
        'POST /auth/refresh': { status: 401, body: {} },
        'POST /auth/logout': { status: 204 },
      });
      const qc = makeQueryClient();
      await qc.fetchQuery({ ...meQueryOptions, queryFn: () => Promise.resolve({ id: 'c1', role: 'delivery' } as UserDto) });
      if (end === 'logout') {
        const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
        const { result } = renderHook(() => useLogout(), { wrapper });
        await act(() => result.current());
      } else {
        expect(await qc.fetchQuery({ ...meQueryOptions, staleTime: 0 })).toBeNull();
      }

      offline();
      await expect(makeQueryClient().fetchQuery({ ...meQueryOptions, retry: false })).rejects.toThrow();
      vi.unstubAllGlobals();
    }
  });
});
