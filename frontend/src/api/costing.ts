import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyMenuDto, DishDto } from '@quentinha/shared/api/types';
import { ApiError, api, toQuery } from './client';
import type {
  CostingSettingsDto,
  IngredientDto,
  IngredientPriceDto,
  LeftoverDto,
  LeftoverInput,
  LeftoversReportDto,
  MenuCostingDto,
  RecipeDto,
  RecipeInput,
  ShoppingListDto,
} from '@quentinha/shared/costing/api';

// The ficha técnica (DECISIONS 10.7): one request function and one hook per resource. Used by the
// costing pages and by the pieces mounted on 'Pratos', 'Cardápio Diário' and 'Configurações'.

export const costingKeys = {
  all: ['costing'] as const,
  ingredients: ['costing', 'ingredients'] as const,
  recipe: (dishId: string) => ['costing', 'recipe', dishId] as const,
  recipes: ['costing', 'recipes'] as const,
  settings: ['costing', 'settings'] as const,
  menu: (menuId: string) => ['costing', 'menu', menuId] as const,
  menuAll: ['costing', 'menu'] as const,
  shoppingList: (date: string) => ['costing', 'shopping-list', date] as const,
  leftovers: (from: string, to: string) => ['costing', 'leftovers', from, to] as const,
  leftoversAll: ['costing', 'leftovers'] as const,
};

const enc = encodeURIComponent;

export const fetchIngredients = () => api.get<IngredientDto[]>('/ingredients');

export function useIngredients() {
  return useQuery({ queryKey: costingKeys.ingredients, queryFn: fetchIngredients });
}

/** An ingredient's prices, newest first: a change keeps the old ones (and past orders their cost). */
export function useIngredientPrices(id: string | null) {
  return useQuery({
    queryKey: ['costing', 'prices', id ?? ''],
    queryFn: () => api.get<IngredientPriceDto[]>(`/ingredients/${enc(id!)}/prices`),
    enabled: !!id,
    staleTime: 0,
  });
}

/** A dish's recipe, or null when it has none yet (404). */
export async function fetchRecipe(dishId: string): Promise<RecipeDto | null> {
  try {
    return await api.get<RecipeDto>(`/dishes/${enc(dishId)}/recipe`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useRecipe(dishId: string | null) {
  return useQuery({
    queryKey: costingKeys.recipe(dishId ?? ''),
    queryFn: () => fetchRecipe(dishId!),
    enabled: !!dishId,
    // the dialog opens fresh every time: another screen may have changed a price
    staleTime: 0,
  });
}

/** Every dish with a recipe: the dish list's cost column. */
export function useRecipes() {
  return useQuery({ queryKey: costingKeys.recipes, queryFn: () => api.get<RecipeDto[]>('/recipes') });
}

export function useSaveRecipe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ dishId, recipe }: { dishId: string; recipe: RecipeInput }) =>
      api.put<RecipeDto>(`/dishes/${enc(dishId)}/recipe`, recipe),
    meta: { errorTitle: 'Erro ao salvar ficha técnica' },
    onSuccess: (saved, { dishId }) => {
      qc.setQueryData(costingKeys.recipe(dishId), saved);
      void qc.invalidateQueries({ queryKey: costingKeys.recipes });
      // the menus' costs and the shopping lists follow the recipes
      void qc.invalidateQueries({ queryKey: costingKeys.menuAll });
      void qc.invalidateQueries({ queryKey: ['costing', 'shopping-list'] });
    },
  });
}

export const fetchCostingSettings = () => api.get<CostingSettingsDto>('/settings/costing');

export function useCostingSettings() {
  return useQuery({ queryKey: costingKeys.settings, queryFn: fetchCostingSettings });
}

export function useSaveCostingSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: CostingSettingsDto) => api.put<CostingSettingsDto>('/settings/costing', settings),
    meta: { errorTitle: 'Erro ao salvar custos' },
    onSuccess: (saved) => {
      qc.setQueryData(costingKeys.settings, saved);
      void qc.invalidateQueries({ queryKey: costingKeys.menuAll });
    },
  });
}

/** Cost and food cost % of each box and size of a saved daily menu (admin). */
export function useMenuCosting(menuId: string | null, version = '') {
  return useQuery({
    queryKey: [...costingKeys.menu(menuId ?? ''), version],
    queryFn: () => api.get<MenuCostingDto>(`/dailymenus/${enc(menuId!)}/costing`),
    enabled: !!menuId,
    staleTime: 0,
  });
}

export function useShoppingList(date: string | null) {
  return useQuery({
    queryKey: costingKeys.shoppingList(date ?? ''),
    queryFn: () => api.get<ShoppingListDto>(`/kitchen/shopping-list${toQuery({ date })}`),
    enabled: !!date,
    staleTime: 0,
  });
}

export function useLeftovers(from: string, to: string) {
  return useQuery({
    queryKey: costingKeys.leftovers(from, to),
    queryFn: () => api.get<LeftoversReportDto>(`/leftovers${toQuery({ from, to })}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** PUT /api/leftovers/{id}: what a correction may change. */
export type LeftoverCorrection = Partial<Pick<LeftoverInput, 'portions_left' | 'destination' | 'note'>>;

/** A new entry (POST) or a correction of the day's one for that dish (PUT). */
export function useSaveLeftover() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (write: { id?: undefined; payload: LeftoverInput } | { id: string; payload: LeftoverCorrection }) =>
      write.id !== undefined
        ? api.put<LeftoverDto>(`/leftovers/${enc(write.id)}`, write.payload)
        : api.post<LeftoverDto>('/leftovers', write.payload),
    meta: { errorTitle: 'Erro ao registrar sobras' },
    onSettled: () => qc.invalidateQueries({ queryKey: costingKeys.leftoversAll }),
  });
}

/** The dishes of a day's menu, named (public reads: staff may ask too); [] when the day has none. */
export async function fetchDayDishes(date: string): Promise<{ id: string; name: string }[]> {
  const [menus, dishes] = await Promise.all([
    api.get<DailyMenuDto[]>(`/dailymenus${toQuery({ date })}`),
    api.get<DishDto[]>('/dishes'),
  ]);
  const menu = Array.isArray(menus) ? menus[0] : undefined;
  if (!menu) return [];
  const names = new Map((Array.isArray(dishes) ? dishes : []).map((d) => [d.id, d.name]));
  return menu.dishes.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));
}

export function useDayDishes(date: string | null) {
  return useQuery({
    queryKey: ['costing', 'day-dishes', date ?? ''],
    queryFn: () => fetchDayDishes(date!),
    enabled: !!date,
  });
}
