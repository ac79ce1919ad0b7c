/** Product-specific keys so another app on the same origin never reads our data. */
export const CART_STORAGE_KEY = 'quentinha:cart:v1';
export const UI_STORAGE_KEY = 'quentinha:ui:v1';

/** SPEC section 9: toasts last 5000 ms (antd counts seconds). */
export const TOAST_DURATION_S = 5;

/** Polling fallback while the socket is down (SPEC section 9 / DECISIONS section 6). */
export const ORDERS_POLL_MS = 5000;

export const BRAND = {
  name: 'Quentinha',
  tagline: 'Comida caseira feita com carinho',
} as const;

/** Element the fly-to-cart animation aims at. */
export const CART_BUTTON_ID = 'cart-fab';
