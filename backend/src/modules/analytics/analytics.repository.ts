import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Size } from '@quentinha/shared/api/types';
import { type OrderCsvSource, orderItemsText } from '@quentinha/shared/analytics/orders-csv';
import { isQuentinha } from '@quentinha/shared/catalog/sizes';
import { toReais } from '@quentinha/shared/money/money';
import { SALE_STATUSES } from '@quentinha/shared/orders/status';
import type { PeriodRange } from '@quentinha/shared/dates/sao-paulo';
import { type DataSource, In, type SelectQueryBuilder } from 'typeorm';
import { Expense } from '../expenses/expense.entity.js';
import { Order, OrderItem } from '../orders/order.entity.js';
import { Product } from '../products/product.entity.js';
import { DailyProductSales } from '../orders/daily-sales.entities.js';
import { type OrderMatch, whereOrdersMatch } from '../orders/order-filters.sql.js';
import type { OrderAggregate } from '../orders/order.mapper.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import {
  centsIf,
  countIf,
  IS_CANCELLED,
  IS_OPEN,
  IS_SALE,
  num,
  SALE_PARAMS,
  SAO_PAULO_DAY_NUMBER,
  ledgerDays,
} from './sale-sql.js';

const CSV_BATCH = 2000;
const CSV_COLUMNS = [
  'id',
  'order_number',
  'created_at',
  'customer_name',
  'whatsapp',
  'status',
  'is_delivery',
  'delivery_neighborhood',
  'payment_method',
  'total_amount_cents',
  'delivery_fee_cents',
  'cancel_reason',
  'delivery_user_name',
] as const;

/** Orders and their total of one bucket (shared/analytics/sales), in centavos. */
export interface BucketCents {
  orders: number;
  cents: number;
}

/** Every bucket of a set of orders, counted in one pass. */
export interface BucketTotals {
  matched: number;
  /** costCents: the sales' product cost (their lines' unit cost times quantity, as priced) */
  sales: BucketCents & { deliveries: number; costCents: number; deliveryFeeCents: number };
  open: BucketCents;
  cancelled: BucketCents;
}

/** Units, revenue and cost of one product + size over the sales. */
export interface ProductSales {
  name: string;
  size: Size | null;
  quantity: number;
  revenueCents: number;
  costCents: number;
}

/** Revenue and count of the sales of one Sao Paulo day (a day number: days since 1970-01-01). */
export interface DaySales {
  dayNumber: number;
  cents: number;
  orders: number;
}

/** Orders matching nothing but a creation range: what the dashboard looks at. */
export function createdIn(range: { start: Date; end: Date }): OrderMatch {
  return {
    statuses: null,
    paymentStatuses: null,
    paymentMethods: null,
    range: { start: range.start, end: range.end },
    customerPhone: null,
    includeScheduled: false,
    search: null,
    neighborhood: null,
  };
}

/** Dashboard and analysis sums: aggregates in SQL, never the orders themselves. */
@Injectable()
export class AnalyticsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly orders: OrdersRepository,
  ) {}

  /** Sales, open and cancelled orders among those matching, with their totals. */
  async bucketTotals(match: OrderMatch): Promise<BucketTotals> {
    const row = await this.matching(match)
      .select('COUNT(*)', 'matched')
      .addSelect(countIf(IS_SALE), 'sales')
      .addSelect(centsIf(IS_SALE), 'sales_cents')
      .addSelect(countIf(`${IS_SALE} AND o.is_delivery = :yes`), 'deliveries')
      // an order's total cost is its lines' cost plus the delivery fee (order-pricing orderTotals):
      // the product cost of a year without reading a year of lines
      .addSelect(`SUM(CASE WHEN ${IS_SALE} THEN o.total_cost_cents - o.delivery_fee_cents ELSE 0 END)`, 'sales_cost')
      .addSelect(`SUM(CASE WHEN ${IS_SALE} THEN o.delivery_fee_cents ELSE 0 END)`, 'sales_fees')
      .addSelect(countIf(IS_OPEN), 'open')
      .addSelect(centsIf(IS_OPEN), 'open_cents')
      .addSelect(countIf(IS_CANCELLED), 'cancelled')
      .addSelect(centsIf(IS_CANCELLED), 'cancelled_cents')
      .getRawOne<Record<string, unknown>>();
    return {
      matched: num(row?.matched),
      sales: {
        orders: num(row?.sales),
        cents: num(row?.sales_cents),
        deliveries: num(row?.deliveries),
        costCents: num(row?.sales_cost),
        deliveryFeeCents: num(row?.sales_fees),
      },
      open: { orders: num(row?.open), cents: num(row?.open_cents) },
      cancelled: { orders: num(row?.cancelled), cents: num(row?.cancelled_cents) },
    };
  }

  /** Sales per Sao Paulo day of the range (days without sales are absent). */
  async salesByDay(range: PeriodRange): Promise<DaySales[]> {
    const rows = await this.sales(createdIn(range))
      .select(SAO_PAULO_DAY_NUMBER, 'day')
      .addSelect('SUM(o.total_amount_cents)', 'cents')
      .addSelect('COUNT(*)', 'orders')
      .groupBy(SAO_PAULO_DAY_NUMBER)
      .getRawMany<Record<string, unknown>>();
    return rows.map((r) => ({ dayNumber: num(r.day), cents: num(r.cents), orders: num(r.orders) }));
  }

  /** Sales among the matching orders, counted per value of a column (neighbourhood, payment method). */
  async salesPer(match: OrderMatch, column: 'delivery_neighborhood' | 'payment_method') {
    const qb = this.sales(match);
    if (column === 'delivery_neighborhood') qb.andWhere('o.is_delivery = :yes');
    const rows = await qb
      .select(`o.${column}`, 'value')
      .addSelect('COUNT(*)', 'orders')
      .groupBy(`o.${column}`)
      .getRawMany<{ value: string | null; orders: unknown }>();
    return rows.filter((r) => r.value).map((r) => ({ value: r.value!, orders: num(r.orders) }));
  }

  /** Neighbourhoods the matching delivery orders went to. */
  async neighborhoodsOf(match: OrderMatch): Promise<string[]> {
    const rows = await this.matching(match)
      .andWhere('o.is_delivery = :yes')
      .select('DISTINCT o.delivery_neighborhood', 'name')
      .getRawMany<{ name: string | null }>();
    return rows.map((r) => r.name?.trim() ?? '').filter(Boolean);
  }

  /** The range's sales summed per product name and size, from the daily sales ledger. */
  async productSalesIn(range: PeriodRange): Promise<ProductSales[]> {
    const rows = await ledgerDays(this.db.getRepository(DailyProductSales).createQueryBuilder('p'), range)
      .select('p.product_name', 'name')
      .addSelect('p.size', 'size')
      .addSelect('SUM(p.quantity)', 'quantity')
      .addSelect('SUM(p.revenue_cents)', 'revenue_cents')
      .addSelect('SUM(p.cost_cents)', 'cost_cents')
      .groupBy('p.product_name')
      .addGroupBy('p.size')
      .getRawMany<{ name: string; size: string; quantity: unknown; revenue_cents: unknown; cost_cents: unknown }>();
    return rows
      .map((r) => ({
        name: r.name,
        size: (r.size || null) as Size | null,
        quantity: num(r.quantity),
        revenueCents: num(r.revenue_cents),
        costCents: num(r.cost_cents),
      }))
      .filter((p) => p.quantity > 0);
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

  /** The newest sales with items and history: the same read as GET /api/orders. */
  async newestSalesIn(range: PeriodRange, limit: number): Promise<OrderAggregate[]> {
    return this.orders.findNewest({ ...createdIn(range), statuses: [...SALE_STATUSES] }, limit);
  }

  /**
   * The matching orders, newest first, in batches of the columns a CSV line needs: keyset pages
   * (created_at, order_number), so a year of orders streams without an OFFSET scan or the whole
   * set in memory.
   */
  async *csvBatches(match: OrderMatch, size = CSV_BATCH): AsyncGenerator<OrderCsvSource[]> {
    let after: { at: number; number: number } | null = null;
    for (;;) {
      const qb = this.matching(match).select([]);
      for (const column of CSV_COLUMNS) qb.addSelect(`o.${column}`, column);
      qb.orderBy('o.created_at', 'DESC').addOrderBy('o.order_number', 'DESC').limit(size);
      if (after)
        qb.andWhere('(o.created_at < :afterAt OR (o.created_at = :afterAt AND o.order_number < :afterNumber))', {
          afterAt: after.at,
          afterNumber: after.number,
        });
      const rows = await qb.getRawMany<Record<string, unknown>>();
      if (rows.length === 0) return;
      const items = await this.itemsTextOf(rows.map((r) => String(r.id)));
      yield rows.map((r) => ({
        id: String(r.id),
        created_at: num(r.created_at),
        customer_name: String(r.customer_name ?? ''),
        whatsapp: String(r.whatsapp ?? ''),
        status: String(r.status),
        // SQLite gives 0/1, PostgreSQL a boolean
        is_delivery: Boolean(r.is_delivery),
        delivery_neighborhood: (r.delivery_neighborhood as string | null) ?? null,
        payment_method: String(r.payment_method),
        total_amount: toReais(num(r.total_amount_cents)),
        items: items.get(String(r.id)) ?? '',
        delivery_fee: toReais(num(r.delivery_fee_cents)),
        cancel_reason: (r.cancel_reason as string | null) ?? null,
        courier_name: (r.delivery_user_name as string | null) ?? null,
      }));
      const last = rows[rows.length - 1]!;
      after = { at: num(last.created_at), number: num(last.order_number) };
      if (rows.length < size) return;
    }
  }

  /** order id -> its lines in one CSV cell (shared orderItemsText), in the order they were placed. */
  private async itemsTextOf(orderIds: string[]): Promise<Map<string, string>> {
    const lines = await this.db.getRepository(OrderItem).find({
      where: { order_id: In(orderIds) },
      select: {
        id: true,
        order_id: true,
        position: true,
        product_name: true,
        category: true,
        size: true,
        quantity: true,
        chosen_dishes: true,
        extras: true,
      },
      order: { order_id: 'ASC', position: 'ASC' },
    });
    const byOrder = new Map<string, OrderItem[]>();
    for (const line of lines) {
      const list = byOrder.get(line.order_id) ?? [];
      list.push(line);
      byOrder.set(line.order_id, list);
    }
    return new Map([...byOrder].map(([id, list]) => [id, orderItemsText(list)]));
  }

  /** Names of the products sold in one size only: reports name them without a size word. */
  async oneSizeProductNames(): Promise<Set<string>> {
    const products = await this.db
      .getRepository(Product)
      .find({ select: { id: true, name: true, category: true, sizes: true } });
    const sizesByName = new Map<string, number>();
    // a quentinha keeps its size letter everywhere (itemDisplayName): only drinks and the like lose it
    for (const p of products)
      sizesByName.set(
        p.name,
        Math.max(sizesByName.get(p.name) ?? 0, isQuentinha(p.category) ? 2 : (p.sizes?.length ?? 0)),
      );
    return new Set([...sizesByName].filter(([, n]) => n === 1).map(([name]) => name));
  }

  private matching(match: OrderMatch): SelectQueryBuilder<Order> {
    return whereOrdersMatch(this.db.getRepository(Order).createQueryBuilder('o'), match).setParameters(SALE_PARAMS);
  }

  private sales(match: OrderMatch): SelectQueryBuilder<Order> {
    return this.matching(match).andWhere(IS_SALE);
  }
}
