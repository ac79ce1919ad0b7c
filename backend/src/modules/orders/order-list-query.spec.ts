import { createValidationPipe } from '../../common/validation/validation.pipe.js';
import { ListOrdersQueryDto } from './dto/list-orders.query.js';
import { toOrderFilters } from './order-list-query.js';

// 2025-03-05 (a Wednesday) 01:30 in UTC is still 2025-03-04 22:30 in Sao Paulo
const now = new Date('2025-03-05T01:30:00Z');

// the query as GET /api/orders reads it: the app's ValidationPipe, then the filters
const pipe = createValidationPipe();
const parseOrderListQuery = async (query: Record<string, string>, at: Date) =>
  toOrderFilters(await pipe.transform(query, { type: 'query', metatype: ListOrdersQueryDto }), at);

describe('ListOrdersQueryDto -> toOrderFilters', () => {
  it('defaults to page 1 of 20, newest first, no filters', async () => {
    expect(await parseOrderListQuery({}, now)).toEqual({
      page: 1,
      limit: 20,
      newestFirst: true,
      statuses: null,
      paymentStatuses: null,
      paymentMethods: null,
      range: null,
      customerPhone: null,
      mine: false,
      includeScheduled: false,
      search: null,
      neighborhood: null,
    });
  });

  it("reads 'Buscar pedido' as a piece of an id, a name, a phone or an order number", async () => {
    expect((await parseOrderListQuery({ search: ' #A1b-2C ' }, now)).search).toEqual({ key: 'a1b2c', name: '#a1b-2c', phone: null, number: null });
    expect((await parseOrderListQuery({ search: '(11) 98765-4321' }, now)).search).toMatchObject({ phone: '11987654321', number: null });
    expect((await parseOrderListQuery({ search: '#1234' }, now)).search).toMatchObject({ phone: null, number: 1234 });
    expect((await parseOrderListQuery({ search: '1234' }, now)).search).toMatchObject({ phone: '1234', number: 1234 });
    expect((await parseOrderListQuery({ search: 'Maria' }, now)).search).toMatchObject({ name: 'maria', phone: null, number: null });
    expect((await parseOrderListQuery({ search: '   ' }, now)).search).toBeNull();
    await expect(parseOrderListQuery({ search: 'x'.repeat(101) }, now)).rejects.toThrow('A busca deve ter de 1 a 100 caracteres.');
  });

  it('reads today as the Sao Paulo day, and weeks from Monday', async () => {
    const sut = await parseOrderListQuery({ period: 'today' }, now);
    expect(sut.range).toEqual({
      start: new Date('2025-03-04T03:00:00.000Z'),
      end: new Date('2025-03-05T02:59:59.999Z'),
    });
    expect((await parseOrderListQuery({ period: 'thisWeek' }, now)).range?.start).toEqual(new Date('2025-03-03T03:00:00.000Z'));
  });

  it('treats start/end without a period as a custom period', async () => {
    const sut = await parseOrderListQuery({ start: '2025-01-10', end: '2025-01-12' }, now);
    expect(sut.range).toEqual({
      start: new Date('2025-01-10T03:00:00.000Z'),
      end: new Date('2025-01-13T02:59:59.999Z'),
    });
  });

  it('maps Portuguese and wire values, comma-separated, and ignores "todos"', async () => {
    const sut = await parseOrderListQuery(
      { status: 'pronto,em_rota, delivered', payment_method: 'dinheiro', payment_status: 'pago' },
      now,
    );
    expect(sut.statuses).toEqual(['ready', 'delivering', 'delivered']);
    expect(sut.paymentMethods).toEqual(['cash']);
    expect(sut.paymentStatuses).toEqual(['paid']);
    expect((await parseOrderListQuery({ status: 'todos' }, now)).statuses).toBeNull();
  });

  it('normalises the phone filter and sorts oldest first on request', async () => {
    expect(await parseOrderListQuery({ customer_phone: '+55 (11) 98765-4321', sort: 'created_date' }, now)).toMatchObject({
      customerPhone: '11987654321',
      newestFirst: false,
    });
  });

  it.each([
    [{ limit: '0' }],
    [{ limit: '1e2' }],
    [{ page: '0' }],
    [{ sort: 'toString' }],
    [{ status: 'x' }],
    [{ period: 'yesterday' }],
    [{ period: 'custom' }],
    [{ start: '10/01/2025' }],
    [{ customer_phone: '12' }],
  ])('refuses %j', async (query) => {
    await expect(parseOrderListQuery(query, now)).rejects.toThrow();
  });
});
