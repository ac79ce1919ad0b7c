import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import { RECENT_WINDOW_MS, UNDO_WINDOW_MS, useRecentMoves } from './use-recent-moves';

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
