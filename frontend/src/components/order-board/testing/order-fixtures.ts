import type { OrderDto, OrderItemDto, UserDto } from '@quentinha/shared/api/types';

let seq = 0;

export function makeItem(overrides: Partial<OrderItemDto> = {}): OrderItemDto {
  return {
    id: `item-${++seq}`,
    product_id: 'prod-1',
    product_name: 'Quentinha Tradicional',
    category: 'quentinha',
    size: 'medio',
    quantity: 1,
    unit_price: 20,
    total_price: 20,
    unit_cost: 8,
    chosen_dishes: ['Arroz', 'Feijão', 'Frango'],
    notes: null,
    done: false,
    credits_used: 0,
    ...overrides,
  };
}

/** A complete order as the API sends it; ids end with a readable 6-character suffix. */
export function makeOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  const n = ++seq;
  const now = new Date().toISOString();
  return {
    id: `00000000-0000-4000-8000-000000${String(n).padStart(6, '0')}`,
    order_number: n,
    customer_name: `Cliente ${n}`,
    whatsapp: '11987654321',
    customer_user_id: null,
    items: [makeItem()],
    subtotal: 20,
    delivery_fee: 0,
    total_amount: 20,
    total_cost: 8,
    order_date: now.slice(0, 10),
    status: 'confirmed',
    payment_method: 'pix',
    payment_status: 'pending',
    change_for: null,
    is_delivery: false,
    delivery_neighborhood_id: null,
    delivery_neighborhood: null,
    delivery_address: null,
    delivery_user_id: null,
    delivery_user: null,
    delivery_user_name: null,
    notes: null,
    source: 'website',
    created_by: null,
    created_by_name: 'Site',
    status_history: [],
    cancel_reason: null,
    company: null,
    paid_with_credit: false,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 'user-admin',
    name: 'Ana Admin',
    email: 'admin@quentinha.test',
    role: 'admin',
    user_type: null,
    active: true,
    phone: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A later version of the same order, as an order.updated event carries it. */
export function bump(order: OrderDto, changes: Partial<OrderDto> = {}): OrderDto {
  const later = new Date(Date.parse(order.updated_at) + 1000).toISOString();
  return { ...order, ...changes, updated_at: later };
}
