import { describe, expect, it } from 'vitest';
import { neighborhoodBars, paymentSlices, PIE_PALETTE } from './chart-data';
import { defaultFilters, toAnalysisQuery, type AnalyticsFilters } from './filters';

const base: AnalyticsFilters = {
  start: '2026-03-20',
  end: '2026-03-02',
  status: null,
  neighborhood: null,
  payment: null,
  search: '',
};

describe('analysis query', () => {
  it('defaults to this month in Sao Paulo', () => {
    // 02:00 UTC on the 1st of April is still March in Sao Paulo
    const f = defaultFilters(new Date('2026-04-01T02:00:00Z'));
    expect([f.start, f.end]).toEqual(['2026-03-01', '2026-03-31']);
  });

  it('sends the days in order, status and payment in their wire form, or no days while searching', () => {
    expect(toAnalysisQuery(base)).toEqual({ start: '2026-03-02', end: '2026-03-20' });
    expect(toAnalysisQuery({ ...base, status: 'em_rota', neighborhood: 'Centro', payment: 'credito' })).toEqual({
      start: '2026-03-02',
      end: '2026-03-20',
      status: 'delivering',
      neighborhood: 'Centro',
      payment_method: 'credit_card',
    });
    expect(toAnalysisQuery({ ...base, search: ' Maria ' })).toEqual({ search: 'Maria' });
    // punctuation alone is no search: the days stay
    expect(toAnalysisQuery({ ...base, search: ' #- ' })).toEqual({ start: '2026-03-02', end: '2026-03-20' });
  });
});

describe('chart data', () => {
  it('keeps 10 neighbourhoods and names each payment method with its own colour', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ neighborhood: `Bairro ${i}`, orders: 12 - i }));
    expect(neighborhoodBars(rows)).toHaveLength(10);
    expect(neighborhoodBars(rows)[0]).toEqual({ label: 'Bairro 0', value: 12 });
    expect(
      paymentSlices([
        { method: 'cash', orders: 5 },
        { method: 'pix', orders: 2 },
        { method: 'debit_card', orders: 0 },
      ]),
    ).toEqual([
      { id: 'dinheiro', label: 'Dinheiro', value: 5, color: PIE_PALETTE[3] },
      { id: 'pix', label: 'PIX', value: 2, color: PIE_PALETTE[0] },
    ]);
  });

  it("shows a company's tab and pack credits as slices of their own, never as 'Dinheiro'", () => {
    const slices = paymentSlices([
      { method: 'cash', orders: 1 },
      { method: 'company_tab', orders: 4 },
      { method: 'credit', orders: 2 },
    ]);
    expect(slices.map((s) => [s.id, s.label, s.value])).toEqual([
      ['dinheiro', 'Dinheiro', 1],
      ['company_tab', 'Conta Empresa', 4],
      ['credit', 'Crédito do pacote', 2],
    ]);
    expect(slices.every((s) => PIE_PALETTE.includes(s.color as (typeof PIE_PALETTE)[number]))).toBe(true);
  });
});
