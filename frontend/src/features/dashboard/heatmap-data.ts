import type { ReportsDto } from '@quentinha/shared/api/types';

/** Rows of 'Pedidos por Dia e Hora', Sunday first as the server counts weekdays (0 = Sunday). */
export const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

export interface HourCell {
  /** '12h' */
  x: string;
  /** orders; null draws an empty cell, so a quiet hour does not look like a busy one */
  y: number | null;
}

export interface WeekdayRow {
  id: string;
  data: HourCell[];
}

/**
 * The heatmap grid: one row per weekday, one column per hour from the first to the last hour that
 * had an order (10h..21h for a lunch and dinner shop), so the night's empty hours take no room.
 */
export function hourGrid(cells: ReportsDto['by_hour']): WeekdayRow[] {
  const busy = cells.filter((c) => c.orders > 0);
  if (busy.length === 0) return [];
  const first = Math.min(...busy.map((c) => c.hour));
  const last = Math.max(...busy.map((c) => c.hour));
  const count = new Map(busy.map((c) => [`${c.weekday}-${c.hour}`, c.orders]));
  return WEEKDAYS.map((id, weekday) => ({
    id,
    data: Array.from({ length: last - first + 1 }, (_, i) => ({
      x: `${first + i}h`,
      y: count.get(`${weekday}-${first + i}`) ?? null,
    })),
  }));
}

/** '1 pedido', '5 pedidos' */
export const ordersText = (n: number) => `${n} ${n === 1 ? 'pedido' : 'pedidos'}`;
