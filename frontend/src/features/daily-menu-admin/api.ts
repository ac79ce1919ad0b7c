import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyMenuDto, DishDto } from '@quentinha/shared/api/types';
import { api, toQuery } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { DAILY_MENU_MESSAGES } from '@quentinha/shared/validation/daily-menu';

/** Active dishes to choose from; an error gives an empty list (SPEC section 8). */
export async function fetchMenuDishes(): Promise<DishDto[]> {
  try {
    const list = await api.get<DishDto[]>('/dishes?active=true');
    return Array.isArray(list) ? list : [];
  } catch (error) {
    console.warn('Erro ao carregar pratos', error);
    return [];
  }
}

export function useMenuDishes() {
  return useQuery({ queryKey: queryKeys.adminMenu.dishes, queryFn: fetchMenuDishes });
}

/**
 * The menu saved for a day, or null (SPEC section 7: the first item of the date filter).
 * Unlike the other lists a failure is not swallowed: an empty selection saved over an
 * existing menu would erase it.
 */
export async function fetchMenuForDate(date: string, signal?: AbortSignal): Promise<DailyMenuDto | null> {
  const list = await api.get<DailyMenuDto[]>(`/dailymenus${toQuery({ date })}`, { signal });
  return (Array.isArray(list) ? list[0] : null) ?? null;
}

export function useMenuForDate(date: string | null) {
  return useQuery({
    queryKey: queryKeys.adminMenu.byDate(date ?? ''),
    queryFn: ({ signal }) => fetchMenuForDate(date!, signal),
    enabled: !!date,
  });
}

export interface SaveMenuInput {
  /** the date's menu when one exists: updated with PUT, otherwise created with POST */
  id: string | null;
  date: string;
  dishes: string[];
  /** portion cap per chosen dish; null or absent: no cap (DECISIONS 9.3) */
  portions?: Record<string, number | null>;
}

export function saveDailyMenu({ id, date, dishes, portions }: SaveMenuInput): Promise<DailyMenuDto> {
  const body = { date, dishes, ...(portions ? { portions } : {}) };
  return id
    ? api.put<DailyMenuDto>(`/dailymenus/${encodeURIComponent(id)}`, body)
    : api.post<DailyMenuDto>('/dailymenus', body);
}

export function useSaveDailyMenu() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveDailyMenu,
    meta: { errorTitle: DAILY_MENU_MESSAGES.saveFailed },
    onSuccess: (menu, { date }) => {
      qc.setQueryData(queryKeys.adminMenu.byDate(date), menu ?? null);
      // the storefront's dish picker reads today's menu
      void qc.invalidateQueries({ queryKey: queryKeys.dishes.forPicker });
    },
  });
}

/** POST /api/dailymenus/{id}/copy {date} (DECISIONS 10.10): the same dishes and caps on another day; 409 when it has one. */
export function useCopyDailyMenu() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date }: { id: string; date: string }) =>
      api.post<DailyMenuDto>(`/dailymenus/${encodeURIComponent(id)}/copy`, { date }),
    meta: { errorTitle: 'Erro ao copiar cardápio' },
    onSuccess: (menu, { date }) => {
      qc.setQueryData(queryKeys.adminMenu.byDate(date), menu ?? null);
      void qc.invalidateQueries({ queryKey: queryKeys.dishes.forPicker });
    },
  });
}
