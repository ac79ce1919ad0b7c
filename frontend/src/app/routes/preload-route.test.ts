import { analysisOpeningRequests, dashboardOpeningRequests } from '@quentinha/shared/analytics/opening-requests';
import { SCREENS } from '@quentinha/shared/auth/roles';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/api/query-keys';
import { user } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { makeQueryClient } from '../query-client';
import { preloadBackOfficeRoute } from './lazy-pages';

const analysisCalls = (api: ReturnType<typeof mockApi>) => [
  ...api.callsTo('GET', '/analytics/orders'),
  ...api.callsTo('GET', '/orders?'),
];

/** The API as the owner finds it: signed in, the analysis answering. */
const ownerAnalysisApi = () =>
  mockApi({
    'GET /auth/me': { body: { user: user('admin') } },
    'GET /analytics/orders': { body: {} },
    'GET /orders': { body: { data: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } } },
  });

describe('preloadBackOfficeRoute (the page opened directly, before React renders)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for 'Análise de Pedidos' data as soon as the session check says an admin is here", async () => {
    const api = ownerAnalysisApi();
    void preloadBackOfficeRoute(SCREENS.OrderAnalytics, makeQueryClient());
    await waitFor(() => expect(analysisCalls(api)).toHaveLength(2));
    expect(api.calls[0].path).toBe('/auth/me');
    expect(api.callsTo('GET', '/orders?')[0].path).toMatch(/page=1&limit=10/);
  });

  it('resolves once it has asked for exactly what the server names in the page (preload links: the same URLs or they go unused), so the app renders after it (main.tsx)', async () => {
    const api = ownerAnalysisApi();
    await preloadBackOfficeRoute(SCREENS.OrderAnalytics, makeQueryClient());
    expect(analysisCalls(api).map((call) => call.path)).toEqual(analysisOpeningRequests());
  });

  it("asks for the Dashboard's figures with exactly the URL the server names in the page", async () => {
    const api = mockApi({
      'GET /auth/me': { body: { user: user('admin') } },
      'GET /analytics/dashboard': { body: {} },
    });
    await preloadBackOfficeRoute(SCREENS.Dashboard, makeQueryClient());
    expect(api.callsTo('GET', '/analytics/dashboard').map((call) => call.path)).toEqual(dashboardOpeningRequests());
  });

  it('asks nothing more for a guest or a role the page is not for', async () => {
    for (const me of [null, user('kitchen')]) {
      const api = mockApi({
        'GET /auth/me': me ? { body: { user: me } } : { status: 401, body: {} },
        'POST /auth/refresh': { status: 401, body: {} },
      });
      const client = makeQueryClient();
      void preloadBackOfficeRoute(SCREENS.OrderAnalytics, client);
      await waitFor(() => expect(client.getQueryState(queryKeys.me)?.status).toBe('success'));
      // once the data module has loaded, the answer has been acted on: nothing was asked
      await import('@/features/analytics/prefetch');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(analysisCalls(api)).toEqual([]);
    }
  });
});
