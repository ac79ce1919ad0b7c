import type { ReactNode } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { groupCompanyOrders } from './company-groups';
import './company-tab.css';

/** A board column's cards with a company's orders for one slot under one small header. */
export function CompanyGroupedCards({
  orders,
  card,
}: {
  orders: readonly OrderDto[];
  card: (order: OrderDto) => ReactNode;
}) {
  return groupCompanyOrders(orders).map((piece) =>
    piece.kind === 'order' ? (
      card(piece.order)
    ) : (
      <section key={piece.key} className="company-group" aria-label={piece.title}>
        <h4 className="company-group__title">{piece.title}</h4>
        {piece.orders.map(card)}
      </section>
    ),
  );
}
