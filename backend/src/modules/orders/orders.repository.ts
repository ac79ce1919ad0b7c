import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { execute, insertRows, Returned, type Statement, writeTogether } from '../../common/database/plain-sql.js';
import { Order, OrderEvent, OrderItem } from './order.entity.js';
import type { OrderAggregate } from './order.mapper.js';
import type { OrderFilters } from './order-list-query.js';
import { type OrderMatch, type OrderScope, whereOrdersMatch } from './order-filters.sql.js';

export type { OrderScope } from './order-filters.sql.js';

export interface OrderPage {
  rows: OrderAggregate[];
  total: number;
}

/**
 * The next order number. The first order ever (or the first of a database seeded or restored
 * without the counter) starts after the highest number the orders hold.
 */
const NEXT_ORDER_NUMBER = `INSERT INTO counters (name, value)
  VALUES ('order_number', COALESCE((SELECT MAX(order_number) FROM orders), 0) + 1)
  ON CONFLICT (name) DO UPDATE SET value = counters.value + 1
  RETURNING value`;

const FIND_ID_BY_IDEMPOTENCY_KEY = `SELECT "id" FROM "orders" WHERE "idempotency_key" = ? LIMIT 1`;

/** extra rows findNewest reads to settle ties in created_at by order number */
const NEWEST_TIE_MARGIN = 5;

/** Order queries with names that say what they are for; the order path's are plain statements (plain-sql.ts). */
@Injectable()
export class OrdersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The order under the next sequential number, its lines and its first audit event, written with
   * the statements that go with it: `customer` (its upsert, RETURNING the id the order carries)
   * and `portions` (what it takes). The rows every order shares (the counter, the day's portions)
   * are locked last and briefly: on PostgreSQL it is all one statement (writeTogether), so they
   * are held for one round trip and the commit. Plain inserts, no save() and no query building
   * (DECISIONS.md section 8). Sets the number and the customer on the order and returns what the
   * statements returned.
   */
  async insertNumbered(
    tx: EntityManager,
    aggregate: OrderAggregate,
    alongside: { customer?: Statement; portions?: Statement } = {},
  ): Promise<Record<string, Record<string, unknown>[]>> {
    const numbered = {
      ...aggregate.order,
      order_number: new Returned('order_number', 'value'),
      customer_id: alongside.customer ? new Returned('customer', 'id') : null,
    };
    // the counter last: every order waits for it, so it is held the shortest
    const results = await writeTogether(tx, { ...alongside, order_number: { text: NEXT_ORDER_NUMBER, params: [] } }, [
      [Order, [numbered]],
      [OrderItem, aggregate.items],
      [OrderEvent, aggregate.events],
    ]);
    aggregate.order.order_number = Number(results.order_number[0].value);
    aggregate.order.customer_id = alongside.customer ? String(results.customer[0].id) : null;
    return results;
  }

  async appendEvents(tx: EntityManager, events: OrderEvent[]): Promise<void> {
    await insertRows(tx, OrderEvent, events);
  }

  /**
   * Conditional update: applies only if nobody changed the order since it was read
   * (same version). Returns false when someone else got there first.
   */
  async updateIfUnchanged(
    tx: EntityManager,
    read: Pick<Order, 'id' | 'version'>,
    patch: QueryDeepPartialEntity<Order>,
    now = new Date(),
  ): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(Order)
      .set({ ...patch, version: () => 'version + 1', updated_at: now })
      .where('id = :id AND version = :version', { id: read.id, version: read.version })
      .callListeners(false)
      .updateEntity(false)
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async updateItem(tx: EntityManager, orderId: string, itemId: string, patch: Pick<OrderItem, 'done'>): Promise<void> {
    await tx
      .createQueryBuilder()
      .update(OrderItem)
      .set(patch)
      .where('id = :itemId AND order_id = :orderId', { itemId, orderId })
      .callListeners(false)
      .updateEntity(false)
      .execute();
  }

  async remove(tx: EntityManager, id: string): Promise<void> {
    for (const entity of [OrderItem, OrderEvent]) {
      await tx.createQueryBuilder().delete().from(entity).where('order_id = :id', { id }).execute();
    }
    await tx.createQueryBuilder().delete().from(Order).where('id = :id', { id }).execute();
  }

  /**
   * The id of the order created under this Idempotency-Key, or null. Every new order asks and
   * nearly all miss: one plain statement on the unique index (no query building), held
   * connection on SQLite (common/database/plain-sql.ts).
   */
  async findIdByIdempotencyKey(key: string): Promise<string | null> {
    const lookup = this.idByIdempotencyKey(key);
    const { rows } = await execute(this.db.manager, lookup.text, lookup.params, { returnsRows: true });
    return rows.length > 0 ? String(rows[0].id) : null;
  }

  /** The same lookup as a statement, for a caller that sends it with another read (one round trip). */
  idByIdempotencyKey(key: string): Statement {
    return { text: FIND_ID_BY_IDEMPOTENCY_KEY, params: [key] };
  }

  findWithDetailsById(id: string): Promise<OrderAggregate | null> {
    return this.findOneWithDetails(this.orders().where('o.id = :id', { id }));
  }

  findWithDetailsByTrackingToken(token: string): Promise<OrderAggregate | null> {
    return this.findOneWithDetails(this.orders().where('o.tracking_token = :token', { token }));
  }

  /** A retry's first order: the cheap id lookup, and the order with its details only on a hit. */
  async findWithDetailsByIdempotencyKey(key: string): Promise<OrderAggregate | null> {
    const id = await this.findIdByIdempotencyKey(key);
    return id ? this.findWithDetailsById(id) : null;
  }

  /** One page of orders matching the filters, newest first by default, with items and history. */
  async findPage(filters: OrderFilters, scope: OrderScope): Promise<OrderPage> {
    const qb = whereOrdersMatch(this.orders(), filters, scope);
    const direction = filters.newestFirst ? 'DESC' : 'ASC';
    qb.orderBy('o.created_at', direction).addOrderBy('o.order_number', direction);
    qb.offset((filters.page - 1) * filters.limit).limit(filters.limit);
    const [orders, total] = await qb.getManyAndCount();
    return { rows: await this.withDetails(orders), total };
  }

  /** The newest orders matching, with items and history, without counting them all (the dashboard's five). */
  async findNewest(match: OrderMatch, limit: number): Promise<OrderAggregate[]> {
    // Ordered by time alone, the newest are a short walk of an index (SQLite sorts a year of rows
    // when a second key joins the ORDER BY: ~80 ms). The order number only breaks ties between
    // orders of the same millisecond, so a few more rows are read and the tie is settled here.
    const qb = whereOrdersMatch(this.orders(), match).orderBy('o.created_at', 'DESC');
    const newest = (await qb.limit(limit + NEWEST_TIE_MARGIN).getMany())
      .sort((a, b) => +b.created_at - +a.created_at || b.order_number - a.order_number)
      .slice(0, limit);
    return this.withDetails(newest);
  }

  private orders(): SelectQueryBuilder<Order> {
    return this.db.getRepository(Order).createQueryBuilder('o');
  }

  private async findOneWithDetails(qb: SelectQueryBuilder<Order>): Promise<OrderAggregate | null> {
    const order = await qb.getOne();
    return order ? (await this.withDetails([order]))[0] : null;
  }

  /** Items and audit events of many orders in two queries (no join fan-out). */
  private async withDetails(orders: Order[]): Promise<OrderAggregate[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((o) => o.id);
    const [items, events] = await Promise.all([
      this.db.getRepository(OrderItem).find({ where: { order_id: In(ids) }, order: { position: 'ASC' } }),
      this.db.getRepository(OrderEvent).find({ where: { order_id: In(ids) }, order: { at: 'ASC' } }),
    ]);
    const byOrder = new Map(
      orders.map((order) => [order.id, { order, items: [] as OrderItem[], events: [] as OrderEvent[] }]),
    );
    for (const item of items) byOrder.get(item.order_id)!.items.push(item);
    for (const event of events) byOrder.get(event.order_id)!.events.push(event);
    return [...byOrder.values()];
  }
}
