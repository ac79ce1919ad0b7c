import { QueryText } from '../../../common/http/list-query.js';
import { IsDay } from '../../../common/validation/validators.js';
import { MENU_DATE_INVALID } from './daily-menu.dto.js';

/** GET /api/dailymenus query. */
export class DailyMenuListQueryDto {
  @IsDay({ message: MENU_DATE_INVALID })
  @QueryText('date', 10, 'o cardápio deste dia (AAAA-MM-DD)')
  date?: string;
}
