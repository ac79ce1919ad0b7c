import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CourierCashReceipt } from '../cash/cash.entities.js';
import { Order, OrderEvent } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';

const num = (value: unknown) => Number(value ?? 0);

/** The reads behind the dispatch choice and the courier's shift. */
@Injectable()
export class CouriersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  activeCouriers(): Promise<User[]> {
    return this.db.getRepository(User).find({ where: { role: 'delivery', active: true } });
  }

  /** Every courier account, active or not (the per-courier cash view names past ones too). */
  allCouriers(): Promise<User[]> {
    return this.db.getRepository(User).find({ where: { role: 'delivery' } });
  }

  /** Hand-overs of that Sao Paulo day (of one courier, or of all), oldest first. */
  receiptsOn(
    day: string,
    courierId: string | null,
    manager: EntityManager = this.db.manager,
  ): Promise<CourierCashReceipt[]> {
    return manager.getRepository(CourierCashReceipt).find({
      where: courierId ? { day, courier_id: courierId } : { day },
      order: { created_at: 'ASC', id: 'ASC' },
    });
  }

  /**
   * Runs `work` as the only hand-over of this courier in flight: on PostgreSQL his user row is
   * locked for the transaction (SQLite runs one writing transaction at a time anyway), so two
   * concurrent hand-overs never take more than he owes.
   */
  withCourierHeld<T>(courierId: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(async (manager) => {
      if (this.db.options.type === 'postgres')
        await manager
          .getRepository(User)
          .createQueryBuilder('u')
          .setLock('pessimistic_write')
          .where('u.id = :id', { id: courierId })
          .getOne();
      return work(manager);
    });
  }

  /** Any courier, active or not: a past shift stays readable after the account is switched off. */
  findCourier(id: string): Promise<User | null> {
    return this.db.getRepository(User).findOneBy({ id, role: 'delivery' });
  }

  /** courier id -> orders on the road with them now */
  async activeOrderCounts(courierIds: string[]): Promise<Map<string, number>> {
    if (courierIds.length === 0) return new Map();
    const rows = await this.db
      .getRepository(Order)
      .createQueryBuilder('o')
      .select('o.delivery_user_id', 'courier')
      .addSelect('COUNT(*)', 'n')
      .where('o.status = :status', { status: 'delivering' })
      .andWhere('o.delivery_user_id IN (:...ids)', { ids: courierIds })
      .groupBy('o.delivery_user_id')
      .getRawMany<{ courier: string; n: unknown }>();
    return new Map(rows.map((r) => [r.courier, num(r.n)]));
  }

  /**
   * Orders this courier (null: any courier) delivered whose hand-over (their latest 'delivered' status event) falls
   * inside [start, end]. Orders reopened by the admin and delivered again count on the last day.
   */
  async deliveredBetween(
    courierId: string | null,
    start: Date,
    end: Date,
  ): Promise<{ order: Order; deliveredAt: Date }[]> {
    const query = this.db
      .getRepository(OrderEvent)
      .createQueryBuilder('e')
      .innerJoin(Order, 'o', 'o.id = e.order_id')
      .select('e.order_id', 'order_id')
      .addSelect('MAX(e.at)', 'at')
      .where('e.to_status = :delivered', { delivered: 'delivered' })
      .andWhere('o.status = :delivered', { delivered: 'delivered' })
      .andWhere('e.at >= :start', { start: start.getTime() });
    // null: every courier's deliveries (the owner's per-courier view)
    if (courierId) query.andWhere('o.delivery_user_id = :courierId', { courierId });
    else query.andWhere('o.delivery_user_id IS NOT NULL');
    const events = await query.groupBy('e.order_id').getRawMany<{ order_id: string; at: unknown }>();
    const inDay = events.map((e) => ({ id: e.order_id, at: num(e.at) })).filter((e) => e.at <= end.getTime());
    if (inDay.length === 0) return [];
    const orders = await this.db
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.id IN (:...ids)', { ids: inDay.map((e) => e.id) })
      .getMany();
    const byId = new Map(orders.map((o) => [o.id, o]));
    return inDay
      .filter((e) => byId.has(e.id))
      .map((e) => ({ order: byId.get(e.id)!, deliveredAt: new Date(e.at) }))
      .sort((a, b) => a.deliveredAt.getTime() - b.deliveredAt.getTime() || a.order.order_number - b.order.order_number);
  }
}
