import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { CART_STORAGE_KEY, UI_STORAGE_KEY } from '@/config/constants';
import { readStoredCart } from './cart/cart-line';
import { cartReducer, initialCartState } from './cart/cart-slice';
import { readStoredUi, uiReducer } from './ui/ui-slice';

// Redux holds only the cart and UI preferences; server data lives in TanStack Query.
const rootReducer = combineReducers({ cart: cartReducer, ui: uiReducer });
export type RootState = ReturnType<typeof rootReducer>;

function safeStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // private mode or blocked storage: the app still works, just forgets
  }
}

export function makeStore(preloaded?: Partial<RootState>, storage: Storage | null = safeStorage()) {
  const initial: Partial<RootState> = preloaded ?? {
    cart: initialCartState(readStoredCart(storage?.getItem(CART_STORAGE_KEY) ?? null)),
    ui: readStoredUi(storage?.getItem(UI_STORAGE_KEY) ?? null),
  };
  const store = configureStore({ reducer: rootReducer, preloadedState: initial });

  if (storage) {
    let last = store.getState();
    store.subscribe(() => {
      const state = store.getState();
      try {
        if (state.cart.lines !== last.cart.lines) storage.setItem(CART_STORAGE_KEY, JSON.stringify(state.cart.lines));
        if (state.ui !== last.ui) storage.setItem(UI_STORAGE_KEY, JSON.stringify(state.ui));
      } catch {
        // quota exceeded: keep working in memory
      }
      last = state;
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
