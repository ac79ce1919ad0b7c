import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@/config/constants';
import { line, product } from '@/testing/fixtures';
import { cartCount, cartSubtotal, type NewCartItem } from './cart-line';
import { addItem, cartReducer, clearCart, decrementLine, incrementLine, initialCartState } from './cart-slice';
import { reconcileCart } from './reconcile';
import { makeStore } from '../store';

const quentinha = (over: Partial<NewCartItem> = {}): NewCartItem => ({
  product_id: 'p-quentinha',
  productName: 'Quentinha',
  size: 'pequeno',
  price: 15,
  cost: 6,
  chosen_dishes: ['Arroz', 'Feijão'],
  category: 'quentinha',
  ...over,
});

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('cart reducer', () => {
  it('adds a line named with the size letter and an id cart_1', () => {
    const state = cartReducer(initialCartState(), addItem(quentinha({ size: 'grande', price: 22.9 })));
    expect(state.lines).toHaveLength(1);
    expect(state.lines[0]).toMatchObject({ id: 'cart_1', name: 'Quentinha G', quantity: 1, price: 22.9 });
  });

  it('groups identical lines (same product, size and dish set in any order)', () => {
    let state = cartReducer(initialCartState(), addItem(quentinha()));
    state = cartReducer(state, addItem(quentinha({ chosen_dishes: ['Feijão', 'Arroz'] })));
    expect(state.lines).toHaveLength(1);
    expect(state.lines[0]!.quantity).toBe(2);
  });

  it('keeps different sizes or dish sets on separate lines', () => {
    let state = cartReducer(initialCartState(), addItem(quentinha()));
    state = cartReducer(state, addItem(quentinha({ size: 'grande' })));
    state = cartReducer(state, addItem(quentinha({ chosen_dishes: ['Arroz'] })));
    expect(state.lines.map((l) => l.id)).toEqual(['cart_1', 'cart_2', 'cart_3']);
    expect(cartCount(state.lines)).toBe(3);
  });

  it('keeps a box with other extras on its own line; the same extras in any order join it', () => {
    const egg = { id: 'x-egg', name: 'Ovo frito', price: 3 };
    const bacon = { id: 'x-bacon', name: 'Bacon', price: 4 };
    let state = cartReducer(initialCartState(), addItem(quentinha()));
    state = cartReducer(state, addItem(quentinha({ extras: [egg, bacon], price: 22 })));
    state = cartReducer(state, addItem(quentinha({ extras: [bacon, egg], price: 22 })));
    state = cartReducer(state, addItem(quentinha({ extras: [egg], price: 18 })));
    expect(state.lines.map((l) => [l.id, l.quantity, l.price])).toEqual([
      ['cart_1', 1, 15],
      ['cart_2', 2, 22],
      ['cart_3', 1, 18],
    ]);
    expect(state.lines[1]!.extras).toEqual([egg, bacon]);
    expect(cartSubtotal(state.lines)).toBe(77);
  });

  it('removing the last unit deletes the line; +/- change the quantity', () => {
    let state = cartReducer(initialCartState(), addItem(quentinha()));
    state = cartReducer(state, incrementLine('cart_1'));
    expect(state.lines[0]!.quantity).toBe(2);
    state = cartReducer(state, decrementLine('cart_1'));
    expect(state.lines[0]!.quantity).toBe(1);
    state = cartReducer(state, decrementLine('cart_1'));
    expect(state.lines).toEqual([]);
  });

  it('sums the subtotal without float drift', () => {
    const lines = [line({ price: 0.1, quantity: 1 }), line({ id: 'cart_2', price: 0.2, quantity: 1 })];
    expect(cartSubtotal(lines)).toBe(0.3);
  });

  it('never reuses an id after clearing', () => {
    let state = cartReducer(initialCartState(), addItem(quentinha()));
    state = cartReducer(state, clearCart());
    state = cartReducer(state, addItem(quentinha()));
    expect(state.lines[0]!.id).toBe('cart_2');
  });
});

describe('cart persistence', () => {
  it('survives a reload and continues the id counter from the highest stored id', () => {
    const storage = memoryStorage({
      [CART_STORAGE_KEY]: JSON.stringify([line({ id: 'cart_3' }), line({ id: 'cart_7', size: 'grande', price: 22.9 })]),
    });
    const store = makeStore(undefined, storage);
    expect(store.getState().cart.lines).toHaveLength(2);
    store.dispatch(addItem(quentinha({ chosen_dishes: ['Bife'] })));
    expect(store.getState().cart.lines.at(-1)!.id).toBe('cart_8');

    // what was written is what a new tab reads
    const reloaded = makeStore(undefined, storage);
    expect(reloaded.getState().cart.lines.map((l) => l.id)).toEqual(['cart_3', 'cart_7', 'cart_8']);
  });

  it('ignores garbage in storage instead of crashing', () => {
    const storage = memoryStorage({ [CART_STORAGE_KEY]: '{not json' });
    expect(makeStore(undefined, storage).getState().cart.lines).toEqual([]);
    const storage2 = memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify([{ id: 'x' }, line()]) });
    expect(makeStore(undefined, storage2).getState().cart.lines).toHaveLength(1);
  });
});

describe('reconcile with the current menu', () => {
  it('drops lines whose product is gone or inactive and whose size no longer exists', () => {
    const lines = [
      line({ id: 'cart_1' }),
      line({ id: 'cart_2', product_id: 'p-gone' }),
      line({ id: 'cart_3', size: 'familia' }),
      line({ id: 'cart_4', product_id: 'p-off' }),
    ];
    const products = [product(), product({ id: 'p-off', active: false })];
    const result = reconcileCart(lines, products);
    expect(result.lines.map((l) => l.id)).toEqual(['cart_1']);
    expect(result.removed.map((l) => l.id)).toEqual(['cart_2', 'cart_3', 'cart_4']);
    expect(result.changed).toBe(true);
  });

  it('takes the current price and reports it', () => {
    const result = reconcileCart([line({ price: 14 })], [product()]);
    expect(result.lines[0]!.price).toBe(15);
    expect(result.repriced).toEqual([{ line: expect.objectContaining({ id: 'cart_1', price: 15 }), oldPrice: 14 }]);
  });

  it("prices the extras with today's values and drops the ones no longer offered", () => {
    const extras = [
      { id: 'x-egg', name: 'Ovo frito', price: 3, cost: 1 },
      { id: 'x-bacon', name: 'Bacon', price: 4, cost: 2 },
    ];
    const stored = line({ price: 20, extras: [{ id: 'x-egg', name: 'Ovo frito', price: 2 }, { id: 'x-old', name: 'Queijo', price: 3 }] });
    const result = reconcileCart([stored], [product({ extras })]);
    expect(result.lines[0]!.extras).toEqual([{ id: 'x-egg', name: 'Ovo frito', price: 3 }]);
    expect(result.lines[0]!.price).toBe(18);
    expect(result.changed).toBe(true);
  });

  it('reports no change when the cart matches the menu', () => {
    const result = reconcileCart([line()], [product()]);
    expect(result.changed).toBe(false);
    expect(result.lines).toEqual([line()]);
  });
});
