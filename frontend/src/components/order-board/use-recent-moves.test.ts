import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import { RECENT_MAX, RECENT_WINDOW_MS, UNDO_WINDOW_MS, useRecentMoves } from './use-recent-moves';

const moved = (id: string, status: OrderDto['status']) =>
  ({ id: `order-${id}`, customer_name: 'Ana', status }) as OrderDto;

describe('useRecentMoves', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("offers 'Desfazer' for the last move for ten seconds, and keeps half an hour of moves", () => {
    const { result } = renderHook(() => useRecentMoves());
    act(() => result.current.note(moved('a', 'preparing'), 'confirmed'));
    expect(result.current.lastUndoable).toMatchObject({ id: 'order-a', from: 'confirmed', to: 'preparing' });

    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 100));
    expect(result.current.lastUndoable).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.lastUndoable).toBeNull();
    expect(result.current.moves.map((m) => m.id)).toEqual(['order-a']);

    // the same order moved again counts once, newest first; moves older than 30 min drop out
    act(() => result.current.note(moved('b', 'ready'), 'preparing'));
    act(() => result.current.note(moved('a', 'ready'), 'preparing'));
    expect(result.current.moves.map((m) => m.id)).toEqual(['order-a', 'order-b']);
    act(() => vi.advanceTimersByTime(RECENT_WINDOW_MS + 1));
    act(() => result.current.note(moved('c', 'preparing'), 'confirmed'));
    expect(result.current.moves.map((m) => m.id)).toEqual(['order-c']);
  });
});

describe("'Recentes' across a reload", () => {
  const KEY = 'test:recent-moves';
  afterEach(() => vi.useRealTimers());

  it('finds the moves of this screen again after a reload, newest first', () => {
    const first = renderHook(() => useRecentMoves(KEY));
    act(() => first.result.current.note(moved('a', 'preparing'), 'confirmed'));
    act(() => first.result.current.note(moved('b', 'ready'), 'preparing'));
    first.unmount();

    const { result } = renderHook(() => useRecentMoves(KEY));
    expect(result.current.moves.map((m) => [m.id, m.from, m.to])).toEqual([
      ['order-b', 'preparing', 'ready'],
      ['order-a', 'confirmed', 'preparing'],
    ]);
    // another screen (another key) keeps its own list
    expect(renderHook(() => useRecentMoves('test:other-screen')).result.current.moves).toEqual([]);
  });

  it('keeps at most the last twenty, and forgets what is past half an hour or from another day', () => {
    vi.useFakeTimers();
    // 10:00 in Sao Paulo
    vi.setSystemTime(new Date('2026-03-02T13:00:00.000Z'));
    const first = renderHook(() => useRecentMoves(KEY));
    for (let i = 0; i < RECENT_MAX + 5; i++) act(() => first.result.current.note(moved(String(i), 'preparing'), 'confirmed'));
    first.unmount();
    const again = renderHook(() => useRecentMoves(KEY));
    expect(again.result.current.moves).toHaveLength(RECENT_MAX);
    expect(again.result.current.moves[0]!.id).toBe(`order-${RECENT_MAX + 4}`);
    again.unmount();

    vi.setSystemTime(new Date('2026-03-02T13:00:00.000Z').getTime() + RECENT_WINDOW_MS + 1000);
    expect(renderHook(() => useRecentMoves(KEY)).result.current.moves).toEqual([]);

    // a move at 23:55 is not today's at 00:05, though ten minutes old
    localStorage.removeItem(KEY);
    vi.setSystemTime(new Date('2026-03-03T02:55:00.000Z'));
    const late = renderHook(() => useRecentMoves(KEY));
    act(() => late.result.current.note(moved('z', 'preparing'), 'confirmed'));
    late.unmount();
    vi.setSystemTime(new Date('2026-03-03T03:05:00.000Z'));
    expect(renderHook(() => useRecentMoves(KEY)).result.current.moves).toEqual([]);
  });

  it('reads a damaged value as an empty list', () => {
    localStorage.setItem(KEY, '{not json');
    expect(renderHook(() => useRecentMoves(KEY)).result.current.moves).toEqual([]);
    localStorage.setItem(KEY, JSON.stringify([{ id: 1 }, { id: 'x', shortId: 'x', customerName: 'A', from: 'nope', to: 'ready', at: Date.now() }]));
    expect(renderHook(() => useRecentMoves(KEY)).result.current.moves).toEqual([]);
  });
});
