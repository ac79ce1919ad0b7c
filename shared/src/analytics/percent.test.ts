import { describe, expect, it } from 'vitest';
import { formatPercent, pointsChange, relativeChange } from './percent.js';
import { formatMargin } from './dashboard.js';
import { saleBucket } from './sales.js';
import { previousPeriod } from '../dates/sao-paulo.js';

describe('percentages in Brazilian form', () => {
  it('writes one decimal with a comma', () => {
    expect(formatPercent(10.44)).toBe('10,4%');
    expect(formatPercent(-3)).toBe('-3,0%');
    expect(formatPercent(1234.5)).toBe('1.234,5%');
    expect(formatMargin(0)).toBe('0,0%');
    expect(formatMargin(12.3)).toBe('12,3%');
  });

  it('compares with the previous period, or says there is nothing to compare', () => {
    expect(relativeChange(110, 100)).toEqual({ text: '+10,0%', trend: 'up' });
    expect(relativeChange(75, 100)).toEqual({ text: '-25,0%', trend: 'down' });
    expect(relativeChange(100, 100)).toEqual({ text: '0,0%', trend: 'flat' });
    expect(relativeChange(100, 0)).toEqual({ text: '—', trend: 'none' });
    expect(relativeChange(100, null)).toEqual({ text: '—', trend: 'none' });
    // a loss that shrank is a rise
    expect(relativeChange(-50, -100)).toEqual({ text: '+50,0%', trend: 'up' });
  });

  it('compares margins in percentage points', () => {
    expect(pointsChange(12.3, 10.2)).toEqual({ text: '+2,1 p.p.', trend: 'up' });
    expect(pointsChange(8, 10)).toEqual({ text: '-2,0 p.p.', trend: 'down' });
    expect(pointsChange(8, null)).toEqual({ text: '—', trend: 'none' });
  });
});

describe('one definition of a sale', () => {
  it('puts every status in one bucket', () => {
    for (const status of ['confirmed', 'preparando', 'ready', 'em_rota', 'delivered']) {
      expect(saleBucket(status), status).toBe('sale');
    }
    expect(saleBucket('pending')).toBe('open');
    expect(saleBucket('aguardando_pagamento')).toBe('open');
    expect(saleBucket('cancelado')).toBe('cancelled');
  });
});

describe('previous period', () => {
  it('has the same number of days and ends the day before', () => {
    expect(previousPeriod({ startDay: '2026-11-01', endDay: '2026-11-30' })).toMatchObject({
      startDay: '2026-10-02',
      endDay: '2026-10-31',
    });
    expect(previousPeriod({ startDay: '2026-03-01', endDay: '2026-03-01' })).toMatchObject({
      startDay: '2026-02-28',
      endDay: '2026-02-28',
    });
  });
});
