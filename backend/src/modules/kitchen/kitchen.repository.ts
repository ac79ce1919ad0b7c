import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PRODUCTION_STATUSES, type ProductionOrder } from '@quentinha/shared/orders/production';
import type { DataSource } from 'typeorm';
import { Order, OrderItem } from '../orders/order.entity.js';

/** The reads behind the kitchen's 'Produção' panel. */
@Injectable()
export class KitchenRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The day's orders still to produce, with just the item fields the production rule reads. */
  async ordersToProduce(day: string): Promise<ProductionOrder[]> {
    const orders = await this.db
      .getRepository(Order)
      .createQueryBuilder('o')
      .select(['o.id', 'o.status'])
      .where('o.order_date = :day', { day })
      .andWhere('o.status IN (:...statuses)', { statuses: [...PRODUCTION_STATUSES] })
      .getMany();
    if (orders.length === 0) return [];
    const items = await this.db
      .getRepository(OrderItem)
      .createQueryBuilder('i')
      .select(['i.order_id', 'i.product_id', 'i.product_name', 'i.category', 'i.size', 'i.quantity', 'i.chosen_dishes'])
      .where('i.order_id IN (:...ids)', { ids: orders.map((o) => o.id) })
      .getMany();
    const byOrder = new Map(orders.map((o) => [o.id, { status: o.status, items: [] as OrderItem[] }]));
    for (const item of items) byOrder.get(item.order_id)?.items.push(item);
    return [...byOrder.values()];
  }
}
