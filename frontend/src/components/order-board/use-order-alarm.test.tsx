import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALARM_INTERVAL_MS, useOrderAlarm } from './use-order-alarm';

/** Counts tones instead of playing them. */
class FakeAudioContext {
  static tones = 0;
  currentTime = 0;
  destination = {};
  state = 'suspended';
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  suspend() {
    return Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
  createGain() {
    const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    return { gain: param, connect: (next: unknown) => next };
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: (next: unknown) => next,
      start: () => (FakeAudioContext.tones += 1),
      stop() {},
    };
  }
}

beforeEach(() => {
  FakeAudioContext.tones = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useOrderAlarm', () => {
  it('stays silent until sound is enabled by a tap', () => {
    const { result } = renderHook(() => useOrderAlarm(true));
    act(() => vi.advanceTimersByTime(ALARM_INTERVAL_MS * 3));
    expect(result.current.enabled).toBe(false);
    expect(FakeAudioContext.tones).toBe(0);
  });

  it('keeps ringing while a new order waits, and stops when it is acknowledged', async () => {
    const { result, rerender } = renderHook(({ ringing }) => useOrderAlarm(ringing), { initialProps: { ringing: true } });
    await act(async () => result.current.enable());
    expect(result.current.enabled).toBe(true);
    const afterEnable = FakeAudioContext.tones;
    act(() => vi.advanceTimersByTime(ALARM_INTERVAL_MS * 3));
    expect(FakeAudioContext.tones).toBeGreaterThan(afterEnable + 4); // two tones per ring

    rerender({ ringing: false });
    const stopped = FakeAudioContext.tones;
    act(() => vi.advanceTimersByTime(ALARM_INTERVAL_MS * 5));
    expect(FakeAudioContext.tones).toBe(stopped);
  });

  it('plays the cancelled sound once, and only with sound enabled', async () => {
    const { result } = renderHook(() => useOrderAlarm(false));
    act(() => result.current.cancelled());
    expect(FakeAudioContext.tones).toBe(0);
    await act(async () => result.current.enable());
    const afterEnable = FakeAudioContext.tones;
    act(() => result.current.cancelled());
    expect(FakeAudioContext.tones).toBe(afterEnable + 3);
    act(() => vi.advanceTimersByTime(ALARM_INTERVAL_MS * 3));
    expect(FakeAudioContext.tones).toBe(afterEnable + 3);
  });
});
