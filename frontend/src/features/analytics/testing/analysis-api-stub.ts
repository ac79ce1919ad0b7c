import { vi } from 'vitest';
import type { OrderAnalysisDto, OrderDto, OrderListResponse } from '@quentinha/shared/api/types';

/** A summary as GET /api/analytics/orders answers it. */
export function makeAnalysis(overrides: Partial<OrderAnalysisDto> = {}): OrderAnalysisDto {
  return {
    matched: 45,
    sales: { orders: 38, revenue: 1234.5, deliveries: 30, pickups: 8 },
    open: { orders: 4, revenue: 99.9 },
    cancelled: { orders: 3, revenue: 60 },
    by_neighborhood: [
      { neighborhood: 'Centro', orders: 20 },
      { neighborhood: 'Boa Vista', orders: 10 },
    ],
    by_payment: [
      { method: 'pix', orders: 25 },
      { method: 'cash', orders: 13 },
    ],
    neighborhoods: ['Boa Vista', 'Centro'],
    ...overrides,
  };
}

export interface AnalysisApiStub {
  /** query of every GET /api/analytics/orders, in call order */
  summaries: URLSearchParams[];
  /** query of every GET /api/orders, in call order */
  pages: URLSearchParams[];
}

interface Answers {
  summary?: (query: URLSearchParams) => OrderAnalysisDto | 'fail';
  /** the orders of the asked page and how many pages there are */
  page?: (query: URLSearchParams) => { orders: OrderDto[]; pages: number; total?: number } | 'fail';
}

/** fetch stand-in for the two calls of 'Análise de Pedidos'; it records their queries. */
export function stubAnalysisApi({
  summary = () => makeAnalysis(),
  page = () => ({ orders: [], pages: 1 }),
}: Answers = {}) {
  const stub: AnalysisApiStub = { summaries: [], pages: [] };
  vi.stubGlobal('fetch', async (url: string) => {
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    const fail = () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'falhou' });
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname.endsWith('/analytics/orders')) {
      stub.summaries.push(parsed.searchParams);
      const body = summary(parsed.searchParams);
      return body === 'fail' ? fail() : json(200, body);
    }
    if (parsed.pathname.endsWith('/orders')) {
      stub.pages.push(parsed.searchParams);
      const answer = page(parsed.searchParams);
      if (answer === 'fail') return fail();
      const body: OrderListResponse = {
        data: answer.orders,
        pagination: {
          page: Number(parsed.searchParams.get('page')) || 1,
          limit: Number(parsed.searchParams.get('limit')) || 20,
          total: answer.total ?? answer.orders.length,
          pages: answer.pages,
        },
      };
      return json(200, body);
    }
    return json(404, { message: 'não encontrado' });
  });
  return stub;
}

/** A query as a plain object, for toEqual. */
export const asObject = (query: URLSearchParams | undefined) => Object.fromEntries(query ?? []);
