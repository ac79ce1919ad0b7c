import { describe, expect, it } from 'vitest';
import { nextSelection } from './keyboard-selection';

// three columns: a and b new, nothing in production, c d e waiting
const board = [['a', 'b'], [], ['c', 'd', 'e']];

describe('nextSelection', () => {
  it('starts on the first card of the board', () => {
    expect(nextSelection(board, null, 'ArrowDown')).toBe('a');
    expect(nextSelection(board, 'gone', 'ArrowLeft')).toBe('a');
    expect(nextSelection([[], []], null, 'ArrowDown')).toBeNull();
  });

  it('moves within a column and stops at its ends', () => {
    expect(nextSelection(board, 'a', 'ArrowDown')).toBe('b');
    expect(nextSelection(board, 'b', 'ArrowDown')).toBe('b');
    expect(nextSelection(board, 'd', 'ArrowUp')).toBe('c');
    expect(nextSelection(board, 'c', 'ArrowUp')).toBe('c');
  });

  it('jumps over empty columns to the same row, or the last card of a shorter column', () => {
    expect(nextSelection(board, 'b', 'ArrowRight')).toBe('d');
    expect(nextSelection(board, 'e', 'ArrowLeft')).toBe('b');
    expect(nextSelection(board, 'c', 'ArrowRight')).toBe('c');
  });
});
