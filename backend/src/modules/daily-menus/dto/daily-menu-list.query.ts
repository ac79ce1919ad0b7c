import { QueryText } from '../../../common/http/list-query.js';

/** GET /api/dailymenus query. */
export class DailyMenuListQueryDto {
  @QueryText('date', 10, 'o cardápio deste dia (AAAA-MM-DD)')
  date?: string;
}
