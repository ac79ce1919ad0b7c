import { describe, expect, it } from 'vitest';
import type { OrderDto, ProductDto } from '../api/types.js';
import { seesBackOfficeShape, toPublicOrder, toPublicProduct } from './public-view.js';

const order = {
  id: 'o1',
  total_amount: 30,
  total_cost: 12,
  delivery_user: 'entregador@loja.com',
  delivery_user_id: 'courier-1',
  delivery_user_name: 'Carlos',
  created_by: 'staff-1',
  created_by_name: 'Cozinha',
  items: [{ id: 'i1', product_name: 'Quentinha', unit_price: 30, unit_cost: 12, quantity: 1 }],
  status_history: [{ from: 'pending', to: 'confirmed', at: '2026-11-23T12:00:00.000Z', by_user_id: 'staff-1', by_name: 'Cozinha', reason: null }],
} as unknown as OrderDto;

describe('public views', () => {
  it('gives an order without costs, staff emails or staff ids, keeping what the customer reads', () => {
    const view = toPublicOrder(order);
    const text = JSON.stringify(view);
    for (const hidden of ['total_cost', 'unit_cost', 'entregador@loja.com', 'courier-1', 'staff-1']) expect(text).not.toContain(hidden);
    expect(view).toMatchObject({ total_amount: 30, delivery_user_name: 'Carlos', items: [{ unit_price: 30 }] });
    expect(view.status_history[0]).toEqual({ from: 'pending', to: 'confirmed', at: '2026-11-23T12:00:00.000Z', by_name: 'Cozinha', reason: null });
  });

  it('gives a product with its prices and no cost', () => {
    const product = { id: 'p', price: 20, cost: 8, sizes: [{ name: 'medio', price: 20, cost: 8 }] } as unknown as ProductDto;
    expect(toPublicProduct(product)).toEqual({ id: 'p', price: 20, sizes: [{ name: 'medio', price: 20 }] });
  });

  it('keeps the full shape for the back office only', () => {
    expect(['admin', 'staff', 'kitchen', 'delivery'].map((r) => seesBackOfficeShape(r as never))).toEqual([true, true, true, true]);
    expect(seesBackOfficeShape('customer')).toBe(false);
    expect(seesBackOfficeShape(null)).toBe(false);
  });
});
