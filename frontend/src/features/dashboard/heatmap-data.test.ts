import { describe, expect, it } from 'vitest';
import { hourGrid } from './heatmap-data';

describe('hourGrid', () => {
  it('has a row per weekday from Sunday and the hours from the first to the last with orders', () => {
    const grid = hourGrid([
      { weekday: 5, hour: 12, orders: 7 },
      { weekday: 0, hour: 10, orders: 2 },
    ]);
    expect(grid.map((r) => r.id)).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    expect(grid[0]!.data).toEqual([
      { x: '10h', y: 2 },
      { x: '11h', y: null },
      { x: '12h', y: null },
    ]);
    expect(grid[5]!.data[2]).toEqual({ x: '12h', y: 7 });
    expect(hourGrid([])).toEqual([]);
  });
});
