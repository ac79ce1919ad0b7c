import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstLoad, LIVE_START_DELAY_MS } from './after-first-load';

describe('afterFirstLoad (the storefront goes live after its first load)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the delay after a loaded page, then starts once', () => {
    const start = vi.fn();
    afterFirstLoad(start);
    vi.advanceTimersByTime(LIVE_START_DELAY_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the person touches the page first', () => {
    const start = vi.fn();
    afterFirstLoad(start);
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LIVE_START_DELAY_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from the load event while the page is still loading', () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const start = vi.fn();
    afterFirstLoad(start);
    vi.advanceTimersByTime(LIVE_START_DELAY_MS * 3);
    expect(start).not.toHaveBeenCalled();
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(LIVE_START_DELAY_MS + 1_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a screen opened long after the page loaded (a later screen of the tab)', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ loadEventEnd: 1 } as PerformanceNavigationTiming]);
    vi.spyOn(performance, 'now').mockReturnValue(LIVE_START_DELAY_MS + 5_000);
    const start = vi.fn();
    afterFirstLoad(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits only what is left of the delay when the page loaded a moment ago', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ loadEventEnd: 1_000 } as PerformanceNavigationTiming]);
    vi.spyOn(performance, 'now').mockReturnValue(1_500);
    const start = vi.fn();
    afterFirstLoad(start);
    vi.advanceTimersByTime(LIVE_START_DELAY_MS - 600);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_200);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled (the screen was left)', () => {
    const start = vi.fn();
    const cancel = afterFirstLoad(start);
    cancel();
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(LIVE_START_DELAY_MS * 3);
    expect(start).not.toHaveBeenCalled();
  });
});
