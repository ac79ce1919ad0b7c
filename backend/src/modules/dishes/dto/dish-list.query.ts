import { QueryFlag, QueryText } from '../../../common/http/list-query.js';

/** GET /api/dishes query. */
export class DishListQueryDto {
  @QueryFlag('active', 'só ativos (true) ou só inativos (false); vale para o admin, os demais veem só os ativos')
  active?: boolean;

  @QueryText('type', 30, "tipo do prato, por exemplo 'Proteína'")
  type?: string;

  @QueryText('category', 30, 'categoria do prato')
  category?: string;
}
