import type { OrderDto } from '@quentinha/shared/api/types';
import { type PublicOrderDto, seesBackOfficeShape, toPublicOrder } from '@quentinha/shared/orders/public-view';
import type { AuthUser } from '../../common/auth/auth-user.js';

export type OrderView = OrderDto | PublicOrderDto;

/** The shape this caller may see (DECISIONS 9.6): the back office the whole order, anyone else no costs nor staff ids. */
export function forViewer(order: OrderDto, user: AuthUser | null): OrderView {
  return seesBackOfficeShape(user?.role) ? order : toPublicOrder(order);
}
