import type { OrderDto } from '@quentinha/shared/api/types';

/**
 * The management board's alarm (DECISIONS 10.9): a website order that waits for the shop
 * ('pending', or 'awaiting_payment' for its PIX) rings until someone opens or acts on it.
 */
export function waitsForShop(order: Pick<OrderDto, 'source' | 'status'>): boolean {
  return order.source === 'website' && (order.status === 'pending' || order.status === 'awaiting_payment');
}

/**
 * Someone opened or acted on an order on this board: opened its card's menu (every other action
 * starts there: edit, print, status, cancel, remove) or pressed its 'Confirmar'. Scrolling past a
 * card or a tap on its text does not silence it. The same set back when nothing changes.
 */
export function acknowledge(acknowledged: ReadonlySet<string>, id: string): ReadonlySet<string> {
  return acknowledged.has(id) ? acknowledged : new Set(acknowledged).add(id);
}

/** The orders that ring: waiting for the shop and not yet opened or acted on here. */
export function ringingIds(orders: readonly OrderDto[], acknowledged: ReadonlySet<string>): string[] {
  return orders.filter((o) => waitsForShop(o) && !acknowledged.has(o.id)).map((o) => o.id);
}

/**
 * The acknowledged ids worth keeping: those still waiting (an order that moved on never rings
 * again anyway), so what is kept for a reload stays small.
 */
export function stillWaiting(acknowledged: ReadonlySet<string>, orders: readonly OrderDto[]): ReadonlySet<string> {
  return new Set(orders.filter((o) => waitsForShop(o) && acknowledged.has(o.id)).map((o) => o.id));
}

/**
 * The tab's title: '(2) Quentinha da Maria', so a tab in the background counts them. The count
 * goes before the shop's name the layout puts there (hooks/use-store-brand keeps such a prefix).
 */
export function boardTitle(ringing: number, storeName: string): string {
  return ringing > 0 ? `(${ringing}) ${storeName.trim()}` : storeName.trim();
}

/** The title without the board's count, for when the board is left. */
export const withoutCount = (title: string): string => title.replace(/^\(\d+\) /, '');

/** 'Novo pedido #d94820' and who, for the browser notification. */
export function notificationText(order: Pick<OrderDto, 'customer_name' | 'status'>, shortId: string): { title: string; body: string } {
  const waiting = order.status === 'awaiting_payment' ? 'aguardando o PIX' : 'aguardando a loja';
  return { title: `Novo pedido #${shortId}`, body: `${order.customer_name} · ${waiting}` };
}
