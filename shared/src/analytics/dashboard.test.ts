import { describe, expect, it } from 'vitest';
import { countsForDashboard, formatMargin, marginPercent } from './dashboard.js';

describe('dashboard rules', () => {
  it.each([
    ['pending', false],
    ['awaiting_payment', false],
    ['cancelled', false],
    ['confirmed', true],
    ['preparing', true],
    ['ready', true],
    ['delivering', true],
    ['delivered', true],
  ] as const)('%s counts: %s', (status, counts) => {
    expect(countsForDashboard(status)).toBe(counts);
  });

  it('gives the margin with one decimal, 0 without revenue', () => {
    expect(marginPercent(1000, 123.45)).toBe(12.3);
    expect(marginPercent(200, -50)).toBe(-25);
    expect(marginPercent(0, -80)).toBe(0);
    expect(formatMargin(0)).toBe('0.0%');
    expect(formatMargin(12.3)).toBe('12.3%');
  });
});
