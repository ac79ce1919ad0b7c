import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent, formatQuantity, formatUnitCost } from './format';

describe('costing formats', () => {
  it.each([
    [30 / 5000, 'g', 'R$ 0,006/g'],
    [8.99 / 1000, 'ml', 'R$ 0,009/ml'],
    [0.75, 'un', 'R$ 0,75/un'],
    [0.05, 'g', 'R$ 0,05/g'],
    [12.9, 'un', 'R$ 12,90/un'],
    [0, 'g', 'R$ 0,00/g'],
  ])('shows %s per %s as %s', (value, unit, text) => {
    expect(formatUnitCost(value, unit)).toBe(text);
  });

  it('drops trailing zeros of quantities and percentages', () => {
    expect(formatQuantity(5000)).toBe('5.000');
    expect(formatQuantity(1.25)).toBe('1,25');
    expect(formatQuantity(1.2)).toBe('1,2');
    expect(formatPercent(32.54)).toBe('32,5%');
    expect(formatPercent(40)).toBe('40%');
  });

  it('shows big amounts in kg and L', () => {
    expect(formatAmount(750.4, 'g')).toBe('750 g');
    expect(formatAmount(3250, 'g')).toBe('3,25 kg');
    expect(formatAmount(1500, 'ml')).toBe('1,5 L');
    expect(formatAmount(30, 'un')).toBe('30 un');
  });
});
