import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWakeLock } from './use-wake-lock';

/** The browser's Screen Wake Lock, counting requests; a hidden tab drops the lock as browsers do. */
function installWakeLock() {
  const state = { requests: 0, held: null as { released: boolean; release: () => Promise<void> } | null };
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async () => {
        state.requests += 1;
        state.held = { released: false, release: async () => void (state.held!.released = true) };
        return state.held;
      },
    },
  });
  return state;
}

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useWakeLock', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    setVisibility('visible');
  });

  it('keeps the screen on while active and asks again when the tab comes back', async () => {
    const lock = installWakeLock();
    const { result, rerender } = renderHook(({ on }) => useWakeLock(on), { initialProps: { on: true } });
    await waitFor(() => expect(result.current).toBe(true));
    expect(lock.requests).toBe(1);

    // the browser releases the lock with a hidden tab
    act(() => {
      lock.held!.released = true;
      setVisibility('hidden');
    });
    expect(result.current).toBe(false);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(result.current).toBe(true));
    expect(lock.requests).toBe(2);

    rerender({ on: false });
    expect(lock.held!.released).toBe(true);
    expect(result.current).toBe(false);
  });

  it('says the screen may sleep where the browser has no wake lock', () => {
    const { result } = renderHook(() => useWakeLock(true));
    expect(result.current).toBe(false);
  });
});
