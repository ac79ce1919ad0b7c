import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { buildCreateOrderRequest, cartLineSize } from './create-order.js';
import { toWirePaymentMethod } from '../payments/payment-method.js';

describe('cartLineSize', () => {
  itAnswers(cartLineSize, [
    [{ size: 'grande', name: 'Quentinha G' }, 'grande'],
    [{ size: 'GG', name: 'Quentinha' }, 'familia'],
    [{ name: 'Quentinha Família', category: 'quentinha' }, 'familia'],
    [{ productName: 'Quentinha Mini' }, 'pequeno'],
    [{ name: 'Refrigerante Grande', category: 'bebida' }, 'medio'],
    [{ name: 'Marmita' }, 'medio'],
  ]);
});

describe('buildCreateOrderRequest (SPEC section 5 "Order creation mapping")', () => {
  const cart = [
    { product_id: 'p-1', quantity: 2, size: 'grande', name: 'Quentinha G', category: 'quentinha', chosen_dishes: ['Arroz', 'Frango'] },
    { product_id: 'p-2', name: 'Coca-Cola', category: 'bebida' },
    { product_id: null, name: 'Sem produto', quantity: 3 },
    { product_id: '  ', name: 'Vazio' },
  ];

  it('maps a delivery paid in cash', () => {
    expect(
      buildCreateOrderRequest(cart, {
        customer_name: ' Maria ',
        whatsapp: '+55 (11) 98765-4321',
        delivery_type: 'delivery',
        neighborhood: 'n-1',
        address: ' Rua A, 1 ',
        payment_method: 'dinheiro',
        change_for: '100,00',
        notes: ' Portão azul ',
      }),
    ).toEqual({
      customer: { name: 'Maria', phone: '11987654321' },
      items: [
        { product_id: 'p-1', quantity: 2, size: 'grande', chosen_dishes: ['Arroz', 'Frango'] },
        { product_id: 'p-2', quantity: 1, size: 'medio', chosen_dishes: [] },
      ],
      delivery: { type: 'delivery', address: 'Rua A, 1', neighborhood: 'n-1' },
      payment: { method: 'cash', change_for: 100 },
      notes: 'Portão azul',
    });
  });

  // the payment goes out as the one mapping of payment-method.ts says (its own test pins the table)
  it.each(['pix', 'credito', 'debito', 'dinheiro', 'outro'])('payment %s, pickup', (method) => {
    const wire = toWirePaymentMethod(method);
    const req = buildCreateOrderRequest(cart, {
      customer_name: 'Jo',
      whatsapp: '11987654321',
      delivery_type: 'pickup',
      payment_method: method,
      change_for: 50,
    });
    expect(req.payment.method).toBe(wire);
    expect(req.payment.change_for).toBe(wire === 'cash' ? 50 : null);
    expect(req.delivery).toEqual({ type: 'pickup' });
    expect(req.notes).toBeUndefined();
  });

  it("sends the ids of a box's extras", () => {
    const lines = [{ product_id: 'p-1', size: 'pequeno', chosen_dishes: ['Arroz'], extras: [{ id: 'x-egg' }, { id: 'x-bacon' }] }];
    const req = buildCreateOrderRequest(lines, { customer_name: 'Jo', whatsapp: '1', delivery_type: 'pickup', payment_method: 'pix' });
    expect(req.items[0]!.extras).toEqual(['x-egg', 'x-bacon']);
  });

  it('carries the admin order date', () => {
    const req = buildCreateOrderRequest(cart, { customer_name: 'Jo', whatsapp: '1', delivery_type: 'pickup', payment_method: 'pix' }, '2024-03-07');
    expect(req.order_date).toBe('2024-03-07');
  });
});
