import { CoalescedSync } from './sqlite-wal-sync.js';

/** A sync whose runs the test finishes by hand, recording when each started. */
function manualSync() {
  const runs: { startedAfter: number; finish: (error?: Error) => void }[] = [];
  let clock = 0;
  const sync = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ startedAfter: clock, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { runs, sync, tick: () => ++clock };
}
const settled = () => new Promise((r) => setImmediate(r));

describe('CoalescedSync (durable commits off the event loop)', () => {
  it('answers a caller only after a sync that started after its call', async () => {
    const { runs, sync, tick } = manualSync();
    const coalesced = new CoalescedSync(sync);
    const done: string[] = [];
    void coalesced.flush().then(() => done.push('a'));
    expect(runs).toHaveLength(1);
    // b and c commit while the first sync runs: it may have missed their writes
    tick();
    void coalesced.flush().then(() => done.push('b'));
    void coalesced.flush().then(() => done.push('c'));
    expect(runs).toHaveLength(1);
    runs[0].finish();
    await settled();
    expect(done).toEqual(['a']);
    // one more sync, started after b and c, answers both
    expect(runs).toHaveLength(2);
    expect(runs[1].startedAfter).toBe(1);
    runs[1].finish();
    await settled();
    expect(done).toEqual(['a', 'b', 'c']);
    // nothing pending: the next caller starts its own
    void coalesced.flush();
    expect(runs).toHaveLength(3);
  });

  it('fails the callers of a sync that failed, and the next callers get a new one', async () => {
    const { runs, sync } = manualSync();
    const coalesced = new CoalescedSync(sync);
    const first = coalesced.flush();
    const second = coalesced.flush();
    runs[0].finish(new Error('EIO'));
    await expect(first).rejects.toThrow('EIO');
    await settled();
    runs[1].finish();
    await expect(second).resolves.toBeUndefined();
    const third = coalesced.flush();
    runs[2].finish();
    await expect(third).resolves.toBeUndefined();
  });
});
