import { useMutation, useQueryClient } from '@tanstack/react-query';
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
export const expenses = adminResource<ExpenseDto>({
  path: '/expenses',
  listKey: queryKeys.admin.expenses,
  fetchList: () => api.get<ExpenseDto[]>('/expenses?sort=-date'),
});

export function useSaveExpense() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: ExpensePayload }) =>
      id ? api.put<ExpenseDto>(expenses.itemPath(id), payload) : api.post<ExpenseDto>('/expenses', payload),
    onSettled: () => expenses.refresh(qc),
  });
}
