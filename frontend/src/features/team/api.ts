import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role, TeamMemberDto } from '@quentinha/shared/api/types';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/api/client';

/** 'online' changes as boards open and close: the list looks again now and then. */
const ONLINE_REFRESH_MS = 15_000;
const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

export function useTeam() {
  return useQuery({ queryKey: queryKeys.team, queryFn: () => api.get<TeamMemberDto[]>('/users'), refetchInterval: ONLINE_REFRESH_MS });
}

export interface NewMemberPayload {
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  password: string;
}

export type MemberPatch = Partial<Omit<NewMemberPayload, 'password'>> & { active?: boolean };

/** `errorTitle`: what a failure says here ('Erro ao salvar', 'Erro ao alterar a situação') */
export function useSaveMember(errorTitle: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorTitle },
    mutationFn: (input: { id: string; patch: MemberPatch } | { payload: NewMemberPayload }) =>
      'id' in input ? api.put<TeamMemberDto>(userPath(input.id), input.patch) : api.post<TeamMemberDto>('/users', input.payload),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.team }),
  });
}

/** 'Redefinir Senha': the person's open sessions end at once. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) => api.post<void>(`${userPath(id)}/password`, { password }),
    meta: { errorTitle: 'Erro ao redefinir senha' },
  });
}
