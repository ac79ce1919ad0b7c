import { Injectable } from '@nestjs/common';
import type { DashboardDto } from '@quentinha/shared/api/types';
import { marginPercent } from '@quentinha/shared/analytics/dashboard';
import { parseDate, type PeriodRange } from '@quentinha/shared/dates/sao-paulo';
import { toReais } from '@quentinha/shared/money/money';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { canSeeTrackingToken } from '../orders/order-access.js';
import { toAggregateResponse } from '../orders/order.mapper.js';
import { AnalyticsRepository, type CountedOrder, type ProductSales } from './analytics.repository.js';
import { type DashboardQuery, daysBetween, parseDashboardQuery } from './dashboard-query.js';

/** SPEC.md section 9: top products 5, recent orders 5. */
export const TOP_PRODUCTS = 5;
export const RECENT_ORDERS = 5;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Index of the last day starting at or before `at` (day starts ascending, at >= starts[0]). */
function dayIndex(starts: number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Revenue and order count per Sao Paulo day of the range, zero days included. Each day starts at
 * Sao Paulo midnight (shared parseDate), so orders are bucketed by instant, not by a fixed offset.
 */
export function salesByDay(range: PeriodRange, orders: readonly CountedOrder[]): DashboardDto['sales_by_day'] {
  const days = daysBetween(range.startDay, range.endDay);
  const starts = days.map((day) => parseDate(day)!.getTime());
  const revenue = days.map(() => 0);
  const count = days.map(() => 0);
  for (const order of orders) {
    const i = dayIndex(starts, order.createdAt);
    revenue[i] += order.totalCents;
    count[i] += 1;
  }
  return days.map((day, i) => ({ day, revenue: toReais(revenue[i]), orders: count[i] }));
}

/** Most units first; ties: more revenue, then name (pt-BR order), then size. */
export function topProducts(sales: readonly ProductSales[], limit = TOP_PRODUCTS): DashboardDto['top_products'] {
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
    }));
}

/** The Dashboard screen: money summed in centavos, turned into reais at the end. */
@Injectable()
export class AnalyticsService {
  constructor(private readonly analytics: AnalyticsRepository) {}

  async dashboard(query: DashboardQuery, user: AuthUser): Promise<DashboardDto> {
    const range = parseDashboardQuery(query);
    const [orders, products, expenseCents, recent] = await Promise.all([
      this.analytics.countedOrdersIn(range),
      this.analytics.productSalesIn(range),
      this.analytics.expenseCentsIn(range),
      this.analytics.newestCountedOrdersIn(range, RECENT_ORDERS),
    ]);
    const revenueCents = sum(orders.map((o) => o.totalCents));
    const productCostCents = sum(products.map((p) => p.costCents));
    const netProfitCents = revenueCents - productCostCents - expenseCents;
    const includeToken = canSeeTrackingToken(user);
    return {
      range: { start_day: range.startDay, end_day: range.endDay },
      metrics: {
        revenue: toReais(revenueCents),
        orders: orders.length,
        product_cost: toReais(productCostCents),
        expenses: toReais(expenseCents),
        net_profit: toReais(netProfitCents),
        margin_percent: marginPercent(revenueCents, netProfitCents),
      },
      sales_by_day: salesByDay(range, orders),
      top_products: topProducts(products),
      recent_orders: recent.map((row) => toAggregateResponse(row, { includeToken })),
    };
  }
}
