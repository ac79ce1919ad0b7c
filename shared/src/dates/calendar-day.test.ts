import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './calendar-day.js';

describe('isCalendarDay', () => {
  it.each(['2024-02-29', '2031-12-31', '1999-01-01'])('accepts %s', (value) => {
    expect(isCalendarDay(value)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '2025-02-30',
    '2031-13-01',
    '2031-1-01',
    '01/02/2031',
    '2031-01-01T00:00:00Z',
    ' 2031-01-01',
    '',
    20310101,
    null,
  ])('refuses %p', (value) => {
    expect(isCalendarDay(value)).toBe(false);
  });
});
