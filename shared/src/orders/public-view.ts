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

export function toPublicOrder(order: OrderDto): PublicOrderDto {
  const { total_cost: _cost, delivery_user: _email, delivery_user_id: _courierId, created_by: _staffId, ...rest } = order;
  return {
    ...rest,
    items: order.items.map(({ unit_cost: _unitCost, done: _done, ...item }) => item),
    status_history: (order.status_history ?? []).map(({ by_user_id: _by, ...change }) => change),
  };
}

export type PublicProductDto = Omit<ProductDto, 'cost' | 'sizes'> & { sizes: Omit<ProductDto['sizes'][number], 'cost'>[] };

export function toPublicProduct(product: ProductDto): PublicProductDto {
  const { cost: _cost, ...rest } = product;
  return { ...rest, sizes: product.sizes.map(({ cost: _sizeCost, ...size }) => size) };
}
