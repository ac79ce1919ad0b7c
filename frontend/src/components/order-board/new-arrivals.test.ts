import { describe, expect, it } from 'vitest';
import { newArrivals } from './new-arrivals';

describe('newArrivals', () => {
  it('takes the first list as already there, then reports only ids never seen', () => {
    const first = newArrivals(null, ['a', 'b']);
    expect(first.arrived).toEqual([]);
    const second = newArrivals(first.seen, ['b', 'c', 'a']);
    expect(second.arrived).toEqual(['c']);
    // 'c' left (moved on) and came back (an undo): not news again
    const third = newArrivals(newArrivals(second.seen, ['a']).seen, ['a', 'c', 'd']);
    expect(third.arrived).toEqual(['d']);
  });
});
