import type { OrderDto } from '@quentinha/shared/api/types';
import { columnKey, KITCHEN_COLUMNS } from '@quentinha/shared/orders/transitions';
import { groupByColumn } from '@/components/order-board/order-list-cache';

export interface KitchenSummary {
  /** by columnKey: 'confirmed', 'preparing', 'ready-delivery', 'ready-pickup' */
  columns: Record<string, OrderDto[]>;
  /** 'N pedidos ativos' */
  active: number;
}

export function summarizeKitchen(orders: readonly OrderDto[]): KitchenSummary {
  const columns = groupByColumn(orders, KITCHEN_COLUMNS);
  const active = KITCHEN_COLUMNS.reduce((n, c) => n + (columns[columnKey(c)]?.length ?? 0), 0);
  return { columns, active };
}

/** The cards as the arrow keys walk them: one list of ids per column, left to right. */
export function keyboardGrid(columns: Readonly<Record<string, readonly OrderDto[]>>): string[][] {
  return KITCHEN_COLUMNS.map((c) => (columns[columnKey(c)] ?? []).map((o) => o.id));
}

export function activeLabel(n: number): string {
  return `${n} ${n === 1 ? 'pedido ativo' : 'pedidos ativos'}`;
}

/** New orders nobody has accepted or touched on this screen: these keep the alarm ringing. */
export function unacknowledgedIds(orders: readonly OrderDto[], acknowledged: ReadonlySet<string>): string[] {
  return orders.filter((o) => o.status === 'confirmed' && !acknowledged.has(o.id)).map((o) => o.id);
}

/** What a cook reads on a card: a change to it (an edit by the shop) is news; a move or a tick is not. */
function contentOf(order: OrderDto): string {
  return JSON.stringify([
    order.items.map((i) => [i.product_id, i.size, i.quantity, i.chosen_dishes, i.notes]),
    order.notes,
  ]);
}

/**
 * Orders whose lines or notes changed since the last list (`seen` is updated in place). An order
 * seen for the first time is new, not changed.
 */
export function editedIds(seen: Map<string, string>, orders: readonly OrderDto[]): string[] {
  const edited: string[] = [];
  for (const order of orders) {
    const content = contentOf(order);
    const before = seen.get(order.id);
    if (before !== undefined && before !== content) edited.push(order.id);
    seen.set(order.id, content);
  }
  return edited;
}
