import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExpenseDto } from '@quentinha/shared/api/types';
import { api } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

const LIST_KEY = queryKeys.admin.expenses;
const expensePath = (id: string) => `/expenses/${encodeURIComponent(id)}`;

/** POST/PUT /expenses body (SPEC section 7). */
export interface ExpensePayload {
  description: string;
  amount: number;
  category: string;
  date: string;
}

/** Newest first (plain array). */
export function useExpenses() {
  return useQuery({ queryKey: LIST_KEY, queryFn: () => api.get<ExpenseDto[]>('/expenses?sort=-date') });
}

// expenses are admin bookkeeping only: no storefront cache shows them
export function useSaveExpense() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: ExpensePayload }) =>
      id ? api.put<ExpenseDto>(expensePath(id), payload) : api.post<ExpenseDto>('/expenses', payload),
    onSettled: () => qc.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export function useDeleteExpense() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(expensePath(id)),
    onSettled: () => qc.invalidateQueries({ queryKey: LIST_KEY }),
  });
}
