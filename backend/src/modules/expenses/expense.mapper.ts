import type { ExpenseDto } from '@quentinha/shared/api/types';
import { toReais } from '@quentinha/shared/money/money';
import { iso } from '../../common/http/iso.js';
import type { Expense } from './expense.entity.js';

export function toExpenseResponse(e: Expense): ExpenseDto {
  return {
    id: e.id,
    description: e.description,
    amount: toReais(e.amount_cents),
    category: e.category,
    date: e.date,
    active: e.active,
    created_at: iso(e.created_at),
    updated_at: iso(e.updated_at),
  };
}
