import type { OrderDto } from '@quentinha/shared/api/types';
import { orderRoom, type OrderRoutingFields, roleRoom, roomsForOrder, userRoom } from '@quentinha/shared/realtime/events';

/**
 * Who hears about an order change, and in which shape. Pure: the forwarder only emits what this
 * decides, and the spec beside it pins the visibility table down.
 */
export interface OrderAudience {
  /** rooms whose members may see the tracking token (the REST API shows it to admin and staff) */
  withToken: string[];
  /** every other room (kitchen, couriers, the customer, the tracking page): token stripped */
  withoutToken: string[];
  /** of those, the customer's and the tracking page's: the public shape (no costs, no staff ids) */
  publicRooms: string[];
}

const TOKEN_ROOMS: ReadonlySet<string> = new Set([roleRoom('admin'), roleRoom('staff')]);

/** history row and updated_at are written in one transaction: a little clock skew at most */
const SAME_WRITE_MS = 5000;

type RoutingState = Pick<OrderDto, 'status' | 'customer_user_id' | 'delivery_user_id' | 'is_delivery'>;

/**
 * The state before the last status change, read from the order's own history. Used when a
 * publisher sends no `previous`: a room the order just left (kitchen after "delivered") still gets
 * the update that moved it out. The courier is taken as unchanged, so an un-assigned courier is
 * only told when the publisher passes `previous`.
 */
export function inferPreviousState(order: OrderDto): RoutingState | null {
  const last = order.status_history?.at(-1);
  if (!last || last.to !== order.status || !last.from || last.from === order.status) return null;
  // an edit long after the last status change is not that change: no extra rooms
  if (Date.parse(order.updated_at) - Date.parse(last.at) > SAME_WRITE_MS) return null;
  return {
    status: last.from,
    customer_user_id: order.customer_user_id,
    delivery_user_id: order.delivery_user_id,
    is_delivery: order.is_delivery,
  };
}

/** Rooms for the order as it is now and as it was, so leaving a room is announced to it. */
export function audienceForOrder(
  trackingToken: string,
  current: OrderDto,
  previous?: RoutingState | null,
): OrderAudience {
  const before = previous === undefined ? inferPreviousState(current) : previous;
  const states: RoutingState[] = before ? [current, before] : [current];
  const rooms = new Set<string>();
  for (const state of states) {
    const routing: OrderRoutingFields = {
      status: state.status,
      customer_user_id: state.customer_user_id,
      delivery_user_id: state.delivery_user_id,
      is_delivery: state.is_delivery,
      tracking_token: trackingToken,
    };
    for (const room of roomsForOrder(routing)) rooms.add(room);
  }
  const all = [...rooms];
  const customers = new Set<string>([orderRoom(trackingToken)]);
  for (const state of states) if (state.customer_user_id) customers.add(userRoom(state.customer_user_id));
  return {
    withToken: all.filter((r) => TOKEN_ROOMS.has(r)),
    withoutToken: all.filter((r) => !TOKEN_ROOMS.has(r)),
    publicRooms: all.filter((r) => customers.has(r)),
  };
}

export function withTrackingToken(order: OrderDto, trackingToken: string): OrderDto {
  return { ...order, tracking_token: trackingToken };
}

export function withoutTrackingToken(order: OrderDto): OrderDto {
  const { tracking_token: _dropped, ...rest } = order;
  return rest;
}
