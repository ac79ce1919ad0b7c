import { describe, expect, it } from 'vitest';
import type { OrderDto } from '../api/types.js';
import { QUENTINHA_LINE } from '../testing/order-lines.js';
import { changeToShow, isAssignedTo, itemCount, matchesOrderSearch, orderSearchKey, readOrder } from './order-reader.js';

const dto: OrderDto = {
  id: '9f1c2d3e-0000-4000-8000-00000a1b2c3d',
  order_number: 42,
  customer_name: 'Maria Silva',
  whatsapp: '11987654321',
  customer_user_id: 'u-1',
  items: [
    { ...QUENTINHA_LINE, id: 'i-1', product_id: 'p-1', unit_cost: 10, notes: 'sem cebola', done: true, extras: [{ id: 'x-1', name: 'Ovo frito', price: 3 }], credits_used: 0 },
    {
      id: 'i-2',
      product_id: 'p-2',
      product_name: 'Coca-Cola',
      category: 'bebida',
      size: 'medio',
      quantity: 1,
      unit_price: 6,
      total_price: 6,
      unit_cost: 3,
      chosen_dishes: [],
      notes: null,
      done: false,
      credits_used: 0,
    },
  ],
  subtotal: 56,
  delivery_fee: 5,
  total_amount: 61,
  total_cost: 28,
  order_date: '2024-03-07',
  status: 'preparing',
  payment_method: 'cash',
  payment_status: 'pending',
  change_for: 100,
  paid_with_credit: false,
  company: null,
  is_delivery: true,
  delivery_neighborhood_id: 'n-1',
  delivery_neighborhood: 'Centro',
  delivery_address: 'Rua das Flores, 10',
  delivery_user_id: 'c-1',
  delivery_user: 'joao@quentinha.com',
  delivery_user_name: 'João',
  notes: 'Portão azul',
  source: 'website',
  created_by: null,
  created_by_name: 'Maria Silva',
  status_history: [],
  cancel_reason: null,
  created_at: '2024-03-07T15:30:00.000Z',
  updated_at: '2024-03-07T16:00:00.000Z',
};

describe('readOrder of the REST shape', () => {
  const o = readOrder(dto);

  it('reads the order fields', () => {
    expect(o).toMatchObject({
      id: dto.id,
      shortId: '1b2c3d',
      orderNumber: 42,
      customerName: 'Maria Silva',
      whatsapp: '11987654321',
      status: 'preparando',
      paymentMethod: 'dinheiro',
      paymentStatus: 'pendente',
      changeFor: 100,
      isDelivery: true,
      neighborhood: 'Centro',
      address: 'Rua das Flores, 10',
      deliveryFee: 5,
      deliveryUserId: 'c-1',
      deliveryUserEmail: 'joao@quentinha.com',
      deliveryUserName: 'João',
      subtotal: 56,
      total: 61,
      totalCost: 28,
      notes: 'Portão azul',
      orderDate: '2024-03-07',
      source: 'website',
      createdByName: 'Maria Silva',
      cancelReason: null,
    });
    expect(o.createdAt?.toISOString()).toBe('2024-03-07T15:30:00.000Z');
    expect(o.updatedAt?.toISOString()).toBe('2024-03-07T16:00:00.000Z');
  });

  it('reads the items', () => {
    expect(o.items).toEqual([
      {
        id: 'i-1',
        productId: 'p-1',
        name: 'Quentinha',
        displayName: 'Quentinha G',
        category: 'quentinha',
        size: 'grande',
        quantity: 2,
        unitPrice: 25,
        lineTotal: 50,
        unitCost: 10,
        chosenDishes: ['Arroz', 'Feijão', 'Frango'],
        extras: [{ name: 'Ovo frito', price: 3 }],
        notes: 'sem cebola',
        done: true,
      },
      {
        id: 'i-2',
        productId: 'p-2',
        name: 'Coca-Cola',
        displayName: 'Coca-Cola',
        category: 'bebida',
        size: 'medio',
        quantity: 1,
        unitPrice: 6,
        lineTotal: 6,
        unitCost: 3,
        chosenDishes: [],
        extras: [],
        notes: null,
        done: false,
      },
    ]);
    expect(itemCount(o)).toBe(3);
  });

  it('is stable when read twice', () => {
    expect(readOrder(o)).toEqual(o);
  });

  it('unwraps a {data} envelope', () => {
    expect(readOrder({ data: dto }).id).toBe(dto.id);
  });
});

describe('readOrder of nested and legacy shapes', () => {
  const nested = {
    _id: 'abc123456789',
    customer: { name: 'José', phone: '(21) 99876-5432' },
    status: { current: 'out_for_delivery' },
    totals: { deliveryFee: '7,50' },
    timing: { orderDate: '2024-03-05' },
    delivery: {
      isDelivery: true,
      address: { street: 'Av. Brasil, 100', neighborhood: 'Lapa' },
      assignedUser: { _id: 'c-9', email: 'Ana@Q.com', name: 'Ana' },
    },
    payment: { status: 'paid', method: 'credit_card', changeFor: null },
    items: [
      { product: { _id: 'p-7', name: 'Quentinha Família', category: 'quentinha' }, size: 'GG', qtd: 1, price: 40, chosenDishes: [{ name: 'Arroz' }, 'Farofa'] },
      { productId: 'p-8', name: 'Suco', type: 'bebida', qty: '3', price: 5 },
      { product: 'p-9', quantity: 0, totalPrice: 12 },
    ],
  };
  const o = readOrder(nested);

  it('reads the nested fields', () => {
    expect(o).toMatchObject({
      id: 'abc123456789',
      shortId: '456789',
      orderNumber: null,
      customerName: 'José',
      whatsapp: '(21) 99876-5432',
      status: 'em_rota',
      paymentMethod: 'credito',
      paymentStatus: 'pago',
      changeFor: null,
      isDelivery: true,
      neighborhood: 'Lapa',
      address: 'Av. Brasil, 100',
      deliveryFee: 7.5,
      deliveryUserId: 'c-9',
      deliveryUserEmail: 'Ana@Q.com',
      deliveryUserName: 'Ana',
      orderDate: '2024-03-05',
      notes: null,
    });
    // created from timing.orderDate: midnight in Sao Paulo
    expect(o.createdAt?.toISOString()).toBe('2024-03-05T03:00:00.000Z');
  });

  it('reads the items with their aliases and defaults', () => {
    expect(o.items.map((i) => [i.productId, i.name, i.displayName, i.size, i.quantity, i.unitPrice, i.lineTotal, i.chosenDishes])).toEqual([
      ['p-7', 'Quentinha Família', 'Quentinha Família GG', 'familia', 1, 40, 40, ['Arroz', 'Farofa']],
      ['p-8', 'Suco', 'Suco', 'medio', 3, 5, 15, []],
      ['p-9', 'Item', 'Item', 'medio', 1, 12, 12, []],
    ]);
  });

  it('computes the total as items plus fee when total_amount is absent', () => {
    expect(o.subtotal).toBe(67);
    expect(o.total).toBe(74.5);
  });
});

describe('readOrder defaults', () => {
  it.each([
    [{}, { id: '', shortId: '', customerName: '', status: 'pendente', paymentMethod: 'dinheiro', paymentStatus: 'pendente', isDelivery: false, total: 0, createdAt: null, orderDate: null }],
    [null, { id: '', status: 'pendente', items: [] }],
    ['lixo', { id: '', total: 0 }],
    [{ id: 7, status: 'entregando', payment_method: 'transferencia', is_delivery: 'false' }, { id: '7', status: 'em_rota', paymentMethod: 'dinheiro', isDelivery: false }],
    [{ delivery: { type: 'delivery' } }, { isDelivery: true }],
    [{ total_amount: '61,00', delivery_fee: 5, items: [{ price: 10 }] }, { total: 61, subtotal: 10 }],
  ])('%j', (raw, expected) => {
    expect(readOrder(raw)).toMatchObject(expected);
  });

  it.each([
    [{ created_at: 'lixo', createdAt: '2024-03-07T10:00:00' }, '2024-03-07T13:00:00.000Z'],
    [{ created_date: '2024-03-07T10:00:00Z' }, '2024-03-07T10:00:00.000Z'],
    [{ orderDate: '2024-03-07' }, '2024-03-07T03:00:00.000Z'],
    [{ order_date: '2024-03-08' }, '2024-03-08T03:00:00.000Z'],
  ])('creation date of %j', (raw, expected) => {
    expect(readOrder(raw).createdAt?.toISOString()).toBe(expected);
  });
});

describe('changeToShow', () => {
  it.each([
    ['dinheiro', 50, 50],
    ['dinheiro', 0, null],
    ['dinheiro', null, null],
    ['pix', 50, null],
  ] as const)('%s %s -> %s', (paymentMethod, changeFor, expected) => {
    expect(changeToShow({ paymentMethod, changeFor })).toBe(expected);
  });
});

describe('isAssignedTo', () => {
  const order = { deliveryUserId: 'c-1', deliveryUserEmail: 'Joao@Q.com' };
  it.each([
    [{ id: 'c-1' }, true],
    [{ _id: 'c-1' }, true],
    [{ id: 'c-2', email: 'joao@q.com' }, true],
    [{ id: 'c-2', email: 'ana@q.com' }, false],
    [{}, false],
  ])('%j -> %s', (user, expected) => expect(isAssignedTo(order, user)).toBe(expected));
});

describe('order search (SPEC "Order search (analysis)")', () => {
  const order = { id: '9F1C2D3E-0000-4000-8000-00000A1B2C3D' };
  it.each([
    ['a1b2c3', true],
    ['#A1B2-C3', true],
    ['9f1c 2d3e', true],
    ['', true],
    ['  -- ', true],
    ['zzz', false],
    ['Pedido #a1b2c3', false],
  ])('%j -> %s', (q, expected) => expect(matchesOrderSearch(order, q)).toBe(expected));

  it('reads _id too', () => {
    expect(matchesOrderSearch({ _id: 'abc-123' }, 'C1')).toBe(true);
  });

  it('builds the comparison key', () => {
    expect(orderSearchKey('#Á1-b2 c3!')).toBe('a1b2c3');
  });
});
