import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { toReais } from '@quentinha/shared/money/money';
import { iso } from '../../common/http/iso.js';
import type { Neighborhood } from './neighborhood.entity.js';

export function toNeighborhoodResponse(n: Neighborhood): NeighborhoodDto {
  return {
    id: n.id,
    name: n.name,
    delivery_fee: toReais(n.delivery_fee_cents),
    is_active: n.is_active,
    active: n.is_active,
    created_at: iso(n.created_at),
    updated_at: iso(n.updated_at),
  };
}
