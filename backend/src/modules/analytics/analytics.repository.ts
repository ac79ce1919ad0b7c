import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Size } from '@quentinha/shared/api/types';
import { SALE_STATUSES } from '@quentinha/shared/orders/status';
import type { PeriodRange } from '@quentinha/shared/dates/sao-paulo';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { Expense } from '../expenses/expense.entity.js';
import { Order, OrderItem } from '../orders/order.entity.js';
import type { OrderAggregate } from '../orders/order.mapper.js';
import { OrdersRepository } from '../orders/orders.repository.js';

/** What the daily chart needs of one counted order. */
export interface CountedOrder {
  createdAt: number;
  totalCents: number;
}

/** Units, revenue and cost of one product + size over the counted orders. */
export interface ProductSales {
  name: string;
  size: Size | null;
  quantity: number;
  revenueCents: number;
  costCents: number;
}

// PostgreSQL returns SUM() and bigint columns as text; SQLite as numbers
const num = (value: unknown) => Number(value ?? 0);

/** Dashboard queries: only the columns the figures need, no per-order round trips. */
@Injectable()
export class AnalyticsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly orders: OrdersRepository,
  ) {}

  /** Orders that count as sales (SALE_STATUSES) created inside the range. */
  async countedOrdersIn(range: PeriodRange): Promise<CountedOrder[]> {
    const rows = await this.counted(this.db.getRepository(Order).createQueryBuilder('o'), range)
      .select('o.created_at', 'created_at')
      .addSelect('o.total_amount_cents', 'total_cents')
      .getRawMany<{ created_at: unknown; total_cents: unknown }>();
    return rows.map((r) => ({ createdAt: num(r.created_at), totalCents: num(r.total_cents) }));
  }

  /** Items of the counted orders, summed per product name and size, in one query. */
  async productSalesIn(range: PeriodRange): Promise<ProductSales[]> {
    const rows = await this.counted(
      this.db.getRepository(OrderItem).createQueryBuilder('i').innerJoin('i.order', 'o'),
      range,
    )
      .select('i.product_name', 'name')
      .addSelect('i.size', 'size')
      .addSelect('SUM(i.quantity)', 'quantity')
      .addSelect('SUM(i.quantity * i.unit_price_cents)', 'revenue_cents')
      .addSelect('SUM(i.quantity * i.unit_cost_cents)', 'cost_cents')
      .groupBy('i.product_name')
      .addGroupBy('i.size')
      .getRawMany<{
        name: string;
        size: Size | null;
        quantity: unknown;
        revenue_cents: unknown;
        cost_cents: unknown;
      }>();
    return rows.map((r) => ({
      name: r.name,
      size: r.size || null,
      quantity: num(r.quantity),
      revenueCents: num(r.revenue_cents),
      costCents: num(r.cost_cents),
    }));
  }

  /** Active expenses dated inside the range days, in centavos. */
  async expenseCentsIn(range: PeriodRange): Promise<number> {
    const row = await this.db
      .getRepository(Expense)
      .createQueryBuilder('e')
      .select('COALESCE(SUM(e.amount_cents), 0)', 'total')
      .where('e.active = :active', { active: true })
      .andWhere('e.date BETWEEN :startDay AND :endDay', { startDay: range.startDay, endDay: range.endDay })
      .getRawOne<{ total: unknown }>();
    return num(row?.total);
  }

  /** The newest counted orders with items and history: the same read as GET /api/orders. */
  async newestCountedOrdersIn(range: PeriodRange, limit: number): Promise<OrderAggregate[]> {
    const { rows } = await this.orders.findPage(
      {
        page: 1,
        limit,
        newestFirst: true,
        statuses: [...SALE_STATUSES],
        paymentStatuses: null,
        paymentMethods: null,
        range: { start: range.start, end: range.end },
        customerPhone: null,
        mine: false,
        includeScheduled: false,
      },
      {},
    );
    return rows;
  }

  private counted<T extends object>(qb: SelectQueryBuilder<T>, range: PeriodRange): SelectQueryBuilder<T> {
    return qb
      .where('o.status IN (:...statuses)', { statuses: [...SALE_STATUSES] })
      .andWhere('o.created_at BETWEEN :start AND :end', { start: range.start.getTime(), end: range.end.getTime() });
  }
}
