import { QueryText } from '../../../common/http/list-query.js';

/** GET /api/expenses query. */
export class ExpenseListQueryDto {
  @QueryText('sort', 20, "ordem: '-date' (padrão), 'date', '-created_date'...")
  sort?: string;
}
