import { QueryFlag, QueryText } from '../../../common/http/list-query.js';

/** GET /api/products query (SPEC section 7: available, category, active). */
export class ProductListQueryDto {
  @QueryFlag('active', 'só ativos (true) ou só inativos (false); vale para admin e funcionários')
  active?: boolean;

  @QueryFlag('available', 'o mesmo que active')
  available?: boolean;

  @QueryFlag('all', 'true: ativos e inativos (admin e funcionários)')
  all?: boolean;

  @QueryText('category', 30, 'categoria, por exemplo quentinha ou bebida')
  category?: string;
}
