import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_ORDERS_KEY,
  DEVICE_ORDERS_MAX,
  forgetDeviceOrder,
  readDeviceOrders,
  rememberDeviceOrder,
  useDeviceOrders,
} from './use-device-orders';

describe("device orders (a guest's 'Meus Pedidos', DECISIONS 10.9)", () => {
  it('keeps the newest first, once each, and lets the oldest go past the cap', () => {
    rememberDeviceOrder('a');
    rememberDeviceOrder('b');
    rememberDeviceOrder('a');
    expect(readDeviceOrders()).toEqual(['a', 'b']);

    for (let i = 0; i < DEVICE_ORDERS_MAX + 5; i++) rememberDeviceOrder(`t${i}`);
    const kept = readDeviceOrders();
    expect(kept).toHaveLength(DEVICE_ORDERS_MAX);
    expect(kept[0]).toBe(`t${DEVICE_ORDERS_MAX + 4}`);
    expect(kept).not.toContain('a');
    // it survives a reload: it is the browser's storage that holds it
    expect(JSON.parse(localStorage.getItem(DEVICE_ORDERS_KEY)!)).toEqual(kept);
  });

  it('forgets a token the server no longer knows', () => {
    rememberDeviceOrder('old');
    rememberDeviceOrder('new');
    forgetDeviceOrder('old');
    expect(readDeviceOrders()).toEqual(['new']);
  });

  it('reads a broken or foreign entry as nothing kept', () => {
    localStorage.setItem(DEVICE_ORDERS_KEY, '{not json');
    expect(readDeviceOrders()).toEqual([]);
    localStorage.setItem(DEVICE_ORDERS_KEY, JSON.stringify({ a: 1 }));
    expect(readDeviceOrders()).toEqual([]);
    localStorage.setItem(DEVICE_ORDERS_KEY, JSON.stringify(['ok', 7, '', null]));
    expect(readDeviceOrders()).toEqual(['ok']);
    rememberDeviceOrder(undefined);
    expect(readDeviceOrders()).toEqual(['ok']);
  });

  it('tells the screens at once when an order is placed, here or in another tab', () => {
    const { result } = renderHook(() => useDeviceOrders());
    expect(result.current).toEqual([]);
    act(() => rememberDeviceOrder('here'));
    expect(result.current).toEqual(['here']);

    act(() => {
      localStorage.setItem(DEVICE_ORDERS_KEY, JSON.stringify(['other-tab', 'here']));
      window.dispatchEvent(new StorageEvent('storage', { key: DEVICE_ORDERS_KEY }));
    });
    expect(result.current).toEqual(['other-tab', 'here']);
  });
});
