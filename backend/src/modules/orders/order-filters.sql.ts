import { COURIER_SHARED_STATUSES } from '@quentinha/shared/orders/visibility';
import { Brackets, type SelectQueryBuilder, type WhereExpressionBuilder } from 'typeorm';
import type { OrderFilters } from './order-list-query.js';

/** Who is asking narrows what a list shows (SPEC.md section 6). */
export interface OrderScope {
  /** a customer: only own orders */
  customerUserId?: string;
  /** a courier: ready orders plus those assigned to them */
  courierId?: string;
}

/** What narrows a set of orders: the list's filters without its paging. */
export type OrderMatch = Omit<OrderFilters, 'page' | 'limit' | 'newestFirst' | 'mine'>;

// LIKE treats % and _ as wildcards; a typed '50%' is text
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * 'Buscar pedido' in SQL: the end (or any part) of the order id, part of the customer's name, part
 * of the phone, or the order number. LOWER on both sides: LIKE is case-sensitive on PostgreSQL.
 */
function whereSearch(qb: WhereExpressionBuilder, search: NonNullable<OrderMatch['search']>): void {
  qb.andWhere(
    new Brackets((w) => {
      w.where(`LOWER(o.customer_name) LIKE :searchName ESCAPE '\\'`, { searchName: likeText(search.name) });
      if (search.key) w.orWhere(`REPLACE(o.id, '-', '') LIKE :searchKey`, { searchKey: `%${search.key}%` });
      if (search.phone) w.orWhere('o.whatsapp LIKE :searchPhone', { searchPhone: `%${search.phone}%` });
      if (search.number !== null) w.orWhere('o.order_number = :searchNumber', { searchNumber: search.number });
    }),
  );
}

/**
 * The one WHERE of every order list and report over orders (alias `o`): the list, the analysis
 * summary, its charts and its CSV ask the same question, so their counts cannot drift apart.
 */
export function whereOrdersMatch<T extends object>(
  qb: SelectQueryBuilder<T>,
  filters: OrderMatch,
  scope: OrderScope = {},
): SelectQueryBuilder<T> {
  if (scope.customerUserId) qb.andWhere('o.customer_user_id = :customer', { customer: scope.customerUserId });
  if (scope.courierId) {
    const courier = scope.courierId;
    qb.andWhere(
      new Brackets((w) =>
        w
          // the SQL form of the shared courierSees(): delivery orders waiting or on the road, and their own
          .where('o.status IN (:...shared) AND o.is_delivery = :isDelivery', {
            shared: COURIER_SHARED_STATUSES,
            isDelivery: true,
          })
          .orWhere('o.delivery_user_id = :courier', { courier }),
      ),
    );
  }
  if (filters.statuses) qb.andWhere('o.status IN (:...statuses)', { statuses: filters.statuses });
  if (filters.paymentStatuses)
    qb.andWhere('o.payment_status IN (:...pstatuses)', { pstatuses: filters.paymentStatuses });
  if (filters.paymentMethods) qb.andWhere('o.payment_method IN (:...methods)', { methods: filters.paymentMethods });
  if (filters.range) {
    const { start, end } = filters.range;
    const created = 'o.created_at BETWEEN :start AND :end';
    const bounds = { start: start.getTime(), end: end.getTime() };
    if (filters.includeScheduled) {
      // scheduled_for holds toISOString() text, so ISO bounds compare in order on both databases
      qb.andWhere(`(${created} OR o.scheduled_for BETWEEN :sStart AND :sEnd)`, {
        ...bounds,
        sStart: start.toISOString(),
        sEnd: end.toISOString(),
      });
    } else qb.andWhere(created, bounds);
  }
  if (filters.customerPhone) {
    if (filters.customerPhone.length === 11) qb.andWhere('o.whatsapp = :phone', { phone: filters.customerPhone });
    else qb.andWhere('o.whatsapp LIKE :phone', { phone: `%${filters.customerPhone}%` });
  }
  if (filters.neighborhood)
    qb.andWhere('o.is_delivery = :nDelivery AND o.delivery_neighborhood = :neighborhood', {
      nDelivery: true,
      neighborhood: filters.neighborhood,
    });
  if (filters.search) whereSearch(qb, filters.search);
  return qb;
}
