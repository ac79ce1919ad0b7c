import type { OrderDto } from '@quentinha/shared/api/types';
import { KITCHEN_COLUMNS } from '@quentinha/shared/orders/transitions';
import { groupByColumn } from '@/components/order-board/order-list-cache';

export interface KitchenSummary {
  columns: Record<string, OrderDto[]>;
  /** 'N pedidos ativos' */
  active: number;
}

export function summarizeKitchen(orders: readonly OrderDto[]): KitchenSummary {
  const columns = groupByColumn(orders, KITCHEN_COLUMNS);
  const active = KITCHEN_COLUMNS.reduce((n, c) => n + (columns[c.status]?.length ?? 0), 0);
  return { columns, active };
}

export function activeLabel(n: number): string {
  return `${n} ${n === 1 ? 'pedido ativo' : 'pedidos ativos'}`;
}

/** New orders nobody has accepted or touched on this screen: these keep the alarm ringing. */
export function unacknowledgedIds(orders: readonly OrderDto[], acknowledged: ReadonlySet<string>): string[] {
  return orders.filter((o) => o.status === 'confirmed' && !acknowledged.has(o.id)).map((o) => o.id);
}
