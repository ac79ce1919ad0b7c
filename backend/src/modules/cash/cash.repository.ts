import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CASH_SALES_KEYS, type CashSalesKey } from '@quentinha/shared/cash/cash';
import { periodRange } from '@quentinha/shared/dates/sao-paulo';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { Order } from '../orders/order.entity.js';
import { CashMovement, CashSession } from './cash.entities.js';

// PostgreSQL returns SUM() as text; SQLite as a number
const num = (value: unknown) => Number(value ?? 0);

export type SalesCents = Record<CashSalesKey, number>;

export const noSales = (): SalesCents => Object.fromEntries(CASH_SALES_KEYS.map((k) => [k, 0])) as SalesCents;

/** The drawer's tables and the day's delivered orders it sums. */
@Injectable()
export class CashRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  openSession(manager: EntityManager = this.db.manager): Promise<CashSession | null> {
    return manager.getRepository(CashSession).findOneBy({ open_guard: 1 });
  }

  sessionOfDay(day: string): Promise<CashSession | null> {
    return this.db.getRepository(CashSession).findOneBy({ day });
  }

  /** Closed drawers of the days [from, to], newest day first. */
  closedBetween(from: string, to: string): Promise<CashSession[]> {
    return this.db
      .getRepository(CashSession)
      .createQueryBuilder('s')
      .where('s.day BETWEEN :from AND :to', { from, to })
      .andWhere('s.closed_at IS NOT NULL')
      .orderBy('s.day', 'DESC')
      .getMany();
  }

  /** Movements of these drawers, oldest first. */
  async movementsOf(sessionIds: string[], manager: EntityManager = this.db.manager): Promise<CashMovement[]> {
    if (sessionIds.length === 0) return [];
    return manager
      .getRepository(CashMovement)
      .find({ where: { session_id: In(sessionIds) }, order: { created_at: 'ASC', id: 'ASC' } });
  }

  /**
   * Totals of the orders delivered on that Sao Paulo day (the instant each was first marked
   * delivered), per payment method, in centavos; every key present.
   */
  async salesOfDay(day: string, manager: EntityManager = this.db.manager): Promise<SalesCents> {
    const { start, end } = periodRange('custom', { start: day, end: day });
    const rows = await manager
      .getRepository(Order)
      .createQueryBuilder('o')
      .select('o.payment_method', 'method')
      .addSelect('SUM(o.total_amount_cents)', 'cents')
      .where('o.status = :delivered', { delivered: 'delivered' })
      .andWhere('o.delivered_at BETWEEN :start AND :end', { start: start.getTime(), end: end.getTime() })
      .groupBy('o.payment_method')
      .getRawMany<{ method: string; cents: unknown }>();
    const sales = noSales();
    for (const row of rows)
      if ((CASH_SALES_KEYS as readonly string[]).includes(row.method))
        sales[row.method as CashSalesKey] += num(row.cents);
    return sales;
  }

  /**
   * Takes the open drawer for the rest of the transaction: a no-op write on its row, only while it
   * is still open. On PostgreSQL the row stays locked until commit, so a movement and the closing
   * never interleave; SQLite runs one writing transaction at a time anyway. False: not open any more.
   */
  async holdOpen(manager: EntityManager, sessionId: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(CashSession)
      .set({ updated_at: () => String(Date.now()) })
      .where('id = :id AND open_guard = 1', { id: sessionId })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
