import { describe, expect, it } from 'vitest';
import { ageLevel, ageMinutes, formatAge, sanitizeThresholds } from './age';

describe('order age', () => {
  const now = Date.parse('2026-03-01T15:30:00.000Z');

  it('counts whole minutes since creation', () => {
    expect(ageMinutes('2026-03-01T15:18:00.000Z', now)).toBe(12);
    expect(ageMinutes('2026-03-01T15:31:00.000Z', now)).toBe(0);
    expect(ageMinutes('nada', now)).toBeNull();
  });

  it("reads like 'há 12 min'", () => {
    expect(formatAge(0)).toBe('agora');
    expect(formatAge(12)).toBe('há 12 min');
    expect(formatAge(65)).toBe('há 1 h 05 min');
    expect(formatAge(120)).toBe('há 2 h');
  });

  it('turns amber and red at the thresholds', () => {
    const t = { warnMinutes: 10, lateMinutes: 20 };
    expect([9, 10, 19, 20].map((m) => ageLevel(m, t))).toEqual(['fresh', 'warn', 'warn', 'late']);
  });

  it('falls back to 10/20 for unusable settings', () => {
    expect(sanitizeThresholds({ warnMinutes: 15, lateMinutes: 30 })).toEqual({ warnMinutes: 15, lateMinutes: 30 });
    expect(sanitizeThresholds({ warnMinutes: 30, lateMinutes: 15 })).toEqual({ warnMinutes: 10, lateMinutes: 20 });
    expect(sanitizeThresholds('x')).toEqual({ warnMinutes: 10, lateMinutes: 20 });
  });
});
