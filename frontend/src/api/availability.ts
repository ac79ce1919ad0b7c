import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DailyMenuDto } from '@quentinha/shared/api/types';
import { orderingText, type OrderingState, type PauseState } from '@quentinha/shared/availability/hours';
import { DEFAULT_SCHEDULING } from '@quentinha/shared/availability/slots';
import { api } from './client';
import { publicSettingsQuery, type PickerMenu } from './catalog';
import { queryKeys } from './query-keys';

// The shop's own availability moves (DECISIONS 9.3): 'Acabou' on a dish, 'Pausar Pedidos'.
// Each answer is applied at once; the socket tells every other screen.

export interface PortionChange {
  menuId: string;
  dishId: string;
  /** null: no cap */
  portions: number | null;
}

export function useSetPortions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ menuId, dishId, portions }: PortionChange) =>
      api.patch<DailyMenuDto>(`/dailymenus/${encodeURIComponent(menuId)}/portions`, { dish_id: dishId, portions }),
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
    // the open/closed state also depends on the hours: the server says what it is now
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.settings.public }),
  });
}

const ALWAYS: OrderingState = { open: true, paused: false, message: null, next_open_at: null };

/**
 * May a guest order now, and the sentence that says why not. The state is the server's, read
 * again when the shop is due to open (no event marks that moment) and every minute as a bound.
 */
export function useOrdering() {
  const qc = useQueryClient();
  const settings = useQuery({ ...publicSettingsQuery, refetchInterval: 60_000 });
  const state = settings.data?.ordering ?? ALWAYS;
  const reopen = state.open ? null : state.next_open_at;
  useEffect(() => {
    if (!reopen) return;
    const wait = new Date(reopen).getTime() - Date.now();
    // setTimeout fires at once past 2^31 ms; a reopening weeks away is read by the minute refetch
    if (!(wait < 2 ** 31)) return;
    const timer = setTimeout(() => void qc.invalidateQueries({ queryKey: queryKeys.settings.public }), Math.max(0, wait) + 500);
    return () => clearTimeout(timer);
  }, [reopen, qc]);
  return { state, text: orderingText(state), scheduling: settings.data?.scheduling ?? DEFAULT_SCHEDULING, hours: settings.data?.hours };
}
