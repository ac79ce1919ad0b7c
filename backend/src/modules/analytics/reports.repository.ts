import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PeriodRange } from '@quentinha/shared/dates/sao-paulo';
import type { WireStatus } from '@quentinha/shared/api/types';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { Order, OrderEvent, OrderItem } from '../orders/order.entity.js';
import { createdWithin, IS_SALE, num, SALE_PARAMS, SAO_PAULO_HOUR, SAO_PAULO_WEEKDAY } from './sale-sql.js';

/** Quentinha lines of the sales with the same dishes, summed: few rows even for a year. */
export interface DishLineGroup {
  category: string;
  chosenDishes: string[];
  quantity: number;
}

/** How long orders took between two steps, per courier when asked. */
export interface StepTime {
  courier: string | null;
  orders: number;
  averageMs: number | null;
}

const readDishes = (text: unknown): string[] => {
  try {
    const value: unknown = typeof text === 'string' ? JSON.parse(text) : text;
    return Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
};

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

  /** Items grouped by their exact dish choice; the caller turns them into portions (shared rule). */
  async dishLines(range: PeriodRange): Promise<DishLineGroup[]> {
    const qb = this.db.getRepository(OrderItem).createQueryBuilder('i').innerJoin('i.order', 'o');
    const rows = await createdWithin(qb, range)
      .andWhere(IS_SALE)
      .setParameters(SALE_PARAMS)
      .select('i.category', 'category')
      .addSelect('i.chosen_dishes', 'dishes')
      .addSelect('SUM(i.quantity)', 'quantity')
      .groupBy('i.category')
      .addGroupBy('i.chosen_dishes')
      .getRawMany<{ category: string; dishes: unknown; quantity: unknown }>();
    return rows.map((r) => ({ category: r.category, chosenDishes: readDishes(r.dishes), quantity: num(r.quantity) }));
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
   * Time from the first event reaching `from` to the first reaching `to`, over the sales that went
   * through both; per courier (the name recorded on the order) when `perCourier`.
   */
  async stepTimes(range: PeriodRange, from: WireStatus, to: WireStatus, perCourier: boolean): Promise<StepTime[]> {
    const steps = this.sales(range)
      .innerJoin(OrderEvent, 'e', 'e.order_id = o.id AND e.to_status IN (:from, :to)', { from, to })
      .select('o.id', 'id')
      .addSelect('o.delivery_user_name', 'courier')
      .addSelect(`MIN(CASE WHEN e.to_status = :from THEN e.at END)`, 'from_at')
      .addSelect(`MIN(CASE WHEN e.to_status = :to THEN e.at END)`, 'to_at')
      .groupBy('o.id')
      .addGroupBy('o.delivery_user_name');
    const [sql, params] = steps.getQueryAndParameters();
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT ${perCourier ? 's.courier' : 'NULL'} AS courier, COUNT(*) AS orders, AVG(s.to_at - s.from_at) AS average_ms
       FROM (${sql}) s WHERE s.from_at IS NOT NULL AND s.to_at >= s.from_at ${perCourier ? 'GROUP BY s.courier' : ''}`,
      params,
    );
    return rows.map((r) => ({
      courier: (r.courier as string | null) ?? null,
      orders: num(r.orders),
      averageMs: r.average_ms == null ? null : num(r.average_ms),
    }));
  }

  private sales(range: PeriodRange): SelectQueryBuilder<Order> {
    const qb = this.db.getRepository(Order).createQueryBuilder('o');
    return createdWithin(qb, range).andWhere(IS_SALE).setParameters(SALE_PARAMS);
  }
}
