import { useEffect, useRef } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { newArrivals } from '@/components/order-board/new-arrivals';
import { printTicket } from '@/components/order-print/print-order';

/** 'Imprimir ao aceitar', kept per screen: only the display next to the printer prints. */
export const AUTO_PRINT_STORAGE_KEY = 'quentinha:kitchen-auto-print:v1';

/**
 * Prints the kitchen ticket of each order that arrives in 'Novo Pedido' while `enabled` (with
 * Chromium's --kiosk-printing, straight to the default printer), never those already there when
 * the board loaded. `orders` is null until the board's first list is in. Arrivals are tracked
 * while it is off too, so switching it on never prints the backlog.
 */
export function useAutoPrint(enabled: boolean, orders: readonly OrderDto[] | null): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!orders) return;
    const { seen: next, arrived } = newArrivals(seen.current, orders.map((o) => o.id));
    seen.current = next;
    const toPrint = enabled ? orders.filter((o) => arrived.includes(o.id)) : [];
    // after this commit: the ticket is rendered synchronously (flushSync), which React cannot do
    // inside an effect; never cancelled, since the arrivals are already marked as seen
    if (toPrint.length > 0) setTimeout(() => toPrint.forEach(printTicket), 0);
  }, [enabled, orders]);
}
