import type { DishDto } from '@quentinha/shared/api/types';
import { iso } from '../../common/http/iso.js';
import type { Dish } from './dish.entity.js';

export function toDishResponse(dish: Dish): DishDto {
  return {
    id: dish.id,
    name: dish.name,
    type: dish.type,
    category: dish.category,
    active: dish.active,
    created_at: iso(dish.created_at),
    updated_at: iso(dish.updated_at),
  };
}
