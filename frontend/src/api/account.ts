import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@quentinha/shared/api/types';
import { api } from './client';
import { queryKeys } from './query-keys';
import { notifySessionChange } from './session-events';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/**
 * PUT /auth/password ('Alterar Senha'): the other devices are signed out, this one receives a
 * fresh session (new cookies), so the socket re-handshakes.
 */
export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.put<{ user: UserDto }>('/auth/password', input),
    meta: { errorTitle: 'Erro ao alterar senha' },
    onSuccess: ({ user }) => {
      qc.setQueryData(queryKeys.me, user);
      notifySessionChange();
    },
  });
}
