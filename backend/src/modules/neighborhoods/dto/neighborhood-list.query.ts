import { QueryFlag } from '../../../common/http/list-query.js';

/** GET /api/neighborhoods query: is_active, or active as its alias. */
export class NeighborhoodListQueryDto {
  @QueryFlag('is_active', 'só ativos (true) ou só inativos (false); vale para o admin')
  is_active?: boolean;

  @QueryFlag('active', 'o mesmo que is_active')
  active?: boolean;
}
