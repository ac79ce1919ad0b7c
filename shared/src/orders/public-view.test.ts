import { describe, expect, it } from 'vitest';
import type { OrderDto, ProductDto } from '../api/types.js';
import { actorName, maskWhatsapp, seesBackOfficeShape, seesCosts, toPublicOrder, toPublicProduct, toTrackingOrder, withoutCosts } from './public-view.js';

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
    // the staff member is named by role ('Loja' confirms), not by name (DECISIONS 10.8)
    expect(view.status_history[0]).toEqual({ from: 'pending', to: 'confirmed', at: '2026-11-23T12:00:00.000Z', by_name: 'Loja', reason: null });
  });

  it('gives a product with its prices and no cost', () => {
    const product = { id: 'p', price: 20, cost: 8, sizes: [{ name: 'medio', price: 20, cost: 8 }] } as unknown as ProductDto;
    expect(toPublicProduct(product)).toEqual({ id: 'p', price: 20, sizes: [{ name: 'medio', price: 20 }] });
  });

  it("gives a quentinha's extras with their prices and without what they cost the shop", () => {
    const product = {
      id: 'p',
      price: 20,
      cost: 8,
      sizes: [{ name: 'pequeno', price: 20, cost: 8, composition: [{ type: 'Proteína', min: 1, max: 1 }] }],
      extras: [{ id: 'e1', name: 'Ovo frito', price: 3, cost: 0.8 }],
    } as unknown as ProductDto;
    expect(toPublicProduct(product)).toEqual({
      id: 'p',
      price: 20,
      sizes: [{ name: 'pequeno', price: 20, composition: [{ type: 'Proteína', min: 1, max: 1 }] }],
      extras: [{ id: 'e1', name: 'Ovo frito', price: 3 }],
    });
  });

  it('keeps the full shape for the back office only', () => {
    expect(['admin', 'staff', 'kitchen', 'delivery'].map((r) => seesBackOfficeShape(r as never))).toEqual([true, true, true, true]);
    expect(seesBackOfficeShape('customer')).toBe(false);
    expect(seesBackOfficeShape(null)).toBe(false);
  });

  it("masks a WhatsApp number as '(11) 9****-5678' and a landline as '(11) ****-5678'", () => {
    expect(maskWhatsapp('11912345678')).toBe('(11) 9****-5678');
    expect(maskWhatsapp('(21) 99777-6655')).toBe('(21) 9****-6655');
    expect(maskWhatsapp('1134567890')).toBe('(11) ****-7890');
    expect(maskWhatsapp('')).toBe('****');
  });

  it("names each step by who is at that station: 'Você', 'Loja', 'Cozinha', 'Entregador'", () => {
    const website = { customer_user_id: 'cust-1', source: 'website', is_delivery: true } as const;
    const change = (to: string, by_user_id: string | null, by_name: string) => ({ to, by_user_id, by_name }) as never;
    expect(actorName(change('pending', null, 'website'), { ...website, customer_user_id: null })).toBe('Você');
    expect(actorName(change('cancelled', null, 'Maria'), { ...website, customer_user_id: null })).toBe('Você');
    expect(actorName(change('cancelled', 'cust-1', 'Maria'), website)).toBe('Você');
    // the shop's own setting (auto-accept) or timeout writes 'Loja' without a user
    expect(actorName(change('confirmed', null, 'Loja'), website)).toBe('Loja');
    expect(actorName(change('confirmed', 'admin-1', 'Ana'), website)).toBe('Loja');
    expect(actorName(change('preparing', 'k-1', 'Rita'), website)).toBe('Cozinha');
    expect(actorName(change('ready', 'k-1', 'Rita'), website)).toBe('Cozinha');
    expect(actorName(change('delivering', 'c-1', 'Carlos'), website)).toBe('Entregador');
    expect(actorName(change('delivered', 'c-1', 'Carlos'), website)).toBe('Entregador');
    // a pickup handed over at the counter: the shop
    expect(actorName(change('delivered', 's-1', 'Ana'), { ...website, is_delivery: false })).toBe('Loja');
    // a phone order the team typed: the shop placed it, not the customer
    expect(actorName(change('pending', 's-1', 'Ana'), { customer_user_id: null, source: 'admin', is_delivery: false })).toBe('Loja');
  });

  it('gives a tracking link the public order with the number masked and no account id', () => {
    const view = toTrackingOrder({ ...order, whatsapp: '11987654321', customer_user_id: 'cust-9', source: 'website' } as OrderDto);
    expect(view.whatsapp).toBe('(11) 9****-4321');
    expect(view.customer_user_id).toBeNull();
    expect(JSON.stringify(view)).not.toMatch(/cust-9|87654321|staff-1|courier-1/);
  });

  it("gives the kitchen and the couriers the order without costs; admin and staff see them", () => {
    const view = withoutCosts(order);
    expect(view).not.toHaveProperty('total_cost');
    expect(view.items[0]).not.toHaveProperty('unit_cost');
    expect(view.delivery_user_id).toBe('courier-1');
    expect(['admin', 'staff', 'kitchen', 'delivery', 'customer'].map((r) => seesCosts(r as never))).toEqual([true, true, false, false, false]);
  });
});
