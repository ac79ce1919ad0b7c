/** Keys of a keyboard or a USB bump bar on a board without touch. */
export type BoardKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export const BOARD_KEYS: ReadonlySet<string> = new Set<BoardKey>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * The card an arrow key leads to, on a board of columns of card ids: up and down within a column,
 * left and right to the same row of the next column that has cards (or its last card). With
 * nothing chosen yet (or a chosen card gone), any arrow chooses the first card on the board.
 */
export function nextSelection(columns: readonly (readonly string[])[], selected: string | null, key: BoardKey): string | null {
  const at = (() => {
    for (let c = 0; c < columns.length; c++) {
      const r = selected ? columns[c].indexOf(selected) : -1;
      if (r >= 0) return { c, r };
    }
    return null;
  })();
  if (!at) return columns.find((col) => col.length > 0)?.[0] ?? null;
  const { c, r } = at;
  if (key === 'ArrowUp') return columns[c][Math.max(0, r - 1)];
  if (key === 'ArrowDown') return columns[c][Math.min(columns[c].length - 1, r + 1)];
  const step = key === 'ArrowRight' ? 1 : -1;
  for (let next = c + step; next >= 0 && next < columns.length; next += step) {
    const col = columns[next];
    if (col.length > 0) return col[Math.min(r, col.length - 1)];
  }
  return selected;
}
