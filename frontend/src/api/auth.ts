import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@quentinha/shared/api/types';
import { LOGIN_MESSAGES } from '@quentinha/shared/validation/login';
import { ApiError, api } from './client';
import { loginErrorToast, registerErrorToast } from './auth-toasts';
import { queryKeys } from './query-keys';
import { notifySessionChange } from './session-events';

interface UserEnvelope {
  user?: UserDto | null;
}

/** Current user, or null for a guest (401). Other failures surface as errors. */
export async function fetchMe(): Promise<UserDto | null> {
  try {
    const res = await api.get<UserEnvelope>('/auth/me');
    return res?.user ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: queryKeys.me,
  queryFn: fetchMe,
  staleTime: 5 * 60_000,
  retry: 1,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** SPEC section 7: a login/register answer without a user is followed by GET /auth/me. */
async function userFrom(res: UserEnvelope | undefined): Promise<UserDto> {
  const user = res?.user ?? (await fetchMe());
  if (!user) throw new Error(LOGIN_MESSAGES.invalidResponse);
  return user;
}

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  phone: string;
  role: 'customer';
}

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) =>
      userFrom(await api.post<UserEnvelope>('/auth/login', input, { skipRefresh: true })),
    meta: { errorToast: loginErrorToast },
    onSuccess: (user) => {
      qc.setQueryData(queryKeys.me, user);
      notifySessionChange();
    },
  });
}

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterInput) =>
      userFrom(await api.post<UserEnvelope>('/auth/register', input, { skipRefresh: true })),
    meta: { errorToast: registerErrorToast },
    onSuccess: (user) => {
      qc.setQueryData(queryKeys.me, user);
      notifySessionChange();
    },
  });
}

/** Local state is cleared whatever the server says (SPEC section 8). */
export function useLogout() {
  const qc = useQueryClient();
  return async () => {
    try {
      await api.post('/auth/logout', undefined, { skipRefresh: true });
    } catch {
      // logged out locally anyway
    }
    // another person may sign in on this device: nothing read with this session stays in memory
    qc.clear();
    qc.setQueryData(queryKeys.me, null);
    notifySessionChange();
  };
}
