import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MarketingStatus } from '@quentinha/shared/customers/types';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { execute, inList } from '../../common/database/plain-sql.js';
import { Order, OrderEvent, OrderItem } from '../orders/order.entity.js';
import type { OrderAggregate } from '../orders/order.mapper.js';

/** A customer row as 'Clientes' reads it (amounts in centavos, instants in ms). */
export interface CustomerRow {
  id: string;
  name: string;
  whatsapp: string;
  marketing: MarketingStatus;
  first_order_at: number | null;
  last_order_at: number | null;
  created_at: number;
  optout_token: string;
  orders_count: number;
  total_spent_cents: number;
}

export interface CustomerFilters {
  search?: string;
  /** last order before this instant (ms) */
  lastOrderBefore?: number;
  marketing?: MarketingStatus;
}

const COLUMNS = `"id", "name", "whatsapp", "marketing", "first_order_at", "last_order_at", "created_at", "optout_token"`;
const num = (v: unknown) => (v == null ? null : Number(v));

/** `%`, `_` and the escape itself typed into the search are letters, not wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The customers' queries. The list reads one page of customers by the last-order index, then the
 * page's counts and sums from the orders by `ix_orders_customer_id` (a few rows per customer):
 * nothing is maintained on the side that a status change could leave stale.
 */
@Injectable()
export class CustomersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  get manager(): EntityManager {
    return this.db.manager;
  }

  private where(filters: CustomerFilters): { sql: string; params: unknown[] } {
    const parts = ['"anonymized_at" IS NULL'];
    const params: unknown[] = [];
    if (filters.search) {
      const text = `%${likeEscaped(filters.search.toLowerCase())}%`;
      const digits = filters.search.replace(/\D/g, '');
      // a number as typed ('(11) 9123' is '119123') looks in the numbers; any other text in the names
      if (digits.length > 0 && /^[\d\s()+.-]+$/.test(filters.search)) {
        parts.push(`"whatsapp" LIKE ?`);
        params.push(`%${digits}%`);
      } else {
        parts.push(`LOWER("name") LIKE ? ESCAPE '\\'`);
        params.push(text);
      }
    }
    if (filters.lastOrderBefore != null) {
      parts.push('"last_order_at" < ?');
      params.push(filters.lastOrderBefore);
    }
    if (filters.marketing) {
      parts.push('"marketing" = ?');
      params.push(filters.marketing);
    }
    return { sql: parts.join(' AND '), params };
  }

  async page(filters: CustomerFilters, page: number, limit: number): Promise<{ rows: CustomerRow[]; total: number }> {
    const where = this.where(filters);
    const [{ rows }, counted] = await Promise.all([
      execute(
        this.db.manager,
        `SELECT ${COLUMNS} FROM "customers" WHERE ${where.sql} ORDER BY "last_order_at" DESC, "id" LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        where.params,
        { returnsRows: true },
      ),
      execute(this.db.manager, `SELECT COUNT(*) AS "n" FROM "customers" WHERE ${where.sql}`, where.params, { returnsRows: true }),
    ]);
    return { rows: await this.withFigures(rows), total: Number(counted.rows[0]?.n ?? 0) };
  }

  /** Every customer matching (the CSV), newest last order first; the figures in one pass over the orders. */
  async all(filters: CustomerFilters): Promise<CustomerRow[]> {
    const where = this.where(filters);
    const [{ rows }, figures] = await Promise.all([
      execute(this.db.manager, `SELECT ${COLUMNS} FROM "customers" WHERE ${where.sql} ORDER BY "last_order_at" DESC, "id"`, where.params, {
        returnsRows: true,
      }),
      execute(this.db.manager, `${FIGURES} WHERE "customer_id" IS NOT NULL GROUP BY "customer_id"`, [], { returnsRows: true }),
    ]);
    return toRows(rows, figureMap(figures.rows));
  }

  /** A customer kept (not anonymised), or null. */
  async findKept(id: string, manager: EntityManager = this.db.manager): Promise<CustomerRow | null> {
    const { rows } = await execute(manager, `SELECT ${COLUMNS} FROM "customers" WHERE "id" = ? AND "anonymized_at" IS NULL`, [id], {
      returnsRows: true,
    });
    return rows.length ? (await this.withFigures(rows, manager))[0]! : null;
  }

  async findByOptOutToken(token: string, manager: EntityManager = this.db.manager): Promise<{ id: string; anonymized: boolean } | null> {
    const { rows } = await execute(manager, `SELECT "id", "anonymized_at" FROM "customers" WHERE "optout_token" = ?`, [token], {
      returnsRows: true,
    });
    return rows.length ? { id: String(rows[0]!.id), anonymized: rows[0]!.anonymized_at != null } : null;
  }

  /** Orders not cancelled and money from delivered orders, for the given customers (in batches of 500). */
  private async withFigures(raw: Record<string, unknown>[], manager: EntityManager = this.db.manager): Promise<CustomerRow[]> {
    const figures = new Map<string, { count: number; spent: number }>();
    for (let start = 0; start < raw.length; start += 500) {
      const ids = raw.slice(start, start + 500).map((r) => String(r.id));
      const { rows } = await execute(manager, `${FIGURES} WHERE "customer_id" IN (${inList(ids.length)}) GROUP BY "customer_id"`, ids, {
        returnsRows: true,
      });
      for (const [id, f] of figureMap(rows)) figures.set(id, f);
    }
    return toRows(raw, figures);
  }

  /** A customer's orders, newest first, with their lines and history (`limit` null: all of them). */
  async ordersOf(customerId: string, limit: number | null): Promise<OrderAggregate[]> {
    const orders = await this.db.getRepository(Order).find({
      where: { customer_id: customerId },
      order: { created_at: 'DESC', order_number: 'DESC' },
      ...(limit ? { take: limit } : {}),
    });
    if (orders.length === 0) return [];
    const ids = orders.map((o) => o.id);
    const items: OrderItem[] = [];
    const events: OrderEvent[] = [];
    for (let start = 0; start < ids.length; start += 500) {
      const batch = ids.slice(start, start + 500);
      const [i, e] = await Promise.all([
        this.db.getRepository(OrderItem).find({ where: { order_id: In(batch) }, order: { position: 'ASC' } }),
        this.db.getRepository(OrderEvent).find({ where: { order_id: In(batch) }, order: { at: 'ASC' } }),
      ]);
      items.push(...i);
      events.push(...e);
    }
    const byOrder = new Map(orders.map((order) => [order.id, { order, items: [] as OrderItem[], events: [] as OrderEvent[] }]));
    for (const item of items) byOrder.get(item.order_id)?.items.push(item);
    for (const event of events) byOrder.get(event.order_id)?.events.push(event);
    return [...byOrder.values()];
  }

  async consentsOf(customerId: string): Promise<Record<string, unknown>[]> {
    const { rows } = await execute(
      this.db.manager,
      `SELECT "event", "channel", "text_version", "order_id", "note", "at" FROM "customer_consents" WHERE "customer_id" = ? ORDER BY "at" DESC, "id"`,
      [customerId],
      { returnsRows: true },
    );
    return rows;
  }

  /** The opted-in customers kept, for the daily-menu list (name order). */
  async optedIn(): Promise<{ id: string; name: string; whatsapp: string; optout_token: string }[]> {
    const { rows } = await execute(
      this.db.manager,
      `SELECT "id", "name", "whatsapp", "optout_token" FROM "customers" WHERE "marketing" = 'opted_in' AND "anonymized_at" IS NULL AND "whatsapp" IS NOT NULL ORDER BY "name", "id"`,
      [],
      { returnsRows: true },
    );
    return rows.map((r) => ({ id: String(r.id), name: String(r.name), whatsapp: String(r.whatsapp), optout_token: String(r.optout_token) }));
  }
}

/** Orders not cancelled and money from delivered orders, per customer (ix_orders_customer_id covers it). */
const FIGURES = `SELECT "customer_id", SUM(CASE WHEN "status" <> 'cancelled' THEN 1 ELSE 0 END) AS "n",
  SUM(CASE WHEN "status" = 'delivered' THEN "total_amount_cents" ELSE 0 END) AS "spent" FROM "orders"`;

function figureMap(rows: Record<string, unknown>[]): Map<string, { count: number; spent: number }> {
  return new Map(rows.map((r) => [String(r.customer_id), { count: Number(r.n ?? 0), spent: Number(r.spent ?? 0) }]));
}

function toRows(raw: Record<string, unknown>[], figures: ReadonlyMap<string, { count: number; spent: number }>): CustomerRow[] {
  return raw.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    whatsapp: String(r.whatsapp ?? ''),
    marketing: String(r.marketing) as MarketingStatus,
    first_order_at: num(r.first_order_at),
    last_order_at: num(r.last_order_at),
    created_at: Number(r.created_at),
    optout_token: String(r.optout_token),
    orders_count: figures.get(String(r.id))?.count ?? 0,
    total_spent_cents: figures.get(String(r.id))?.spent ?? 0,
  }));
}
