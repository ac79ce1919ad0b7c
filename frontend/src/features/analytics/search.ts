import { matchesOrderSearch, orderSearchKey } from '@quentinha/shared/orders/order-reader';

/** What the search compares: letters and digits only, lower case ('#A1-b2' -> 'a1b2'). */
export function normalizeOrderSearch(text: unknown): string {
  return orderSearchKey(text);
}

/**
 * 'Buscar pedido': part of the order id, ignoring case and anything that is not a letter or a
 * digit (SPEC section 5). An empty search matches every order.
 */
export function matchesOrderIdSearch(id: string, query: string): boolean {
  return matchesOrderSearch({ id }, query);
}
