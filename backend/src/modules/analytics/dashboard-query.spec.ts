import { daysBetween, parseDashboardQuery as sut } from './dashboard-query.js';

// Wednesday 2025-03-05 at noon in Sao Paulo
const now = new Date('2025-03-05T15:00:00Z');

describe('parseDashboardQuery', () => {
  it('defaults to this month and starts weeks on Sunday', () => {
    expect(sut({}, now)).toMatchObject({ startDay: '2025-03-01', endDay: '2025-03-31' });
    expect(sut({ period: 'thisWeek' }, now)).toMatchObject({ startDay: '2025-03-02', endDay: '2025-03-08' });
  });

  it('reads start or end alone as a custom period, and bounds the day in Sao Paulo time', () => {
    const range = sut({ start: '2025-01-10' }, now);
    expect(range).toMatchObject({ startDay: '2025-01-10', endDay: '2025-01-10' });
    expect(range.start.toISOString()).toBe('2025-01-10T03:00:00.000Z');
    expect(range.end.toISOString()).toBe('2025-01-11T02:59:59.999Z');
  });

  // unreadable values are refused by DashboardQueryDto (analytics.e2e-spec.ts)
  it('refuses custom ranges longer than a year', () => {
    expect(() => sut({ start: '2024-01-01', end: '2024-12-31' }, now)).not.toThrow();
    expect(() => sut({ start: '2024-01-01', end: '2025-01-01' }, now)).toThrow('366 dias');
  });
});

describe('daysBetween', () => {
  it('lists every calendar day, month and leap-day edges included', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysBetween('2025-03-05', '2025-03-05')).toEqual(['2025-03-05']);
  });
});
