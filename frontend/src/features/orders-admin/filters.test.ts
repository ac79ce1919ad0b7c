import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/components/order-board/testing/order-fixtures';
import { ADMIN_COLUMNS, DEFAULT_FILTERS, isFiltered, matchesFilters, toQueryParams, totalLabel } from './filters';

const now = new Date('2026-03-04T15:00:00.000Z'); // a Wednesday, 12:00 in Sao Paulo

describe('order management filters', () => {
  it('has eight columns: four per row in the status order', () => {
    expect(ADMIN_COLUMNS.map((c) => c.title)).toEqual([
      'Aguardando Pagamento',
      'Aguardando Confirmação',
      'Confirmado',
      'Em Produção',
      'Pronto',
      'Em Rota',
      'Entregue',
      'Cancelado',
    ]);
  });

  it("says '(filtrados)' only when something beyond today is chosen", () => {
    expect(totalLabel(3, isFiltered(DEFAULT_FILTERS))).toBe('Total: 3 pedidos');
    expect(totalLabel(1, isFiltered({ ...DEFAULT_FILTERS, status: 'pending' }))).toBe('Total: 1 pedido (filtrados)');
    expect(isFiltered({ ...DEFAULT_FILTERS, period: 'thisWeek' })).toBe(true);
  });

  it('asks the server for the period, dates, status and payment', () => {
    expect(toQueryParams({ period: 'custom', start: '2026-03-01', end: '2026-03-03', status: 'ready', payment: 'cash' })).toEqual({
      include_scheduled: 'true',
      period: 'custom',
      start: '2026-03-01',
      end: '2026-03-03',
      status: 'ready',
      payment_method: 'cash',
      sort: '-created_date',
    });
    expect(toQueryParams(DEFAULT_FILTERS).period).toBe('today');
  });

  it('admits realtime orders the way the server filters (weeks start on Monday)', () => {
    const monday = makeOrder({ created_at: '2026-03-02T13:00:00.000Z', status: 'pending' });
    const sunday = makeOrder({ created_at: '2026-03-01T13:00:00.000Z', status: 'pending' });
    const week = { ...DEFAULT_FILTERS, period: 'thisWeek' as const };
    expect(matchesFilters(monday, week, now)).toBe(true);
    expect(matchesFilters(sunday, week, now)).toBe(false);
    expect(matchesFilters(monday, { ...week, status: 'confirmed' }, now)).toBe(false);
    expect(matchesFilters(monday, { ...DEFAULT_FILTERS }, now)).toBe(false);
  });
});
