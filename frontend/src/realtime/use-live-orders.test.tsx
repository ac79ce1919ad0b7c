import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import { ORDER_DELETED, ORDER_UPDATED, RESYNC } from '@quentinha/shared/realtime/events';
import { testQueryClient } from '@/testing/render';
import { SAFETY_REFETCH_MS, useLiveOrders } from './use-live-orders';

type Listener = (...args: unknown[]) => void;
const fake = vi.hoisted(() => {
  const listeners = new Map<string, Set<Listener>>();
  return {
    connected: true,
    listeners,
    on(event: string, l: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(l);
    },
    off(event: string, l: Listener) {
      listeners.get(event)?.delete(l);
    },
    emit(event: string, ...args: unknown[]) {
      for (const l of listeners.get(event) ?? []) l(...args);
    },
  };
});
vi.mock('./socket', () => ({ acquireSocket: () => fake, releaseSocket: () => {} }));

const at = '2026-03-01T12:00:00.000Z';
const later = '2026-03-01T12:01:00.000Z';
const order = (over: Partial<OrderDto> = {}) =>
  ({ id: 'o1', status: 'pending', customer_user_id: 'u1', created_at: at, updated_at: at, ...over }) as OrderDto;

function setup(options: Parameters<typeof useLiveOrders>[0]) {
  const qc = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useLiveOrders(options), { wrapper });
  return { qc, hook };
}

describe('useLiveOrders', () => {
  beforeEach(() => fake.listeners.clear());

  it('applies events to the cached list with the shared rules', () => {
    const listKey = ['orders', 'mine', 'u1'];
    const { qc, hook } = setup({ listKey, accept: (o) => o.customer_user_id === 'u1' });
    qc.setQueryData(listKey, [order()]);
    expect(hook.result.current.connected).toBe(true);

    act(() => fake.emit(ORDER_UPDATED, order({ status: 'confirmed', updated_at: later })));
    expect(qc.getQueryData<OrderDto[]>(listKey)![0]!.status).toBe('confirmed');
    // a late, older event does not undo it
    act(() => fake.emit(ORDER_UPDATED, order({ status: 'pending' })));
    expect(qc.getQueryData<OrderDto[]>(listKey)![0]!.status).toBe('confirmed');
    act(() => fake.emit(ORDER_DELETED, { id: 'o1' }));
    expect(qc.getQueryData(listKey)).toEqual([]);
  });

  it('refetches what it shows on the server resync', () => {
    const listKey = ['orders', 'mine', 'u1'];
    const { qc } = setup({ listKey });
    qc.setQueryData(listKey, [order()]);
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    act(() => fake.emit(RESYNC, { at }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: listKey });
  });

  it('reads the list again every minute while live, so a socket whose server went deaf cannot hide new orders', () => {
    vi.useFakeTimers();
    try {
      const listKey = ['orders', 'board'];
      const { qc } = setup({ listKey });
      qc.setQueryData(listKey, [order()]);
      const invalidate = vi.spyOn(qc, 'invalidateQueries');
      act(() => vi.advanceTimersByTime(SAFETY_REFETCH_MS - 1000));
      expect(invalidate).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1000));
      expect(invalidate).toHaveBeenCalledWith({ queryKey: listKey });
      // while offline the screens poll on their own: no second mechanism on top
      invalidate.mockClear();
      fake.connected = false;
      act(() => vi.advanceTimersByTime(SAFETY_REFETCH_MS));
      expect(invalidate).not.toHaveBeenCalled();
    } finally {
      fake.connected = true;
      vi.useRealTimers();
    }
  });

  it('follows one order and refetches it when it is deleted', () => {
    const orderKey = ['orders', 'track', 't'];
    const { qc } = setup({ orderKey, trackingToken: 't' });
    qc.setQueryData(orderKey, order({ tracking_token: 't' }));
    act(() => fake.emit(ORDER_UPDATED, order({ status: 'preparing', updated_at: later })));
    expect(qc.getQueryData(orderKey)).toMatchObject({ status: 'preparing', tracking_token: 't' });
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    act(() => fake.emit(ORDER_DELETED, { id: 'o1' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: orderKey });
  });
});
