import { describe, expect, it } from 'vitest';
import { isDue, markWaiting, OUTBOX_KEY, putInOutbox, readOutbox, takeFromOutbox } from './delivery-outbox';

const entry = (orderId: string, waiting = false) => ({
  orderId,
  userId: 'u-1',
  queuedAt: '2026-01-01T12:00:00.000Z',
  waiting,
});

describe('delivery outbox (localStorage)', () => {
  it('keeps one entry per order, marks it waiting, and forgets it once sent', () => {
    putInOutbox(entry('a'));
    putInOutbox(entry('b'));
    putInOutbox(entry('a'));
    expect(readOutbox().map((e) => e.orderId)).toEqual(['b', 'a']);
    expect(markWaiting('a').find((e) => e.orderId === 'a')?.waiting).toBe(true);
    takeFromOutbox('a');
    takeFromOutbox('b');
    expect(readOutbox()).toEqual([]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('reads a damaged or foreign value as empty, and drops malformed entries', () => {
    localStorage.setItem(OUTBOX_KEY, '{not json');
    expect(readOutbox()).toEqual([]);
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([{ orderId: 1 }, entry('c', true)]));
    expect(readOutbox()).toEqual([entry('c', true)]);
  });

  it("keeps a tap's 'Desfazer' window: due once it has passed, at once for a tap kept without one", () => {
    putInOutbox({ ...entry('d'), sendAfter: 5000 });
    const [kept] = readOutbox();
    expect(kept).toMatchObject({ orderId: 'd', sendAfter: 5000 });
    expect(isDue(kept!, 4999)).toBe(false);
    expect(isDue(kept!, 5000)).toBe(true);
    // a tap kept by an earlier version of the app, before there was a window
    expect(isDue(entry('e'), 0)).toBe(true);
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([{ ...entry('f'), sendAfter: 'later' }]));
    expect(readOutbox()).toEqual([]);
  });
});
