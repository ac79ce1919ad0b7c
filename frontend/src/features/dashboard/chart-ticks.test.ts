import { describe, expect, it } from 'vitest';
import { pickTicks } from './chart-ticks';
import { salesSoFar } from './format';

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

describe('salesSoFar', () => {
  it('stops the chart at today, so the rest of the month does not fall to zero', () => {
    const days = ['2026-11-22', '2026-11-23', '2026-11-24'].map((day) => ({ day, revenue: 0, orders: 0 }));
    expect(salesSoFar(days, '2026-11-23').map((d) => d.day)).toEqual(['2026-11-22', '2026-11-23']);
  });
});
