import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { ToastProvider } from '@/components/feedback/toast';
import { makeStore, type AppStore } from '@/stores/store';
import { makeQueryClient } from './query-client';
import { ThemeProvider } from './theme-provider';

interface Props {
  children: ReactNode;
  /** tests pass their own store and client */
  store?: AppStore;
  queryClient?: QueryClient;
}

export function AppProviders({ children, store: givenStore, queryClient: givenClient }: Props) {
  const [store] = useState(() => givenStore ?? makeStore());
  const [queryClient] = useState(() => givenClient ?? makeQueryClient());
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <ToastProvider>
            <ErrorBoundary>{children}</ErrorBoundary>
          </ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </Provider>
  );
}
