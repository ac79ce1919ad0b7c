import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyMenuDto } from '@quentinha/shared/api/types';
import type { PauseState } from '@quentinha/shared/availability/hours';
import { api } from './client';
import type { PickerMenu } from './catalog';
import { queryKeys } from './query-keys';

// The shop's own availability moves (DECISIONS 9.3): 'Acabou' on a dish, 'Pausar Pedidos'.
// Each answer is applied at once; the socket tells every other screen.

/** A new cap (null: none), or 'Acabou' / 'Liberar' (sold_out), which keeps the cap (DECISIONS 10.10). */
export type PortionChange = { menuId: string; dishId: string } & ({ portions: number | null } | { sold_out: boolean });

export function useSetPortions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ menuId, dishId, ...change }: PortionChange) =>
      api.patch<DailyMenuDto>(`/dailymenus/${encodeURIComponent(menuId)}/portions`, { dish_id: dishId, ...change }),
    meta: { errorTitle: 'Erro ao atualizar porções' },
    onSuccess: (menu) => {
      if (!menu?.remaining) return;
      qc.setQueryData<PickerMenu>(queryKeys.dishes.forPicker, (cur) =>
        cur && cur.menuId === menu.id ? { ...cur, remaining: menu.remaining ?? {} } : cur,
      );
    },
  });
}

export interface PauseRequest {
  paused: boolean;
  message?: string;
  /** ISO instant it resumes by itself */
  until?: string;
}

export function useSetPause() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PauseRequest) => api.put<PauseState>('/settings/pause', body),
    meta: { errorTitle: 'Erro ao pausar pedidos' },
    // the open/closed state also depends on the hours: the server says what it is now
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.settings.public }),
  });
}
