import type { OrderDto } from '@quentinha/shared/api/types';
import { formatTime } from '@quentinha/shared/dates/sao-paulo';
import { isCompanyTab } from './company-tab-note';

/** What a board column shows: a lone card, or the orders of one company for one slot together. */
export type BoardPiece =
  { kind: 'order'; order: OrderDto } | { kind: 'company'; key: string; title: string; orders: OrderDto[] };

/** 'Construtora Horizonte · 3 pedidos' (and the slot's start when the orders were scheduled). */
export function companyGroupTitle(name: string, count: number, scheduledFor: string | null): string {
  const title = `${name} · ${count} ${count === 1 ? 'pedido' : 'pedidos'}`;
  return scheduledFor ? `${title} · ${formatTime(scheduledFor)}` : title;
}

/**
 * The courier carries a company's lunch in one trip: tab orders of the same company for the same
 * slot (or all 'as soon as possible') come together where the first of them stood; two or more
 * make a group, a single one stays a card. Every other order keeps its place.
 */
export function groupCompanyOrders(orders: readonly OrderDto[]): BoardPiece[] {
  const keyOf = (o: OrderDto) => (isCompanyTab(o) && o.company ? `${o.company.id}|${o.scheduled_for ?? 'asap'}` : null);
  const counts = new Map<string, number>();
  for (const o of orders) {
    const key = keyOf(o);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const pieces: BoardPiece[] = [];
  const groups = new Map<string, Extract<BoardPiece, { kind: 'company' }>>();
  for (const o of orders) {
    const key = keyOf(o);
    if (!key || (counts.get(key) ?? 0) < 2) {
      pieces.push({ kind: 'order', order: o });
      continue;
    }
    const group = groups.get(key);
    if (group) group.orders.push(o);
    else {
      const created = { kind: 'company' as const, key, title: '', orders: [o] };
      groups.set(key, created);
      pieces.push(created);
    }
  }
  for (const g of groups.values())
    g.title = companyGroupTitle(g.orders[0]!.company!.name, g.orders.length, g.orders[0]!.scheduled_for ?? null);
  return pieces;
}
