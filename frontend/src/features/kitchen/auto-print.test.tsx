import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';
import { makeOrder } from '@/components/order-board/testing/order-fixtures';
import { useAutoPrint } from './auto-print';

/** What the printer got: the ticket on the page each time the print ran (jsdom cannot print). */
let printed: string[] = [];
beforeEach(() => {
  printed = [];
  vi.useFakeTimers();
  vi.spyOn(window, 'print').mockImplementation(() => {
    printed.push(document.querySelector('.print-ticket')?.getAttribute('aria-label') ?? '(nada)');
  });
});
afterEach(() => document.querySelectorAll('.print-root').forEach((n) => n.remove()));

type Props = { on: boolean; list: OrderDto[] | null };
/** the board shows a new list, and the moment after it (when the print runs) passes */
function step(rerender: (props: Props) => void, props: Props) {
  rerender(props);
  act(() => vi.runAllTimers());
}

const ticket = (o: OrderDto) => `Comanda do pedido #${shortOrderId(o.id)}`;

describe("'Imprimir ao aceitar' on the kitchen wall", () => {
  const [a, b, c, d] = [1, 2, 3, 4].map(() => makeOrder({ status: 'confirmed' }));

  it('prints the ticket of each order arriving in Novo Pedido, never those already there when the board loaded', () => {
    const { rerender } = renderHook(({ on, list }) => useAutoPrint(on, list), {
      initialProps: { on: true, list: null as OrderDto[] | null },
    });
    step(rerender, { on: true, list: [a] });
    expect(printed).toEqual([]);
    step(rerender, { on: true, list: [b, a] });
    expect(printed).toEqual([ticket(b)]);
    // 'a' went on to 'Em Preparo' and came back by an undo: printed once is enough
    step(rerender, { on: true, list: [b] });
    step(rerender, { on: true, list: [a, b] });
    expect(printed).toEqual([ticket(b)]);
  });

  it('switched off, prints nothing; switched on again, it does not print what arrived meanwhile', () => {
    const { rerender } = renderHook(({ on, list }) => useAutoPrint(on, list), {
      initialProps: { on: false, list: [a] as OrderDto[] | null },
    });
    step(rerender, { on: false, list: [a, c] });
    expect(printed).toEqual([]);
    step(rerender, { on: true, list: [a, c] });
    expect(printed).toEqual([]);
    step(rerender, { on: true, list: [a, c, d] });
    expect(printed).toEqual([ticket(d)]);
  });
});
