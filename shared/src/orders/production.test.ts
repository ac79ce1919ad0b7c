import { describe, expect, it } from 'vitest';
import { dishPortions, type ProductionItem, productionTotals } from './production.js';

const box = (size: ProductionItem['size'], quantity: number, chosen_dishes: string[]): ProductionItem => ({
  product_id: `q-${size}`,
  product_name: 'Quentinha',
  category: 'quentinha',
  size,
  quantity,
  chosen_dishes,
});
const drink = (quantity: number): ProductionItem => ({
  product_id: 'coca',
  product_name: 'Refrigerante Lata 350ml',
  category: 'bebidas',
  size: 'medio',
  quantity,
  chosen_dishes: [],
});

describe('dishPortions', () => {
  it('gives each chosen dish the quantity of boxes, once per box', () => {
    expect(dishPortions(box('grande', 3, ['Arroz', 'Frango', 'Arroz ']))).toEqual(
      new Map([
        ['Arroz', 3],
        ['Frango', 3],
      ]),
    );
  });
  it('takes nothing from the pots for a drink', () => {
    expect(dishPortions(drink(4)).size).toBe(0);
  });
});

describe('productionTotals (DECISIONS 9.2)', () => {
  it('adds up the orders still to produce, by dish and size, largest first', () => {
    const totals = productionTotals([
      // 2 large boxes of rice and chicken, 1 small of rice and beef, 2 drinks
      {
        status: 'confirmed',
        items: [box('grande', 2, ['Arroz', 'Frango']), box('pequeno', 1, ['Arroz', 'Carne']), drink(2)],
      },
      // 1 family box of rice and beef
      { status: 'preparing', items: [box('familia', 1, ['Arroz', 'Carne'])] },
      // not the kitchen's any more, or not yet
      { status: 'ready', items: [box('grande', 9, ['Arroz'])] },
      { status: 'pending', items: [box('grande', 9, ['Arroz'])] },
      { status: 'cancelled', items: [box('grande', 9, ['Frango'])] },
    ]);
    expect(totals.orders).toBe(2);
    expect(totals.dishes).toEqual([
      { name: 'Arroz', total: 4, by_size: { pequeno: 1, medio: 0, grande: 2, familia: 1 } },
      // a tie in totals goes by name
      { name: 'Carne', total: 2, by_size: { pequeno: 1, medio: 0, grande: 0, familia: 1 } },
      { name: 'Frango', total: 2, by_size: { pequeno: 0, medio: 0, grande: 2, familia: 0 } },
    ]);
    expect(totals.products).toEqual([
      { product_id: 'q-grande', name: 'Quentinha', category: 'quentinha', size: 'grande', quantity: 2 },
      { product_id: 'coca', name: 'Refrigerante Lata 350ml', category: 'bebidas', size: 'medio', quantity: 2 },
      { product_id: 'q-pequeno', name: 'Quentinha', category: 'quentinha', size: 'pequeno', quantity: 1 },
      { product_id: 'q-familia', name: 'Quentinha', category: 'quentinha', size: 'familia', quantity: 1 },
    ]);
  });

  it('is empty when nothing is on the fire', () => {
    expect(productionTotals([{ status: 'delivered', items: [box('medio', 1, ['Arroz'])] }])).toEqual({
      orders: 0,
      dishes: [],
      products: [],
    });
  });
});
