import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CASH_SALES_KEYS, type CashReceivedKey, type CashSalesKey } from '@quentinha/shared/cash/cash';
import { periodRange } from '@quentinha/shared/dates/sao-paulo';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { execute } from '../../common/database/plain-sql.js';
import { Order } from '../orders/order.entity.js';
import { CashMovement, CashSession } from './cash.entities.js';

// PostgreSQL returns SUM() as text; SQLite as a number
const num = (value: unknown) => Number(value ?? 0);

export type SalesCents = Record<CashSalesKey, number>;

export const noSales = (): SalesCents => Object.fromEntries(CASH_SALES_KEYS.map((k) => [k, 0])) as SalesCents;

export type ReceivedCents = Record<CashReceivedKey, number>;

export const nothingReceived = (): ReceivedCents => ({ packs: 0, company_payments: 0 });

export interface DayCash {
  sales: SalesCents;
  received: ReceivedCents;
}

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

  /** What that day brought in: the delivered orders by method, and the cash taken outside them. */
  async dayCash(day: string, manager: EntityManager = this.db.manager): Promise<DayCash> {
    const sales = await this.salesOfDay(day, manager);
    return { sales, received: await this.receivedOfDay(day, manager) };
  }

  /**
   * Cash taken that Sao Paulo day outside the orders, in centavos: pack purchases paid in cash
   * whose money was confirmed that day, and companies' payments made in cash (a payment entry
   * is negative: it lowers what the company owes).
   */
  async receivedOfDay(day: string, manager: EntityManager = this.db.manager): Promise<ReceivedCents> {
    const { start, end } = periodRange('custom', { start: day, end: day });
    const range = [start.getTime(), end.getTime()];
    const { rows } = await execute(
      manager,
      `SELECT
         (SELECT COALESCE(SUM("price_cents"), 0) FROM "pack_purchases"
           WHERE "payment_method" = 'cash' AND "paid_at" BETWEEN ? AND ?) AS "packs",
         (SELECT COALESCE(-SUM("amount_cents"), 0) FROM "company_entries"
           WHERE "kind" = 'payment' AND "method" = 'cash' AND "created_at" BETWEEN ? AND ?) AS "company_payments"`,
      [...range, ...range],
      { returnsRows: true },
    );
    return { packs: num(rows[0]?.packs), company_payments: num(rows[0]?.company_payments) };
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
