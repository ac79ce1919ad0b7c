import type { OrderDto, OrderItemDto, OrderStatusChangeDto, ProductDto, Role } from '../api/types.js';

/**
 * What the back office sees of an order or a product, and what everyone else sees (DECISIONS 9.6):
 * guests, customers and the tracking page never get the business's costs, a staff member's email
 * or a staff member's id. One rule, used by the server for HTTP and socket payloads alike.
 */
const BACK_OFFICE: ReadonlySet<Role> = new Set<Role>(['admin', 'staff', 'kitchen', 'delivery']);

export function seesBackOfficeShape(role: Role | null | undefined): boolean {
  return role != null && BACK_OFFICE.has(role);
}

// 'done' is the kitchen's own tick (DECISIONS 9.2): back-office only
export type PublicOrderItemDto = Omit<OrderItemDto, 'unit_cost' | 'done'>;
export type PublicStatusChangeDto = Omit<OrderStatusChangeDto, 'by_user_id'>;
export type PublicOrderDto = Omit<OrderDto, 'total_cost' | 'delivery_user' | 'delivery_user_id' | 'created_by' | 'items' | 'status_history'> & {
  items: PublicOrderItemDto[];
  status_history: PublicStatusChangeDto[];
};

/** Who did a step, as the customer reads it (DECISIONS 10.8): a role, never a staff member's name. */
export const ACTOR_NAMES = { shop: 'Loja', kitchen: 'Cozinha', courier: 'Entregador', you: 'Você' } as const;

const KITCHEN_STEPS: ReadonlySet<string> = new Set(['preparing', 'ready']);
const COURIER_STEPS: ReadonlySet<string> = new Set(['delivering', 'delivered']);

/**
 * The customer's own steps (placing it on the website, cancelling with the tracking link or the
 * account) read 'Você'; the shop's read by the step's station: production is the kitchen's, the
 * road the courier's (a pickup handed over at the counter is the shop's), the rest the shop's.
 * The history keeps no role, so the step names it (an admin who marks a delivery done reads as
 * 'Entregador', which is what the customer needs to know).
 */
export function actorName(change: Pick<OrderStatusChangeDto, 'to' | 'by_user_id' | 'by_name'>, order: Pick<OrderDto, 'customer_user_id' | 'source' | 'is_delivery'>): string {
  const byCustomer = change.by_user_id ? change.by_user_id === order.customer_user_id : order.source === 'website' && change.by_name !== ACTOR_NAMES.shop;
  if (byCustomer) return ACTOR_NAMES.you;
  if (KITCHEN_STEPS.has(change.to)) return ACTOR_NAMES.kitchen;
  if (COURIER_STEPS.has(change.to) && order.is_delivery) return ACTOR_NAMES.courier;
  return ACTOR_NAMES.shop;
}

export function toPublicOrder(order: OrderDto): PublicOrderDto {
  const { total_cost: _cost, delivery_user: _email, delivery_user_id: _courierId, created_by: _staffId, ...rest } = order;
  return {
    ...rest,
    // an order the team entered names the shop, not the staff member who typed it
    created_by_name: order.source === 'website' ? order.created_by_name : ACTOR_NAMES.shop,
    // a tab order's company and member ids stay in the shop (DECISIONS 10.8); payment_method says 'Conta Empresa'
    ...(order.company ? { company: null } : {}),
    items: order.items.map(({ unit_cost: _unitCost, done: _done, ...item }) => item),
    status_history: (order.status_history ?? []).map(({ by_user_id: _by, ...change }) => ({ ...change, by_name: actorName({ ...change, by_user_id: _by }, order) })),
  };
}

/** '(11) 9****-5678': enough for the customer to recognise the number, nothing for a stranger. */
export function maskWhatsapp(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return '****';
  const ddd = digits.slice(0, 2);
  const last = digits.slice(-4);
  return digits.length === 11 ? `(${ddd}) ${digits[2]}****-${last}` : `(${ddd}) ****-${last}`;
}

/**
 * What a tracking link shows (DECISIONS 10.8): whoever holds the link (a forwarded message, a
 * shared phone) sees the order, not whose it is: the number masked and no account id.
 */
export function toTrackingOrder(order: OrderDto): PublicOrderDto {
  return { ...toPublicOrder(order), whatsapp: maskWhatsapp(order.whatsapp), customer_user_id: null };
}

/** The kitchen's and the couriers' copy: the whole order but what the business pays (DECISIONS 10.8). */
export function withoutCosts(order: OrderDto): OrderDto {
  const { total_cost: _cost, ...rest } = order;
  return { ...rest, items: order.items.map(({ unit_cost: _unitCost, ...item }) => item) } as OrderDto;
}

/** Roles that run the orders but never see costs. */
const NO_COSTS: ReadonlySet<Role> = new Set<Role>(['kitchen', 'delivery']);

export function seesCosts(role: Role | null | undefined): boolean {
  return seesBackOfficeShape(role) && !NO_COSTS.has(role!);
}

export type PublicProductDto = Omit<ProductDto, 'cost' | 'sizes' | 'extras'> & {
  sizes: Omit<ProductDto['sizes'][number], 'cost'>[];
  extras?: Omit<NonNullable<ProductDto['extras']>[number], 'cost'>[];
};

/** The menu as guests and customers read it: prices, never what a size or an extra costs the shop. */
export function toPublicProduct(product: ProductDto): PublicProductDto {
  const { cost: _cost, extras, ...rest } = product;
  const out: PublicProductDto = { ...rest, sizes: product.sizes.map(({ cost: _sizeCost, ...size }) => size) };
  if (extras) out.extras = extras.map(({ cost: _extraCost, ...extra }) => extra);
  return out;
}

/** A tracking link stops answering this long after its order was delivered or cancelled (DECISIONS 10.8). */
export const TRACKING_LIFETIME_DAYS = 90;
const FINAL_STATUSES: ReadonlySet<string> = new Set(['delivered', 'cancelled']);

/**
 * A link kept in old messages should not show a person's order forever: from 90 days after the
 * order reached its final status (`endedAt`), it is as if it never existed. Open orders never expire.
 */
export function trackingLinkExpired(status: string, endedAt: Date | string | number, now: Date = new Date()): boolean {
  if (!FINAL_STATUSES.has(status)) return false;
  return now.getTime() - new Date(endedAt).getTime() > TRACKING_LIFETIME_DAYS * 86_400_000;
}
