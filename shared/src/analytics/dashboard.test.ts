import { describe, expect, it } from 'vitest';
import { formatMargin, marginPercent } from './dashboard.js';

describe('dashboard rules', () => {
  it('gives the margin with one decimal, 0 without revenue', () => {
    expect(marginPercent(1000, 123.45)).toBe(12.3);
    expect(marginPercent(200, -50)).toBe(-25);
    expect(marginPercent(0, -80)).toBe(0);
    expect(formatMargin(0)).toBe('0,0%');
    expect(formatMargin(12.3)).toBe('12,3%');
  });
});
