import type { ExpenseDto } from '@quentinha/shared/api/types';
import { api } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { adminResource } from '@/components/admin/admin-resource';

/** POST/PUT /expenses body (SPEC section 7). */
export interface ExpensePayload {
  description: string;
  amount: number;
  category: string;
  date: string;
}

// expenses are admin bookkeeping only: no storefront cache shows them
/** Newest first (plain array). */
export const expenses = adminResource<ExpenseDto, ExpensePayload>({
  path: '/expenses',
  listKey: queryKeys.admin.expenses,
  fetchList: () => api.get<ExpenseDto[]>('/expenses?sort=-date'),
  texts: {
    title: 'Gerenciar Despesas',
    addLabel: 'Adicionar Despesa',
    loadError: 'Erro ao carregar despesas',
    saved: 'Despesa salva com sucesso',
    saveFailed: 'Erro ao salvar despesa',
    removed: 'Despesa excluída',
    removeFailed: 'Erro ao excluir despesa',
  },
});
