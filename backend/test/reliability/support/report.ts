import { appendFileSync } from 'node:fs';

/**
 * The figures each proof prints for the closing note. Written straight to stdout (jest's console
 * would wrap every line in a stack trace) and appended to RELIABILITY_FIGURES, which the runner
 * prints again above the final 'N passed, M failed' line.
 */
export function figures(proof: string, values: Record<string, string | number>): void {
  const line = `${proof}: ${Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ')}`;
  process.stdout.write(`\n[figures] ${line}\n`);
  if (process.env.RELIABILITY_FIGURES) appendFileSync(process.env.RELIABILITY_FIGURES, `${line}\n`);
}

/** Free-form progress notes (seed, what is being replayed), stdout only. */
export function note(text: string): void {
  process.stdout.write(`[reliability] ${text}\n`);
}

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const ms = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(1)}ms`);

/** One seed for every random choice of a run: printed, and RELIABILITY_SEED replays it. */
export function runSeed(): number {
  const given = process.env.RELIABILITY_SEED;
  const seed = given ? Number(given) : Date.now() % 2_147_483_647;
  if (!Number.isInteger(seed)) throw new Error(`RELIABILITY_SEED="${given}" is not an integer`);
  return seed;
}

/** Small deterministic PRNG (mulberry32) for the choices outside fast-check. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
