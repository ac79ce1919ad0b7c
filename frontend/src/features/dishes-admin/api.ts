import type { DishDto } from '@quentinha/shared/api/types';
import type { DishType } from '@quentinha/shared/catalog/categories';
import { queryKeys } from '@/api/query-keys';
import { adminResource } from '@/components/admin/admin-resource';

/** POST/PUT /dishes body (SPEC section 7). */
export interface DishPayload {
  name: string;
  type: DishType;
  category: string;
}

/** Every dish (plain array); the storefront's dish picker and the daily-menu builder list the same dishes. */
export const dishes = adminResource<DishDto, DishPayload>({
  path: '/dishes',
  listKey: queryKeys.admin.dishes,
  alsoRefresh: [queryKeys.dishes.forPicker, queryKeys.adminMenu.dishes],
  texts: {
    title: 'Gerenciar Pratos',
    addLabel: 'Novo Prato',
    loadError: 'Erro ao carregar pratos',
    saved: 'Prato salvo com sucesso',
    saveFailed: 'Erro ao salvar prato',
    removed: 'Prato removido',
    removeFailed: 'Erro ao remover prato',
  },
});
