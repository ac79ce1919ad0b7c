import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/components/order-board/testing/order-fixtures';
import { ordersByNeighborhood, paymentSlices, PIE_PALETTE } from './chart-data';
import {
  defaultFilters,
  filterOrders,
  neighborhoodOptions,
  queryScope,
  toOrderQuery,
  type AnalyticsFilters,
} from './filters';
import { formatAnalysisDateTime, isDarkColor, sourceLabel } from './format';
import { pageLabel, paginate } from './pagination';
import { summarize } from './summary';

const base: AnalyticsFilters = {
  start: '2026-03-01',
  end: '2026-03-31',
  status: null,
  neighborhood: null,
  payment: null,
  search: '',
};
const at = (name: string, extra = {}) => makeOrder({ is_delivery: true, delivery_neighborhood: name, ...extra });

describe('filters', () => {
  it('defaults to this month in Sao Paulo', () => {
    // 02:00 UTC on the 1st of April is still March in Sao Paulo
    const f = defaultFilters(new Date('2026-04-01T02:00:00Z'));
    expect([f.start, f.end]).toEqual(['2026-03-01', '2026-03-31']);
    expect([f.status, f.neighborhood, f.payment, f.search]).toEqual([null, null, null, '']);
  });

  it('asks for the chosen days, in order, or for every order while searching', () => {
    expect(toOrderQuery(base)).toEqual({
      period: 'custom',
      start: '2026-03-01',
      end: '2026-03-31',
      sort: '-created_date',
    });
    expect(toOrderQuery({ ...base, start: '2026-03-20', end: '2026-03-02' })).toMatchObject({
      start: '2026-03-02',
      end: '2026-03-20',
    });
    expect(toOrderQuery({ ...base, search: '#ab' })).toEqual({ sort: '-created_date' });
    expect(toOrderQuery({ ...base, search: ' - ' })).toMatchObject({ period: 'custom' });
    expect(queryScope(base)).toBe('2026-03-01_2026-03-31');
    expect(queryScope({ ...base, search: 'ab' })).toBe('all');
  });

  it('narrows by status, neighbourhood, payment and id', () => {
    const a = at('Centro', { status: 'pending', payment_method: 'pix' });
    const b = at('Boa Vista', { status: 'delivered', payment_method: 'cash' });
    const c = makeOrder({ status: 'delivered', payment_method: 'debit_card', delivery_neighborhood: 'Centro' });
    const all = [a, b, c];
    expect(filterOrders(all, { ...base, status: 'entregue' })).toEqual([b, c]);
    expect(filterOrders(all, { ...base, neighborhood: 'Centro' })).toEqual([a]); // c is a pickup
    expect(filterOrders(all, { ...base, payment: 'dinheiro' })).toEqual([b]);
    expect(filterOrders(all, { ...base, search: c.id.slice(-4).toUpperCase() })).toEqual([c]);
    expect(filterOrders(all, base)).toEqual(all);
  });

  it('offers the neighbourhoods of the delivery orders, alphabetically, once each', () => {
    expect(neighborhoodOptions([at('Vila Nova'), at('Centro'), at('Água Fria'), at('Centro'), makeOrder()])).toEqual([
      'Água Fria',
      'Centro',
      'Vila Nova',
    ]);
  });
});

describe('summary', () => {
  it('counts orders, deliveries and pickups and sums the totals to the centavo', () => {
    const orders = [
      at('Centro', { total_amount: 0.1 }),
      at('Centro', { total_amount: 0.2 }),
      makeOrder({ total_amount: 20 }),
    ];
    expect(summarize(orders)).toEqual({ total: 3, revenue: 20.3, deliveries: 2, pickups: 1 });
    expect(summarize([])).toEqual({ total: 0, revenue: 0, deliveries: 0, pickups: 0 });
  });
});

describe('chart data', () => {
  it('keeps the 10 neighbourhoods with most orders, most first', () => {
    const orders = [
      ...Array.from({ length: 12 }, (_, i) => at(`Bairro ${String(i + 1).padStart(2, '0')}`)),
      at('Centro'),
      at('Centro'),
      at('Centro'),
      at('Bairro 05'),
      makeOrder(),
    ];
    const bars = ordersByNeighborhood(orders);
    expect(bars).toHaveLength(10);
    expect(bars.slice(0, 3)).toEqual([
      { bairro: 'Centro', pedidos: 3 },
      { bairro: 'Bairro 05', pedidos: 2 },
      { bairro: 'Bairro 01', pedidos: 1 },
    ]);
  });

  it('counts payment methods with labels and the palette of 5', () => {
    const slices = paymentSlices([
      makeOrder({ payment_method: 'cash' }),
      makeOrder({ payment_method: 'pix' }),
      makeOrder({ payment_method: 'pix' }),
    ]);
    expect(slices).toEqual([
      { id: 'pix', label: 'PIX', value: 2, color: PIE_PALETTE[0] },
      { id: 'dinheiro', label: 'Dinheiro', value: 1, color: PIE_PALETTE[3] },
    ]);
    expect(PIE_PALETTE).toHaveLength(5);
  });
});

describe('pagination', () => {
  it('cuts pages of 10 and keeps the page inside the list', () => {
    const list = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(list, 1)).toEqual({ items: list.slice(0, 10), page: 1, pages: 3 });
    expect(paginate(list, 3).items).toEqual([20, 21, 22]);
    expect(paginate(list, 9).page).toBe(3);
    expect(paginate([], 2)).toEqual({ items: [], page: 1, pages: 1 });
    expect(pageLabel(1, 2)).toBe('Página 1 de 2');
  });
});

describe('format', () => {
  it("shows dates in Sao Paulo and 'N/A' when unreadable", () => {
    expect(formatAnalysisDateTime('2026-03-10T15:05:00.000Z')).toBe('10/03/2026 12:05');
    expect(formatAnalysisDateTime('ontem')).toBe('N/A');
    expect(formatAnalysisDateTime(null)).toBe('N/A');
  });

  it('names the order source and tells dark backgrounds', () => {
    expect(sourceLabel('website')).toBe('Site');
    expect(sourceLabel('admin')).toBe('Painel administrativo');
    expect(isDarkColor('#211a16')).toBe(true);
    expect(isDarkColor('#ffffff')).toBe(false);
    expect(isDarkColor('#fff')).toBe(false);
    expect(isDarkColor('rgb(20, 20, 20)')).toBe(true);
    expect(isDarkColor('transparent')).toBe(false);
  });
});
