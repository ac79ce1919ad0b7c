import { COURIER_SHARED_STATUSES } from '../orders/visibility.js';
import type { OrderDto, Role, WireStatus } from '../api/types.js';
import type { OpeningHours, OrderingState } from '../availability/hours.js';
import type { SchedulingSettings } from '../availability/slots.js';
import type { PackPurchaseStatus } from '../packs/types.js';

export const ORDER_CREATED = 'order.created';
export const ORDER_UPDATED = 'order.updated';
export const ORDER_DELETED = 'order.deleted';
export const CATALOG_UPDATED = 'catalog.updated';

export const CATALOG_KINDS = ['products', 'dishes', 'daily-menus', 'neighborhoods', 'settings'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/**
 * A pack purchase was made or changed (bought, its money confirmed, refunded, extended: DECISIONS
 * 10.6). Admin and staff sockets hear it: 'Pacotes aguardando pagamento' shows (and rings for) a
 * purchase as it is made, not at the next poll. Refetch the pack purchase lists.
 */
export const PACK_PURCHASE_UPDATED = 'pack_purchase.updated';

export interface PackPurchaseUpdatedPayload {
  id: string;
  status: PackPurchaseStatus;
}

export interface OrderDeletedPayload {
  id: string;
}

export interface CatalogUpdatedPayload {
  kind: CatalogKind;
}

/**
 * Availability (DECISIONS 9.3): broadcast to every socket, signed in or anonymous (the storefront
 * may connect with no auth at all: no room to join, like catalog.updated). One event, three kinds:
 * - 'portions': a daily menu's caps or remaining changed (cap edited, order placed or cancelled);
 *   carries the whole new state of that menu, apply it as is.
 * - 'ordering': pause or hours or scheduling settings changed; carries the new state.
 * - 'slots': slot counts of `date` changed (a scheduled order placed or cancelled); refetch
 *   GET /api/orders/slots?date= (and may apply `slots` when present).
 * - 'stock': units left of some counted products changed (DECISIONS 10.10: an order, a cancel,
 *   the product form); carries their new stock, apply it to the products as is.
 */
export const AVAILABILITY_UPDATED = 'availability.updated';

export interface PortionsUpdatedPayload {
  kind: 'portions';
  menu_id: string;
  /** yyyy-MM-dd */
  date: string;
  portions: Record<string, number | null>;
  remaining: Record<string, number | null>;
  sold_out: string[];
  /** dish ids marked 'Acabou' by the team (DECISIONS 10.10) */
  marked_sold_out?: string[];
}

export interface StockUpdatedPayload {
  kind: 'stock';
  /** product id -> units left (null: no longer counted) */
  stock: Record<string, number | null>;
  /** of those products, the ones with nothing left */
  sold_out: string[];
}

export interface OrderingUpdatedPayload {
  kind: 'ordering';
  ordering: OrderingState;
  hours: OpeningHours;
  scheduling: SchedulingSettings;
}

export interface SlotsUpdatedPayload {
  kind: 'slots';
  /** yyyy-MM-dd */
  date: string;
}

export type AvailabilityUpdatedPayload = PortionsUpdatedPayload | OrderingUpdatedPayload | SlotsUpdatedPayload | StockUpdatedPayload;

/** Socket.IO event map, server to client (DECISIONS section 6). */
/**
 * Sent on every (re)connection once the socket's rooms are joined: nothing missed while away is
 * replayed, so the client refetches what it shows; events with an older updated_at are stale.
 */
export const RESYNC = 'resync';
export interface ResyncPayload {
  /** server time of the resync */
  at: string;
}

export interface ServerToClientEvents {
  [ORDER_CREATED]: (order: OrderDto) => void;
  [ORDER_UPDATED]: (order: OrderDto) => void;
  [ORDER_DELETED]: (payload: OrderDeletedPayload) => void;
  [CATALOG_UPDATED]: (payload: CatalogUpdatedPayload) => void;
  [RESYNC]: (payload: ResyncPayload) => void;
  [AVAILABILITY_UPDATED]: (payload: AvailabilityUpdatedPayload) => void;
  [PACK_PURCHASE_UPDATED]: (payload: PackPurchaseUpdatedPayload) => void;
}

/** Clients only listen; rooms are joined by the server from the handshake. */
export type ClientToServerEvents = Record<never, never>;

/** What a guest passes in the handshake to follow one order. */
export interface GuestHandshakeAuth {
  trackingToken: string;
}

export function roleRoom(role: Role): string {
  return `role:${role}`;
}

export function userRoom(id: string): string {
  return `user:${id}`;
}

export function orderRoom(trackingToken: string): string {
  return `order:${trackingToken}`;
}

/** Statuses the kitchen board shows. */
const KITCHEN_STATUSES: readonly WireStatus[] = ['confirmed', 'preparing', 'ready', 'delivering'];

export type OrderRoutingFields = Pick<OrderDto, 'status' | 'customer_user_id' | 'delivery_user_id' | 'is_delivery'> & {
  tracking_token: string;
};

/** Every room an order event goes to. */
export function roomsForOrder(order: OrderRoutingFields): string[] {
  const rooms = [roleRoom('admin')];
  if (KITCHEN_STATUSES.includes(order.status)) rooms.push(roleRoom('staff'), roleRoom('kitchen'));
  // every courier sees delivery orders waiting or on the road (orders/visibility.ts)
  if (order.is_delivery && COURIER_SHARED_STATUSES.includes(order.status)) rooms.push(roleRoom('delivery'));
  if (order.delivery_user_id) rooms.push(userRoom(order.delivery_user_id));
  if (order.customer_user_id) rooms.push(userRoom(order.customer_user_id));
  if (order.tracking_token) rooms.push(orderRoom(order.tracking_token));
  return [...new Set(rooms)];
}
