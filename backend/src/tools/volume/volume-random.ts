import { prng } from '../../modules/seed/demo-orders.js';

/** The demo seed's PRNG plus the few shapes the volume generator draws from. */
export interface VolumeRandom {
  /** [0, 1) */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** uniform in [min, max) */
  between(min: number, max: number): number;
  /** standard normal (Box-Muller) */
  normal(): number;
  /** an index drawn with the given weights */
  weightedIndex(weights: readonly number[]): number;
}

export function volumeRandom(seed: number): VolumeRandom {
  const base = prng(seed);
  const next = base.next;
  return {
    next,
    int: base.int,
    pick: base.pick,
    chance: (p) => next() < p,
    between: (min, max) => min + next() * (max - min),
    normal: () => {
      const u = 1 - next(); // (0, 1]: log(0) never happens
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    weightedIndex: (weights) => {
      const total = weights.reduce((a, b) => a + b, 0);
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i];
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
  };
}

/** A weighted pick over a fixed list, the weights summed once. */
export function weightedPicker<T>(items: readonly T[], weights: readonly number[]): (rand: VolumeRandom) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const w of weights) cumulative.push((total += w));
  return (rand) => {
    const r = rand.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return items[lo];
  };
}
