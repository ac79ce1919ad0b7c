import { courierSees } from '@quentinha/shared/orders/visibility';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { Order } from './order.entity.js';
import type { OrderScope } from './orders.repository.js';

/**
 * Who sees which order (SPEC.md section 6, DECISIONS.md section 4). The role on the account is
 * authoritative: the session guard checks the same field.
 */

/** Admin, staff and kitchen see every order. */
const SEES_ALL = new Set(['admin', 'staff', 'kitchen']);

/** Roles that place phone/WhatsApp orders for customers (source 'admin'). */
const TAKES_PHONE_ORDERS = new Set(['admin', 'staff']);

export function listScopeFor(user: AuthUser): OrderScope {
  if (SEES_ALL.has(user.role)) return {};
  if (user.role === 'delivery') return { courierId: user.id };
  return { customerUserId: user.id };
}

export function canSeeOrder(
  user: AuthUser,
  order: Pick<Order, 'status' | 'customer_user_id' | 'delivery_user_id' | 'is_delivery'>,
): boolean {
  if (SEES_ALL.has(user.role)) return true;
  if (user.role === 'delivery') return courierSees(order, user.id);
  return order.customer_user_id === user.id;
}

/** The tracking token lets anyone follow an order: only the creator and the back office get it. */
export function canSeeTrackingToken(user: AuthUser | null): boolean {
  return !!user && TAKES_PHONE_ORDERS.has(user.role);
}

export function takesPhoneOrders(user: AuthUser | null): user is AuthUser {
  return !!user && TAKES_PHONE_ORDERS.has(user.role);
}
