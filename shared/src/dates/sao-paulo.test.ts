import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import {
  formatDateAtTime,
  formatDateTime,
  formatDayMonth,
  formatTime,
  formatFullDate,
  isTodaySaoPaulo,
  isWithinRange,
  parseDate,
  periodRange,
  PERIOD_LABELS,
  PERIODS,
  TIME_ZONE,
  todaySaoPaulo,
  toSaoPauloDay,
  type Period,
} from './sao-paulo.js';

const iso = (v: unknown) => parseDate(v)?.toISOString() ?? null;

describe('parseDate', () => {
  itAnswers(iso, [
    // no zone: Sao Paulo (-03:00)
    ['2024-03-07', '2024-03-07T03:00:00.000Z'],
    ['2024-03-07T12:30', '2024-03-07T15:30:00.000Z'],
    ['2024-03-07T12:30:15', '2024-03-07T15:30:15.000Z'],
    ['2024-03-07 12:30:15.250', '2024-03-07T15:30:15.250Z'],
    ['2024-12-31T23:59:59.999', '2025-01-01T02:59:59.999Z'],
    ['07/03/2024', '2024-03-07T03:00:00.000Z'],
    ['07/03/2024 12:30', '2024-03-07T15:30:00.000Z'],
    // zone as given
    ['2024-03-07T12:30:00Z', '2024-03-07T12:30:00.000Z'],
    ['2024-03-07T12:30:00.123456Z', '2024-03-07T12:30:00.123Z'],
    ['2024-03-07T12:30:00+02:00', '2024-03-07T10:30:00.000Z'],
    ['2024-03-07T12:30:00-0300', '2024-03-07T15:30:00.000Z'],
    ['2024-03-07T12:30:00+05', '2024-03-07T07:30:00.000Z'],
    ['Thu, 07 Mar 2024 12:30:00 GMT', '2024-03-07T12:30:00.000Z'],
    // other inputs
    [new Date('2024-03-07T12:30:00Z'), '2024-03-07T12:30:00.000Z'],
    [Date.UTC(2024, 2, 7, 12, 30), '2024-03-07T12:30:00.000Z'],
    // unreadable
    ['2024-02-30', null],
    ['2024-13-01', null],
    ['2024-03-07T25:00', null],
    ['ontem', null],
    ['March 7, 2024', null],
    ['', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [new Date('x'), null],
    [{}, null],
  ]);

  it('copies Date inputs', () => {
    const d = new Date();
    expect(parseDate(d)).not.toBe(d);
  });
});

describe('formatting in Sao Paulo', () => {
  const instant = '2024-03-07T02:05:00Z'; // 23:05 of the 6th in Sao Paulo
  it.each([
    [formatDateTime, '06/03 23:05'],
    [formatDayMonth, '06/03'],
    [formatFullDate, '06/03/2024'],
    [formatDateAtTime, '06/03 às 23:05'],
    [formatTime, '23:05'],
  ])('%o', (fn, expected) => {
    expect(fn(instant)).toBe(expected);
  });

  it.each([formatDateTime, formatDayMonth, formatFullDate, formatDateAtTime, formatTime])('falls back for unreadable dates', (fn) => {
    expect(fn('lixo')).toBe('Data indisponível');
    expect(fn(null, 'N/A')).toBe('N/A');
  });

  it('treats zone-less strings as Sao Paulo wall time', () => {
    expect(formatDateTime('2024-03-07T12:30:00')).toBe('07/03 12:30');
  });

  it('gives the Sao Paulo day', () => {
    expect(TIME_ZONE).toBe('America/Sao_Paulo');
    expect(toSaoPauloDay(instant)).toBe('2024-03-06');
    expect(toSaoPauloDay('2024-03-07')).toBe('2024-03-07');
    expect(toSaoPauloDay('lixo')).toBe('');
    expect(todaySaoPaulo(new Date('2024-03-07T02:59:59Z'))).toBe('2024-03-06');
    expect(todaySaoPaulo(new Date('2024-03-07T03:00:00Z'))).toBe('2024-03-07');
    expect(isTodaySaoPaulo('2024-03-06T10:00:00', new Date(instant))).toBe(true);
    expect(isTodaySaoPaulo('2024-03-07T10:00:00', new Date(instant))).toBe(false);
    expect(isTodaySaoPaulo(null, new Date(instant))).toBe(false);
  });
});

describe('periodRange', () => {
  // Thursday 2024-03-07 10:00 in Sao Paulo
  const now = new Date('2024-03-07T13:00:00Z');

  it.each<[Period, Parameters<typeof periodRange>[1], string, string]>([
    ['today', { now }, '2024-03-07', '2024-03-07'],
    ['thisWeek', { now }, '2024-03-04', '2024-03-10'],
    ['thisWeek', { now, weekStartsOn: 1 }, '2024-03-04', '2024-03-10'],
    ['thisWeek', { now, weekStartsOn: 0 }, '2024-03-03', '2024-03-09'],
    ['thisMonth', { now }, '2024-03-01', '2024-03-31'],
    ['lastMonth', { now }, '2024-02-01', '2024-02-29'],
    ['lastMonth', { now: new Date('2024-01-15T15:00:00Z') }, '2023-12-01', '2023-12-31'],
    ['thisMonth', { now: new Date('2024-02-01T02:00:00Z') }, '2024-01-01', '2024-01-31'],
    ['custom', { now, start: '2024-01-10', end: '2024-01-20' }, '2024-01-10', '2024-01-20'],
    ['custom', { now, start: '2024-01-20', end: '2024-01-10' }, '2024-01-10', '2024-01-20'],
    ['custom', { now, start: '2024-01-10' }, '2024-01-10', '2024-01-10'],
    ['custom', { now }, '2024-03-07', '2024-03-07'],
    // Sunday: a Monday week goes back six days
    ['thisWeek', { now: new Date('2024-03-10T15:00:00Z'), weekStartsOn: 1 }, '2024-03-04', '2024-03-10'],
    ['thisWeek', { now: new Date('2024-03-10T15:00:00Z'), weekStartsOn: 0 }, '2024-03-10', '2024-03-16'],
  ])('%s %j -> %s..%s', (period, opts, startDay, endDay) => {
    const range = periodRange(period, opts);
    expect([range.startDay, range.endDay]).toEqual([startDay, endDay]);
    // midnight and 23:59:59.999 in Sao Paulo (UTC-3)
    expect(range.start.toISOString()).toBe(`${startDay}T03:00:00.000Z`);
    const end = new Date(range.end.getTime() - 3 * 3600 * 1000).toISOString();
    expect(end).toBe(`${endDay}T23:59:59.999Z`);
  });

  it('has Portuguese labels, in the order the period pickers list them', () => {
    expect(Object.keys(PERIOD_LABELS)).toEqual([...PERIODS]);
    expect(PERIODS.map((p) => PERIOD_LABELS[p])).toEqual(['Hoje', 'Esta Semana', 'Este Mês', 'Último Mês', 'Personalizado']);
  });

  it('checks membership', () => {
    const range = periodRange('today', { now });
    expect(isWithinRange('2024-03-07T00:00:00', range)).toBe(true);
    expect(isWithinRange('2024-03-07T23:59:59.999', range)).toBe(true);
    expect(isWithinRange('2024-03-08T00:00:00', range)).toBe(false);
    expect(isWithinRange('lixo', range)).toBe(false);
  });
});
