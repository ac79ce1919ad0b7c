import { vi } from 'vitest';
import type { OrderDto, OrderListResponse } from '@quentinha/shared/api/types';

export interface OrderPagesStub {
  /** every GET /orders query, in call order */
  queries: URLSearchParams[];
}

/**
 * fetch stand-in for GET /api/orders that answers page by page: `answer` gets the query and
 * returns the pages (one array of orders per page), or 'fail' for a 500.
 */
export function stubOrderPages(answer: (query: URLSearchParams) => OrderDto[][] | 'fail'): OrderPagesStub {
  const stub: OrderPagesStub = { queries: [] };
  vi.stubGlobal('fetch', async (url: string) => {
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    const parsed = new URL(url, 'http://localhost');
    if (!parsed.pathname.endsWith('/orders')) return json(404, { message: 'não encontrado' });
    stub.queries.push(parsed.searchParams);
    const pages = answer(parsed.searchParams);
    if (pages === 'fail') return json(500, { statusCode: 500, error: 'Internal Server Error', message: 'falhou' });
    const page = Number(parsed.searchParams.get('page')) || 1;
    const body: OrderListResponse = {
      data: pages[page - 1] ?? [],
      pagination: {
        page,
        limit: Number(parsed.searchParams.get('limit')) || 100,
        total: pages.reduce((n, p) => n + p.length, 0),
        pages: Math.max(1, pages.length),
      },
    };
    return json(200, body);
  });
  return stub;
}
