import type { IngredientDto, IngredientInput } from '@quentinha/shared/costing/api';
import { adminResource } from '@/components/admin/admin-resource';
import { costingKeys } from '@/api/costing';

/** 'Insumos' (DECISIONS 10.7): every ingredient, active or not; a recipe's picker and cost follow it. */
export const ingredients = adminResource<IngredientDto, IngredientInput>({
  path: '/ingredients',
  listKey: costingKeys.ingredients,
  // a new price changes every recipe's cost, the menus' and the shopping lists'
  alsoRefresh: [costingKeys.all],
  texts: {
    title: 'Insumos',
    addLabel: 'Novo Insumo',
    loadError: 'Erro ao carregar insumos',
    saved: 'Insumo salvo com sucesso',
    saveFailed: 'Erro ao salvar insumo',
    removed: 'Insumo excluído',
    removeFailed: 'Erro ao excluir insumo',
  },
});
