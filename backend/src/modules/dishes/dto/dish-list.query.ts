import { DISH_TYPES, type DishType, toDishType } from '@quentinha/shared/catalog/categories';
import { DISH_MESSAGES } from '@quentinha/shared/validation/dish';
import { QueryFlag, QueryIn, QueryText } from '../../../common/http/list-query.js';

/** GET /api/dishes query. */
export class DishListQueryDto {
  @QueryFlag('active', 'só ativos (true) ou só inativos (false); vale para o admin, os demais veem só os ativos')
  active?: boolean;

  @QueryIn(
    'type',
    DISH_TYPES,
    DISH_MESSAGES.typeInvalid,
    "tipo do prato, em qualquer grafia: 'proteina' vale 'Proteína'",
    toDishType,
  )
  type?: DishType;

  @QueryText('category', 30, 'categoria do prato')
  category?: string;
}
