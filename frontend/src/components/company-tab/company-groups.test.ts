import { describe, expect, it } from 'vitest';
import type { OrderDto } from '@quentinha/shared/api/types';
import { makeOrder } from '@/components/order-board/testing/order-fixtures';
import { companyGroupTitle, groupCompanyOrders } from './company-groups';

const tab = (company: string, scheduled_for: string | null = null): OrderDto =>
  makeOrder({
    payment_method: 'company_tab',
    scheduled_for,
    company: {
      id: company,
      name: company === 'co-h' ? 'Construtora Horizonte' : 'Padaria Sol',
      member_id: 'm',
      member_name: 'M',
    },
  });

describe('the courier board groups a company’s orders for one slot', () => {
  it('puts them together where the first stood, leaves every other order in its place', () => {
    const a = tab('co-h');
    const other = makeOrder();
    const b = tab('co-h');
    const lone = tab('co-p');
    const c = tab('co-h');
    const pieces = groupCompanyOrders([a, other, b, lone, c]);
    expect(pieces.map((p) => (p.kind === 'order' ? p.order.id : p.orders.map((o) => o.id)))).toEqual([
      [a.id, b.id, c.id],
      other.id,
      // one order of a company is just a card
      lone.id,
    ]);
    expect(pieces[0]).toMatchObject({ kind: 'company', title: 'Construtora Horizonte · 3 pedidos' });
  });

  it('keeps different slots apart', () => {
    const noon = '2026-11-27T15:00:00.000Z';
    const pieces = groupCompanyOrders([tab('co-h', noon), tab('co-h'), tab('co-h', noon), tab('co-h')]);
    expect(pieces.map((p) => (p.kind === 'company' ? p.title : 'card'))).toEqual([
      'Construtora Horizonte · 2 pedidos · 12:00',
      'Construtora Horizonte · 2 pedidos',
    ]);
  });

  it('says one order in the singular', () => {
    expect(companyGroupTitle('Padaria Sol', 1, null)).toBe('Padaria Sol · 1 pedido');
  });
});
