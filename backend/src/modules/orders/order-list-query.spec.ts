import { parseOrderListQuery } from './order-list-query.js';

// 2025-03-05 (a Wednesday) 01:30 in UTC is still 2025-03-04 22:30 in Sao Paulo
const now = new Date('2025-03-05T01:30:00Z');

describe('parseOrderListQuery', () => {
  it('defaults to page 1 of 20, newest first, no filters', () => {
    expect(parseOrderListQuery({}, now)).toEqual({
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

  it("reads 'Buscar pedido' as a piece of an id, a name, a phone or an order number", () => {
    expect(parseOrderListQuery({ search: ' #A1b-2C ' }, now).search).toEqual({ key: 'a1b2c', name: '#a1b-2c', phone: null, number: null });
    expect(parseOrderListQuery({ search: '(11) 98765-4321' }, now).search).toMatchObject({ phone: '11987654321', number: null });
    expect(parseOrderListQuery({ search: '#1234' }, now).search).toMatchObject({ phone: null, number: 1234 });
    expect(parseOrderListQuery({ search: '1234' }, now).search).toMatchObject({ phone: '1234', number: 1234 });
    expect(parseOrderListQuery({ search: 'Maria' }, now).search).toMatchObject({ name: 'maria', phone: null, number: null });
    expect(parseOrderListQuery({ search: '   ' }, now).search).toBeNull();
    expect(() => parseOrderListQuery({ search: 'x'.repeat(101) }, now)).toThrow('A busca deve ter de 1 a 100 caracteres.');
  });

  it('reads today as the Sao Paulo day, and weeks from Monday', () => {
    const sut = parseOrderListQuery({ period: 'today' }, now);
    expect(sut.range).toEqual({
      start: new Date('2025-03-04T03:00:00.000Z'),
      end: new Date('2025-03-05T02:59:59.999Z'),
    });
    expect(parseOrderListQuery({ period: 'thisWeek' }, now).range?.start).toEqual(new Date('2025-03-03T03:00:00.000Z'));
  });

  it('treats start/end without a period as a custom period', () => {
    const sut = parseOrderListQuery({ start: '2025-01-10', end: '2025-01-12' }, now);
    expect(sut.range).toEqual({
      start: new Date('2025-01-10T03:00:00.000Z'),
      end: new Date('2025-01-13T02:59:59.999Z'),
    });
  });

  it('maps Portuguese and wire values, comma-separated, and ignores "todos"', () => {
    const sut = parseOrderListQuery(
      { status: 'pronto,em_rota, delivered', payment_method: 'dinheiro', payment_status: 'pago' },
      now,
    );
    expect(sut.statuses).toEqual(['ready', 'delivering', 'delivered']);
    expect(sut.paymentMethods).toEqual(['cash']);
    expect(sut.paymentStatuses).toEqual(['paid']);
    expect(parseOrderListQuery({ status: 'todos' }, now).statuses).toBeNull();
  });

  it('normalises the phone filter and sorts oldest first on request', () => {
    expect(parseOrderListQuery({ customer_phone: '+55 (11) 98765-4321', sort: 'created_date' }, now)).toMatchObject({
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
  ])('refuses %j', (query) => {
    expect(() => parseOrderListQuery(query, now)).toThrow();
  });
});
