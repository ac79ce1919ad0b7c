import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { QUANTITY_MAX } from '@quentinha/shared/validation/limits';
import { isSameLine, lineName, nextIdAfter, type CartLine, type NewCartItem } from './cart-line';

export interface CartState {
  lines: CartLine[];
  /** number of the next cart_{n} id */
  nextId: number;
}

export function initialCartState(lines: CartLine[] = []): CartState {
  return { lines, nextId: nextIdAfter(lines) };
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState(),
  reducers: {
    /** Adds one unit; an identical line (product, size, dish set, extras) just grows. */
    addItem(state, action: PayloadAction<NewCartItem>) {
      const item = action.payload;
      const same = state.lines.find((l) => isSameLine(l, item));
      if (same) {
        same.quantity = Math.min(QUANTITY_MAX, same.quantity + 1);
        return;
      }
      state.lines.push({
        ...item,
        chosen_dishes: [...item.chosen_dishes],
        ...(item.extras?.length ? { extras: item.extras.map((e) => ({ ...e })) } : {}),
        id: `cart_${state.nextId}`,
        name: lineName(item.productName, item.size, item.category),
        quantity: 1,
      });
      state.nextId += 1;
    },
    incrementLine(state, action: PayloadAction<string>) {
      const line = state.lines.find((l) => l.id === action.payload);
      if (line) line.quantity = Math.min(QUANTITY_MAX, line.quantity + 1);
    },
    /** Removing the last unit deletes the line (SPEC section 2). */
    decrementLine(state, action: PayloadAction<string>) {
      const line = state.lines.find((l) => l.id === action.payload);
      if (!line) return;
      if (line.quantity > 1) line.quantity -= 1;
      else state.lines = state.lines.filter((l) => l.id !== action.payload);
    },
    removeLine(state, action: PayloadAction<string>) {
      state.lines = state.lines.filter((l) => l.id !== action.payload);
    },
    /** After an order: the counter keeps going so an old tab never reuses an id. */
    clearCart(state) {
      state.lines = [];
    },
    /** Lines after reconciling with the menu (see reconcile.ts). */
    replaceLines(state, action: PayloadAction<CartLine[]>) {
      state.lines = action.payload;
      state.nextId = Math.max(state.nextId, nextIdAfter(action.payload));
    },
  },
});

export const { addItem, incrementLine, decrementLine, removeLine, clearCart, replaceLines } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
