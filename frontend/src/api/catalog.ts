import { queryOptions, useQuery } from '@tanstack/react-query';
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

interface TodayMenu {
  date: string;
  dishes: DishDto[];
  /** false (or no menu) means the admin has not published one for today */
  active?: boolean;
}

/**
 * Dishes offered in the picker: today's daily menu, or every active dish when there is no
 * menu for today (404 or empty). Errors give an empty list (SPEC section 8).
 */
export async function fetchPickerDishes(): Promise<DishDto[]> {
  try {
    const today = await api.get<TodayMenu>('/dailymenus/today');
    const dishes = (today?.dishes ?? []).filter((d): d is DishDto => !!d && typeof d === 'object');
    if (today?.active !== false && dishes.length) return dishes.filter((d) => d.active !== false);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) console.warn('Erro ao carregar cardápio do dia', error);
  }
  try {
    return await api.get<DishDto[]>('/dishes?active=true');
  } catch (error) {
    console.warn('Erro ao carregar pratos', error);
    return [];
  }
}

export const pickerDishesQuery = queryOptions({
  queryKey: queryKeys.dishes.forPicker,
  queryFn: fetchPickerDishes,
  staleTime: 60_000,
});

export function usePickerDishes(enabled = true) {
  return useQuery({ ...pickerDishesQuery, enabled });
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
