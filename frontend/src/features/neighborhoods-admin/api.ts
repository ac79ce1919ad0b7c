import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { queryKeys } from '@/api/query-keys';
import { adminResource } from '@/components/admin/admin-resource';

/** PUT/POST /neighborhoods body (SPEC section 7). */
export interface NeighborhoodPayload {
  name: string;
  delivery_fee: number;
  is_active: boolean;
}

/** Every neighbourhood, active or not (plain array); the checkout's list shows the same rows. */
export const neighborhoods = adminResource<NeighborhoodDto, NeighborhoodPayload>({
  path: '/neighborhoods',
  listKey: queryKeys.admin.neighborhoods,
  alsoRefresh: [queryKeys.neighborhoods.active],
  // the row switch sends {is_active}
  toggle: { field: 'is_active', shown: (n, active) => ({ ...n, is_active: active, active }) },
  texts: {
    title: 'Bairros para Entrega',
    addLabel: 'Adicionar Bairro',
    loadError: 'Erro ao carregar bairros',
    saved: 'Bairro salvo com sucesso',
    saveFailed: 'Erro ao salvar bairro',
    removed: 'Bairro excluído',
    removeFailed: 'Erro ao excluir bairro',
    toggleFailed: 'Erro ao atualizar status do bairro',
  },
});
