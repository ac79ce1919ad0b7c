import type { DailyMenuDto } from '@quentinha/shared/api/types';
import { iso } from '../../common/http/iso.js';
import type { DailyMenu } from './daily-menu.entity.js';

export function toDailyMenuResponse(menu: DailyMenu): DailyMenuDto {
  return {
    id: menu.id,
    date: menu.date,
    dishes: [...menu.dishes],
    active: menu.active,
    created_at: iso(menu.created_at),
    updated_at: iso(menu.updated_at),
  };
}
