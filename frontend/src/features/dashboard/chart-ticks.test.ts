import { describe, expect, it } from 'vitest';
import { pickTicks } from './chart-ticks';

describe('pickTicks', () => {
  it('keeps every label when they fit', () => {
    expect(pickTicks(['a', 'b', 'c'], 5)).toEqual(['a', 'b', 'c']);
  });

  it('spreads at most max labels over a month, first and last day included', () => {
    const days = Array.from({ length: 31 }, (_, i) => i + 1);
    expect(pickTicks(days, 5)).toEqual([1, 9, 16, 24, 31]);
    expect(pickTicks(days, 10)).toHaveLength(10);
    expect(pickTicks(days, 10).at(-1)).toBe(31);
  });
});
