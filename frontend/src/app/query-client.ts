import { QueryClient, hashKey } from '@tanstack/react-query';
import type { UserDto } from '@quentinha/shared/api/types';
import { ApiError, setUnauthorizedHandler } from '@/api/client';
import { makeMutationCache } from '@/api/mutation-errors';
import { queryKeys } from '@/api/query-keys';
import { rememberUser } from '@/api/auth';

const meHash = hashKey(queryKeys.me);

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
  // whoever the session is now (a check, a sign-in, a sign-out, a lost session), for an offline start
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash === meHash) rememberUser(event.query.state.data as UserDto | null);
  });
  return client;
}
