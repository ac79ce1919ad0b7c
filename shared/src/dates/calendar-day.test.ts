import { describe } from 'vitest';
import { itTells } from '../testing/answers.js';
import { isCalendarDay } from './calendar-day.js';

describe('isCalendarDay', () => {
  itTells(
    isCalendarDay,
    ['2024-02-29', '2031-12-31', '1999-01-01'],
    [
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
    ],
  );
});
