import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { makeMutationCache } from '@/api/mutation-errors';
import { AppProviders } from '@/app/providers';
import type { CartLine } from '@/stores/cart/cart-line';
import { initialCartState } from '@/stores/cart/cart-slice';
import { makeStore, type AppStore } from '@/stores/store';

export function testQueryClient(): QueryClient {
  // the app's mutation cache: failed mutations show their toast as they do in the app
  return new QueryClient({ mutationCache: makeMutationCache(), defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export function testStore(lines: CartLine[] = []): AppStore {
  // no storage: tests never share a cart through localStorage by accident
  return makeStore({ cart: initialCartState(lines), ui: { themeMode: 'light' } }, null);
}

interface Options {
  store?: AppStore;
  queryClient?: QueryClient;
  /** wrap in a MemoryRouter at this path (false: the caller brings its own router) */
  route?: string | false;
}

export function renderWithProviders(ui: ReactElement, { store = testStore(), queryClient = testQueryClient(), route = '/' }: Options = {}) {
  const content = route === false ? ui : <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>;
  return {
    store,
    queryClient,
    ...render(
      <AppProviders store={store} queryClient={queryClient}>
        {content}
      </AppProviders>,
    ),
  };
}

/**
 * antd gives every dialog the same id under NODE_ENV=test, so aria-labelledby cannot name
 * them: find the dialog through its visible title instead.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const { screen } = await import('@testing-library/react');
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-drawer-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}
