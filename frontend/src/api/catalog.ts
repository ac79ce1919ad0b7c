import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSoldOut } from '@quentinha/shared/availability/portions';
import type { SlotAvailability } from '@quentinha/shared/availability/slots';
import type { DishDto, NeighborhoodDto, ProductDto, PublicSettingsDto } from '@quentinha/shared/api/types';
import { ApiError, api } from './client';
import { queryKeys } from './query-keys';

// The storefront's reads. All are public (DECISIONS section 4).

export const publicSettingsQuery = queryOptions({
  queryKey: queryKeys.settings.public,
  queryFn: () => api.get<PublicSettingsDto>('/settings/public'),
  staleTime: 10 * 60_000,
});

export function usePublicSettings() {
  return useQuery(publicSettingsQuery);
}

/** SPEC section 7: products come as {products} (or {product} for one). */
export async function fetchActiveProducts(): Promise<ProductDto[]> {
  const res = await api.get<{ products?: ProductDto[] } | ProductDto[]>('/products?active=true');
  const list = Array.isArray(res) ? res : (res?.products ?? []);
  // the server filters too; this keeps an old cache or a lenient server from showing hidden items
  return list.filter((p) => p.active !== false && p.isAvailable !== false);
}

export const activeProductsQuery = queryOptions({
  queryKey: queryKeys.products.active,
  queryFn: fetchActiveProducts,
  staleTime: 60_000,
});

export function useActiveProducts() {
  return useQuery(activeProductsQuery);
}

/** What the dish picker offers: today's dishes and, per dish id, the portions left (null: no cap). */
export interface PickerMenu {
  /** today's daily menu, null when the picker fell back to every active dish */
  menuId: string | null;
  dishes: DishDto[];
  remaining: Record<string, number | null>;
}

interface TodayMenu {
  id?: string;
  date: string;
  dishes: DishDto[];
  /** false (or no menu) means the admin has not published one for today */
  active?: boolean;
  remaining?: Record<string, number | null>;
}

/**
 * Dishes offered in the picker: today's daily menu with what is left of each, or every active
 * dish when there is no menu for today (404 or empty). Errors give an empty list (SPEC section 8).
 */
export async function fetchPickerMenu(): Promise<PickerMenu> {
  try {
    const today = await api.get<TodayMenu>('/dailymenus/today');
    const dishes = (today?.dishes ?? []).filter((d): d is DishDto => !!d && typeof d === 'object');
    if (today?.active !== false && dishes.length) {
      return { menuId: today.id ?? null, dishes: dishes.filter((d) => d.active !== false), remaining: today.remaining ?? {} };
    }
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) console.warn('Erro ao carregar cardápio do dia', error);
  }
  try {
    return { menuId: null, dishes: await api.get<DishDto[]>('/dishes?active=true'), remaining: {} };
  } catch (error) {
    console.warn('Erro ao carregar pratos', error);
    return { menuId: null, dishes: [], remaining: {} };
  }
}

/** The names of today's dishes that ran out (orders and carts keep dishes by name). */
export function soldOutNames(menu: PickerMenu | undefined): Set<string> {
  if (!menu) return new Set();
  return new Set(menu.dishes.filter((d) => isSoldOut(menu.remaining, d.id)).map((d) => d.name));
}

export const pickerMenuQuery = queryOptions({
  queryKey: queryKeys.dishes.forPicker,
  queryFn: fetchPickerMenu,
  staleTime: 60_000,
});

export function usePickerMenu(enabled = true) {
  return useQuery({ ...pickerMenuQuery, enabled });
}

export async function fetchActiveNeighborhoods(): Promise<NeighborhoodDto[]> {
  try {
    const list = await api.get<NeighborhoodDto[]>('/neighborhoods?is_active=true');
    return (Array.isArray(list) ? list : []).filter((n) => n.is_active !== false);
  } catch (error) {
    console.warn('Erro ao carregar bairros', error);
    return [];
  }
}

export const activeNeighborhoodsQuery = queryOptions({
  queryKey: queryKeys.neighborhoods.active,
  queryFn: fetchActiveNeighborhoods,
  staleTime: 5 * 60_000,
});

export function useActiveNeighborhoods(enabled = true) {
  return useQuery({ ...activeNeighborhoodsQuery, enabled });
}

/** A day's slots with their places (DECISIONS 9.3); the checkout asks for today and tomorrow. */
export function useSlots(date: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.slots.byDate(date),
    queryFn: () => api.get<SlotAvailability[]>(`/orders/slots?date=${encodeURIComponent(date)}`),
    enabled,
    staleTime: 30_000,
  });
}
