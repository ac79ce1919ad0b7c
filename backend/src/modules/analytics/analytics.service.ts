import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { packsDashboard } from '../packs/packs-dashboard.js';
import { receivableCents } from '../companies/company-receivable.js';
import type { BucketFiguresDto, DashboardDto, OrderAnalysisDto, WirePaymentMethod } from '@quentinha/shared/api/types';
import { marginPercent } from '@quentinha/shared/analytics/dashboard';
import { ORDERS_CSV_HEADER, orderCsvRow } from '@quentinha/shared/analytics/orders-csv';
import { spreadsheetCsvLines, toSpreadsheetCsv } from '@quentinha/shared/csv/spreadsheet-csv';
import { previousPeriod, type PeriodRange } from '@quentinha/shared/dates/sao-paulo';
import { toReais } from '@quentinha/shared/money/money';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { canSeeTrackingToken } from '../orders/order-access.js';
import type { OrderMatch } from '../orders/order-filters.sql.js';
import { toAggregateResponse } from '../orders/order.mapper.js';
import {
  AnalyticsRepository,
  type BucketCents,
  type BucketTotals,
  createdIn,
  type DaySales,
  type ProductSales,
} from './analytics.repository.js';
import { type DashboardQuery, daysBetween, parseDashboardQuery } from './dashboard-query.js';
import { dayOfNumber } from './sale-sql.js';

/** SPEC.md section 9: top products 5, recent orders 5, neighbourhood chart 10. */
export const TOP_PRODUCTS = 5;
export const RECENT_ORDERS = 5;
export const NEIGHBORHOOD_BARS = 10;

const figures = (b: BucketCents): BucketFiguresDto => ({ orders: b.orders, revenue: toReais(b.cents) });
const byCount =
  <T extends { orders: number }>(name: (t: T) => string) =>
  (a: T, b: T) =>
    b.orders - a.orders || name(a).localeCompare(name(b), 'pt-BR');

/** Revenue and order count per Sao Paulo day of the range, oldest first, zero days included. */
export function salesByDay(range: PeriodRange, days: readonly DaySales[]): DashboardDto['sales_by_day'] {
  const byDay = new Map(days.map((d) => [dayOfNumber(d.dayNumber), d]));
  return daysBetween(range.startDay, range.endDay).map((day) => ({
    day,
    revenue: toReais(byDay.get(day)?.cents ?? 0),
    orders: byDay.get(day)?.orders ?? 0,
  }));
}

const productKey = (p: Pick<ProductSales, 'name' | 'size'>) => `${p.name}\u0000${p.size ?? ''}`;

/**
 * Products sold in one size only (a drink) lose their size, so they read 'Suco de Caju' and
 * not 'Suco de Caju M'; lines that become the same product are summed.
 */
export function withoutSingleSizes(sales: readonly ProductSales[], oneSize: ReadonlySet<string>): ProductSales[] {
  const merged = new Map<string, ProductSales>();
  for (const p of sales) {
    const line = oneSize.has(p.name) ? { ...p, size: null } : { ...p };
    const key = productKey(line);
    const before = merged.get(key);
    if (!before) merged.set(key, line);
    else {
      before.quantity += line.quantity;
      before.revenueCents += line.revenueCents;
      before.costCents += line.costCents;
    }
  }
  return [...merged.values()];
}

/** Every product's revenue, most first: with the delivery fees these lines sum to the revenue. */
export function revenueByProduct(sales: readonly ProductSales[]): DashboardDto['revenue_by_product'] {
  return [...sales]
    .sort(
      (a, b) =>
        b.revenueCents - a.revenueCents ||
        a.name.localeCompare(b.name, 'pt-BR') ||
        (a.size ?? '').localeCompare(b.size ?? ''),
    )
    .map((p) => ({ name: p.name, size: p.size, quantity: p.quantity, revenue: toReais(p.revenueCents) }));
}

/** Most units first; ties: more revenue, then name (pt-BR order), then size. */
export function topProducts(
  sales: readonly ProductSales[],
  previous: readonly ProductSales[],
  limit = TOP_PRODUCTS,
): DashboardDto['top_products'] {
  const before = new Map(previous.map((p) => [productKey(p), p.quantity]));
  return [...sales]
    .sort(
      (a, b) =>
        b.quantity - a.quantity ||
        b.revenueCents - a.revenueCents ||
        a.name.localeCompare(b.name, 'pt-BR') ||
        (a.size ?? '').localeCompare(b.size ?? ''),
    )
    .slice(0, limit)
    .map((p) => ({
      name: p.name,
      size: p.size,
      quantity: p.quantity,
      revenue: toReais(p.revenueCents),
      profit: toReais(p.revenueCents - p.costCents),
      previous_quantity: before.get(productKey(p)) ?? 0,
    }));
}

/** The dashboard's money figures of one period, in centavos. */
interface PeriodFigures {
  revenueCents: number;
  orders: number;
  netProfitCents: number;
  productCostCents: number;
  expenseCents: number;
  products: ProductSales[];
  totals: BucketTotals;
}

/** The Dashboard and 'Análise de Pedidos': money summed in centavos, turned into reais at the end. */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly analytics: AnalyticsRepository,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async dashboard(query: DashboardQuery, user: AuthUser): Promise<DashboardDto> {
    const range = parseDashboardQuery(query);
    const before = previousPeriod(range);
    const [current, previous, days, recent, oneSize, packs, receivable] = await Promise.all([
      this.figuresOf(range),
      this.figuresOf(before),
      this.analytics.salesByDay(range),
      this.analytics.newestSalesIn(range, RECENT_ORDERS),
      this.analytics.oneSizeProductNames(),
      packsDashboard(this.db.manager, range),
      receivableCents(this.db.manager),
    ]);
    const products = withoutSingleSizes(current.products, oneSize);
    const includeToken = canSeeTrackingToken(user);
    return {
      range: { start_day: range.startDay, end_day: range.endDay },
      metrics: {
        revenue: toReais(current.revenueCents),
        orders: current.orders,
        product_cost: toReais(current.productCostCents),
        expenses: toReais(current.expenseCents),
        net_profit: toReais(current.netProfitCents),
        margin_percent: marginPercent(current.revenueCents, current.netProfitCents),
        delivery_fees: toReais(current.totals.sales.deliveryFeeCents),
        receivable: toReais(receivable),
      },
      revenue_by_product: revenueByProduct(products),
      sales_by_day: salesByDay(range, days),
      top_products: topProducts(products, withoutSingleSizes(previous.products, oneSize)),
      recent_orders: recent.map((row) => toAggregateResponse(row, { includeToken })),
      previous: {
        range: { start_day: before.startDay, end_day: before.endDay },
        revenue: toReais(previous.revenueCents),
        orders: previous.orders,
        net_profit: toReais(previous.netProfitCents),
        margin_percent:
          previous.revenueCents > 0 ? marginPercent(previous.revenueCents, previous.netProfitCents) : null,
      },
      open: figures(current.totals.open),
      cancelled: figures(current.totals.cancelled),
      packs,
    };
  }

  /** 'Análise de Pedidos': the summary and charts of what GET /api/orders lists with the same query. */
  async analysis(match: OrderMatch): Promise<OrderAnalysisDto> {
    const [totals, neighborhoods, payments, options] = await Promise.all([
      this.analytics.bucketTotals(match),
      this.analytics.salesPer(match, 'delivery_neighborhood'),
      this.analytics.salesPer(match, 'payment_method'),
      // the 'Bairro' options stay the same whichever neighbourhood, status or payment is picked
      this.analytics.neighborhoodsOf({ ...match, neighborhood: null, statuses: null, paymentMethods: null }),
    ]);
    return {
      matched: totals.matched,
      sales: {
        orders: totals.sales.orders,
        revenue: toReais(totals.sales.cents),
        deliveries: totals.sales.deliveries,
        pickups: totals.sales.orders - totals.sales.deliveries,
      },
      open: figures(totals.open),
      cancelled: figures(totals.cancelled),
      by_neighborhood: neighborhoods
        .map((n) => ({ neighborhood: n.value, orders: n.orders }))
        .sort(byCount((n) => n.neighborhood))
        .slice(0, NEIGHBORHOOD_BARS),
      by_payment: payments
        .map((p) => ({ method: p.value as WirePaymentMethod, orders: p.orders }))
        .sort(byCount((p) => p.method)),
      neighborhoods: [...new Set(options)].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    };
  }

  /** The CSV of those orders: the header, then the lines batch by batch as the database gives them. */
  async *csvLines(match: OrderMatch): AsyncGenerator<string> {
    yield toSpreadsheetCsv([ORDERS_CSV_HEADER]) + '\r\n';
    for await (const batch of this.analytics.csvBatches(match)) yield spreadsheetCsvLines(batch.map(orderCsvRow));
  }

  private async figuresOf(range: PeriodRange): Promise<PeriodFigures> {
    const [totals, products, expenseCents] = await Promise.all([
      this.analytics.bucketTotals(createdIn(range)),
      this.analytics.productSalesIn(range),
      this.analytics.expenseCentsIn(range),
    ]);
    const productCostCents = totals.sales.costCents;
    return {
      revenueCents: totals.sales.cents,
      orders: totals.sales.orders,
      productCostCents,
      expenseCents,
      netProfitCents: totals.sales.cents - productCostCents - expenseCents,
      products,
      totals,
    };
  }
}
