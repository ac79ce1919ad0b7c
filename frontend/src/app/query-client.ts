import { QueryClient } from '@tanstack/react-query';
import { ApiError, setUnauthorizedHandler } from '@/api/client';
import { makeMutationCache } from '@/api/mutation-errors';
import { queryKeys } from '@/api/query-keys';

export function makeQueryClient(): QueryClient {
  const client = new QueryClient({
    mutationCache: makeMutationCache(),
    defaultOptions: {
      queries: {
        // a 4xx will not change by asking again; network hiccups and 5xx get two more tries
        retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
        staleTime: 30_000,
      },
    },
  });
  // the one place that handles a lost session: the person becomes a guest
  setUnauthorizedHandler(() => client.setQueryData(queryKeys.me, null));
  return client;
}
