import { describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES } from '@quentinha/shared/availability/hours';
import { CLOSE_TIMES, dayProblem, OPEN_TIMES, toDayForms, toHoursBody } from './hours-form';

describe('hours form', () => {
  it('reads the week from Monday and writes back only the open days, holidays once and sorted', () => {
    const days = toDayForms({ hours: [{ weekday: 0, open: '00:00', close: '24:00' }], closed_dates: [] });
    expect(days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(days.filter((d) => d.open).map((d) => d.weekday)).toEqual([0]);
    expect(toHoursBody(days, ['2026-12-25', '2026-01-01', '2026-12-25'])).toEqual({
      hours: [{ weekday: 0, open: '00:00', close: '24:00' }],
      closed_dates: ['2026-01-01', '2026-12-25'],
    });
  });

  it("offers '24:00' only as a closing time and names what is wrong with one day", () => {
    expect(OPEN_TIMES.at(-1)?.value).toBe('23:45');
    expect(CLOSE_TIMES.at(-1)?.value).toBe('24:00');
    const monday = { weekday: 1, open: true, intervals: [{ open: '11:00', close: '24:00' }] };
    expect(dayProblem(monday)).toBeNull();
    expect(dayProblem({ ...monday, intervals: [{ open: '15:00', close: '14:30' }] })).toBe(AVAILABILITY_MESSAGES.closeBeforeOpen);
    expect(dayProblem({ ...monday, intervals: [{ open: '11:00', close: '15:00' }, { open: '14:00', close: '22:00' }] })).toBe(
      AVAILABILITY_MESSAGES.overlap,
    );
    expect(dayProblem({ ...monday, open: false, intervals: [{ open: '15:00', close: '14:30' }] })).toBeNull();
  });
});
