import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RoutePrefetch } from './route-prefetch';

describe('RoutePrefetch', () => {
  it("asks for the page's data while the page's own code is still loading", async () => {
    const client = new QueryClient();
    const prefetch = vi.fn();
    const load = vi.fn(() => Promise.resolve({ prefetch }));
    // a page whose code never arrives
    const Page = lazy(() => new Promise<never>(() => {}));
    const view = render(
      <QueryClientProvider client={client}>
        <RoutePrefetch load={load} />
        <Suspense fallback={<p>Carregando...</p>}>
          <Page />
        </Suspense>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith(client));
    expect(view.getByText('Carregando...')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
