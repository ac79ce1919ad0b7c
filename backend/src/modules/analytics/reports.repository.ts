import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PeriodRange } from '@quentinha/shared/dates/sao-paulo';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { Order } from '../orders/order.entity.js';
import { DailyDishSales } from '../orders/daily-sales.entities.js';
import { createdWithin, IS_SALE, ledgerDays, num, SALE_PARAMS, SAO_PAULO_HOUR, SAO_PAULO_WEEKDAY } from './sale-sql.js';

/** The step times an order keeps (order.entity.ts). */
export type StepColumn = 'confirmed_at' | 'ready_at' | 'delivering_at' | 'delivered_at';

/** How long orders took between two steps, per courier when asked. */
export interface StepTime {
  courier: string | null;
  orders: number;
  averageMs: number | null;
}

/** The 'Relatórios' figures, each one aggregate query over the sales of a range. */
@Injectable()
export class ReportsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async salesTotal(range: PeriodRange): Promise<{ orders: number; cents: number }> {
    const row = await this.sales(range)
      .select('COUNT(*)', 'orders')
      .addSelect('COALESCE(SUM(o.total_amount_cents), 0)', 'cents')
      .getRawOne<Record<string, unknown>>();
    return { orders: num(row?.orders), cents: num(row?.cents) };
  }

  /** Portions per dish the range's sales took, from the daily sales ledger (sales-ledger.ts). */
  async dishesSold(range: PeriodRange): Promise<{ dish: string; portions: number }[]> {
    const rows = await ledgerDays(this.db.getRepository(DailyDishSales).createQueryBuilder('d'), range)
      .select('d.dish', 'dish')
      .addSelect('SUM(d.portions)', 'portions')
      .groupBy('d.dish')
      .getRawMany<{ dish: string; portions: unknown }>();
    return rows.map((r) => ({ dish: r.dish, portions: num(r.portions) })).filter((r) => r.portions > 0);
  }

  /** Sales per Sao Paulo weekday and hour. */
  async byWeekdayAndHour(range: PeriodRange): Promise<{ weekday: number; hour: number; orders: number }[]> {
    const rows = await this.sales(range)
      .select(SAO_PAULO_WEEKDAY, 'weekday')
      .addSelect(SAO_PAULO_HOUR, 'hour')
      .addSelect('COUNT(*)', 'orders')
      .groupBy(SAO_PAULO_WEEKDAY)
      .addGroupBy(SAO_PAULO_HOUR)
      .getRawMany<Record<string, unknown>>();
    return rows.map((r) => ({ weekday: num(r.weekday), hour: num(r.hour), orders: num(r.orders) }));
  }

  /**
   * Customers of the range by WhatsApp number; returning = bought more than once in the range, or
   * had bought before it (an index lookup per number on ix_orders_whatsapp).
   */
  async customers(range: PeriodRange): Promise<{ total: number; returning: number }> {
    const perCustomer = this.sales(range)
      .select('o.whatsapp', 'whatsapp')
      .addSelect('COUNT(*)', 'n')
      .groupBy('o.whatsapp');
    // the outer query is plain SQL around the builder's: its constants are written in, not bound
    const [sql, params] = perCustomer.getQueryAndParameters();
    const sale = SALE_PARAMS.saleStatuses.map((s) => `'${s}'`).join(', ');
    const earlier = `EXISTS (SELECT 1 FROM orders p WHERE p.whatsapp = c.whatsapp
      AND p.created_at < ${Math.trunc(range.start.getTime())} AND p.status IN (${sale}))`;
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT COUNT(*) AS total, SUM(CASE WHEN c.n > 1 OR ${earlier} THEN 1 ELSE 0 END) AS coming_back FROM (${sql}) c`,
      params,
    );
    return { total: num(rows[0]?.total), returning: num(rows[0]?.coming_back) };
  }

  /**
   * Time from one step to the next over the sales that went through both (the step times each
   * order keeps, see OrderUpdater); per courier (the name recorded on the order) when `perCourier`.
   */
  async stepTimes(range: PeriodRange, from: StepColumn, to: StepColumn, perCourier: boolean): Promise<StepTime[]> {
    const qb = this.sales(range)
      .andWhere(`o.${from} IS NOT NULL AND o.${to} >= o.${from}`)
      .select('COUNT(*)', 'orders')
      .addSelect(`AVG(o.${to} - o.${from})`, 'average_ms');
    if (perCourier) qb.addSelect('o.delivery_user_name', 'courier').groupBy('o.delivery_user_name');
    const rows = await qb.getRawMany<Record<string, unknown>>();
    return rows.map((r) => ({
      courier: (r.courier as string | null | undefined) ?? null,
      orders: num(r.orders),
      averageMs: r.average_ms == null ? null : num(r.average_ms),
    }));
  }

  private sales(range: PeriodRange): SelectQueryBuilder<Order> {
    const qb = this.db.getRepository(Order).createQueryBuilder('o');
    return createdWithin(qb, range).andWhere(IS_SALE).setParameters(SALE_PARAMS);
  }
}
