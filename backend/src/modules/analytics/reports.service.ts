import { Injectable } from '@nestjs/common';
import type { ReportsDto } from '@quentinha/shared/api/types';
import { toReais } from '@quentinha/shared/money/money';
import { type DashboardQuery, parseDashboardQuery } from './dashboard-query.js';
import { ReportsRepository } from './reports.repository.js';

const MINUTE_MS = 60_000;
const minutes = (ms: number | null) => (ms === null ? null : Math.round((ms / MINUTE_MS) * 10) / 10);

/** 'Relatórios': what sells, when, to whom, and how long the kitchen and couriers take. */
@Injectable()
export class ReportsService {
  constructor(private readonly reports: ReportsRepository) {}

  async reportsFor(query: DashboardQuery): Promise<ReportsDto> {
    const range = parseDashboardQuery(query);
    const [total, dishes, hours, customers, [kitchen], couriers] = await Promise.all([
      this.reports.salesTotal(range),
      this.reports.dishesSold(range),
      this.reports.byWeekdayAndHour(range),
      this.reports.customers(range),
      this.reports.stepTimes(range, 'confirmed_at', 'ready_at', false),
      this.reports.stepTimes(range, 'delivering_at', 'delivered_at', true),
    ]);
    return {
      range: { start_day: range.startDay, end_day: range.endDay },
      orders: total.orders,
      // the average of centavos, rounded to the centavo
      average_ticket: total.orders ? toReais(Math.round(total.cents / total.orders)) : 0,
      // portions by the production panel's rule (shared dishPortions), summed by the ledger
      dishes: dishes.sort((a, b) => b.portions - a.portions || a.dish.localeCompare(b.dish, 'pt-BR')),
      by_hour: hours.sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
      customers: { total: customers.total, returning: customers.returning, new: customers.total - customers.returning },
      kitchen: { orders: kitchen?.orders ?? 0, average_minutes: minutes(kitchen?.averageMs ?? null) },
      couriers: couriers
        .filter((c) => c.courier)
        .map((c) => ({ courier: c.courier!, deliveries: c.orders, average_minutes: minutes(c.averageMs) }))
        .sort((a, b) => b.deliveries - a.deliveries || a.courier.localeCompare(b.courier, 'pt-BR')),
    };
  }
}
