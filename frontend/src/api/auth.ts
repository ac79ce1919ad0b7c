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

const LAST_USER_KEY = 'quentinha.last-user';

/**
 * Who was signed in on this device when the server last said so (kept by the query client
 * whenever the session changes). Only an offline start reads it: a courier's board reopened
 * without signal shows itself instead of the login; every request is still checked by the server.
 */
export function rememberUser(user: UserDto | null | undefined): void {
  try {
    if (user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(LAST_USER_KEY);
  } catch {
    /* private mode: an offline start shows the login */
  }
}

function lastKnownUser(): UserDto | null {
  try {
    const saved = localStorage.getItem(LAST_USER_KEY);
    return saved ? (JSON.parse(saved) as UserDto) : null;
  } catch {
    return null;
  }
}

/**
 * Current user, or null for a guest (401). With no network at all, the last known user; other
 * failures surface as errors.
 */
export async function fetchMe(): Promise<UserDto | null> {
  try {
    const res = await api.get<UserEnvelope>('/auth/me');
    return res?.user ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    const offline = error instanceof ApiError && error.status === 0;
    const last = offline ? lastKnownUser() : null;
    if (last) return last;
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

/**
 * Login and registration both end signed in: the answer's user becomes `me` and the other tabs
 * hear of the new session.
 */
function useSignIn<I>(path: '/auth/login' | '/auth/register', errorToast: typeof loginErrorToast) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => userFrom(await api.post<UserEnvelope>(path, input, { skipRefresh: true })),
    meta: { errorToast },
    onSuccess: (user) => {
      qc.setQueryData(queryKeys.me, user);
      notifySessionChange();
    },
  });
}

export function useLogin() {
  return useSignIn<LoginInput>('/auth/login', loginErrorToast);
}

export function useRegister() {
  return useSignIn<RegisterInput>('/auth/register', registerErrorToast);
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
