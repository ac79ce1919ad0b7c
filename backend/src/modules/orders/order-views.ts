import type { OrderDto } from '@quentinha/shared/api/types';
import { type PublicOrderDto, seesBackOfficeShape, seesCosts, toPublicOrder, withoutCosts } from '@quentinha/shared/orders/public-view';
import type { AuthUser } from '../../common/auth/auth-user.js';

export type OrderView = OrderDto | PublicOrderDto;

/**
 * The shape this caller may see (DECISIONS 9.6, 10.8): admin and staff the whole order, the
 * kitchen and the couriers all of it but the costs, anyone else no costs nor staff ids.
 */
export function forViewer(order: OrderDto, user: AuthUser | null): OrderView {
  if (!seesBackOfficeShape(user?.role)) return toPublicOrder(order);
  return seesCosts(user?.role) ? order : withoutCosts(order);
}
