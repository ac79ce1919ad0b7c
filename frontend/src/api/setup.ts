import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetupRequest, SetupStatusDto, UserDto } from '@quentinha/shared/api/types';
import { api } from './client';
import { queryKeys } from './query-keys';
import { notifySessionChange } from './session-events';


/** GET /setup (public): true only on an empty database with no owner yet (DECISIONS 9.4). */
export const setupStatusQuery = queryOptions({
  queryKey: queryKeys.setup,
  queryFn: () => api.get<SetupStatusDto>('/setup', { skipRefresh: true }),
  staleTime: 60_000,
});

export function useSetupStatus() {
  return useQuery(setupStatusQuery);
}

/** POST /setup: creates the owner and signs them in (cookies like a login). */
export function useCompleteSetup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupRequest) => api.post<{ user: UserDto }>('/setup', input, { skipRefresh: true }),
    meta: { errorTitle: 'Erro na configuração inicial' },
    onSuccess: ({ user }) => {
      qc.setQueryData(queryKeys.me, user);
      qc.setQueryData(queryKeys.setup, { needed: false });
      void qc.invalidateQueries({ queryKey: queryKeys.settings.public });
      notifySessionChange();
    },
  });
}
