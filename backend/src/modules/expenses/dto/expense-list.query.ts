import { IsIn } from 'class-validator';
import { QueryText } from '../../../common/http/list-query.js';

export const EXPENSE_SORTS = ['-date', 'date', '-created_date', 'created_date', '-created_at', 'created_at'] as const;
export type ExpenseSort = (typeof EXPENSE_SORTS)[number];

/** GET /api/expenses query. */
export class ExpenseListQueryDto {
  @IsIn(EXPENSE_SORTS, { message: `O filtro 'sort' deve ser um destes: ${EXPENSE_SORTS.join(', ')}.` })
  @QueryText('sort', 20, `ordem: ${EXPENSE_SORTS.join(', ')}; padrão: '-date'`)
  sort?: ExpenseSort;
}
