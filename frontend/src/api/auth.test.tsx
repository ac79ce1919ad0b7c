import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { testQueryClient } from '@/testing/render';
import { useLogout } from './auth';
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
