import { describe, expect, it } from 'vitest';
import { readOrder } from '@quentinha/shared/orders/order-reader';
import { boxLabels } from './box-labels';

const order = readOrder({
  id: 'ord-abcdef123456',
  customer_name: 'Ana Souza',
  is_delivery: true,
  delivery_neighborhood: 'Pinheiros',
  items: [
    {
      product_name: 'Quentinha',
      category: 'quentinha',
      size: 'grande',
      quantity: 2,
      chosen_dishes: ['Arroz', 'Frango'],
      extras: [{ id: 'x-egg', name: 'Ovo frito', price: 3 }],
    },
    { product_name: 'Refrigerante', category: 'bebida', size: 'medio', quantity: 3, chosen_dishes: [] },
    {
      product_name: 'Quentinha',
      category: 'quentinha',
      size: 'pequeno',
      quantity: 1,
      chosen_dishes: ['Salada'],
      notes: 'sem cebola',
    },
  ],
});

describe('boxLabels', () => {
  it('gives one label per box, numbered across the order, and none for drinks', () => {
    expect(boxLabels(order)).toEqual([
      {
        position: '1 de 3',
        customerName: 'Ana Souza',
        size: 'Grande',
        dishes: ['Arroz', 'Frango'],
        extras: '+ Ovo frito',
        notes: null,
        destination: 'Pinheiros',
      },
      {
        position: '2 de 3',
        customerName: 'Ana Souza',
        size: 'Grande',
        dishes: ['Arroz', 'Frango'],
        extras: '+ Ovo frito',
        notes: null,
        destination: 'Pinheiros',
      },
      {
        position: '3 de 3',
        customerName: 'Ana Souza',
        size: 'Pequena',
        dishes: ['Salada'],
        extras: '',
        notes: 'sem cebola',
        destination: 'Pinheiros',
      },
    ]);
  });

  it('says Retirada on a pickup order', () => {
    expect(boxLabels({ ...order, isDelivery: false }).map((l) => l.destination)).toEqual([
      'Retirada',
      'Retirada',
      'Retirada',
    ]);
  });
});
