import type { DishDto, NeighborhoodDto, ProductDto, UserDto } from '@quentinha/shared/api/types';
import type { StaffPackPurchaseDto } from '@quentinha/shared/packs/types';
import type { CartLine } from '@/stores/cart/cart-line';

const stamp = { created_at: '2025-01-01T12:00:00Z', updated_at: '2025-01-01T12:00:00Z' };

/** The id and stamps of the n-th stored row: a UUID of its own, created and updated at `at`. */
export const storedRow = (n: number, at = '2026-01-01T00:00:00.000Z') => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  created_at: at,
  updated_at: at,
});

export function product(over: Partial<ProductDto> = {}): ProductDto {
  const sizes = over.sizes ?? [
    { name: 'pequeno', price: 15, cost: 6 },
    { name: 'grande', price: 22.9, cost: 9 },
  ];
  return {
    id: 'p-quentinha',
    name: 'Quentinha',
    description: 'Arroz, feijão e mistura do dia',
    category: 'quentinha',
    sizes,
    price: sizes[0]?.price ?? 0,
    cost: sizes[0]?.cost ?? 0,
    max_items_per_quentinha: 3,
    isAvailable: true,
    active: true,
    image_url: null,
    images: [],
    preparationTime: 0,
    ...stamp,
    ...over,
  };
}

export const drink = (over: Partial<ProductDto> = {}) =>
  product({ id: 'p-coca', name: 'Coca-Cola Lata', category: 'bebida', sizes: [{ name: 'medio', price: 6, cost: 3 }], ...over });

export function dish(name: string, type = 'Acompanhamento', over: Partial<DishDto> = {}): DishDto {
  return { id: `d-${name}`, name, type, category: type, active: true, ...stamp, ...over };
}

export function neighborhood(over: Partial<NeighborhoodDto> = {}): NeighborhoodDto {
  return { id: 'n-centro', name: 'Centro', delivery_fee: 5, is_active: true, active: true, ...stamp, ...over };
}

export function user(role: UserDto['role'], over: Partial<UserDto> = {}): UserDto {
  return { id: `u-${role}`, name: `Pessoa ${role}`, email: `${role}@x.com`, role, user_type: null, active: true, phone: null, ...stamp, ...over };
}

export function line(over: Partial<CartLine> = {}): CartLine {
  return {
    id: 'cart_1',
    name: 'Quentinha P',
    productName: 'Quentinha',
    size: 'pequeno',
    price: 15,
    cost: 6,
    chosen_dishes: ['Arroz', 'Feijão'],
    product_id: 'p-quentinha',
    category: 'quentinha',
    quantity: 1,
    ...over,
  };
}

/** A pack purchase as the staff reads it: 10 Quentinhas M by PIX, waiting for its money. */
export function staffPurchase(over: Partial<StaffPackPurchaseDto> = {}): StaffPackPurchaseDto {
  return {
    id: 'pp-1',
    pack_id: 'pk-1',
    pack_name: '10 Quentinhas M',
    product_id: 'p-quentinha',
    product_name: 'Quentinha',
    size: 'medio',
    quantity: 10,
    remaining: 0,
    status: 'awaiting_payment',
    price: 219,
    unit_price: 21.9,
    payment_method: 'pix',
    paid_at: null,
    expires_at: null,
    created_at: '2026-06-01T15:00:00.000Z',
    entries: [],
    customer_name: 'Maria',
    whatsapp: '11987654321',
    refund_amount: null,
    tracking_token: 'tok-pack',
    ...over,
  };
}
