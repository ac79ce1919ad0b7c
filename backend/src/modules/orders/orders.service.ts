import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OrderDto, OrderListResponse } from '@quentinha/shared/api/types';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { findOrFail, notFound } from '../../common/errors/domain-error.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { canSeeOrder, canSeeTrackingToken, listScopeFor } from './order-access.js';
import { type OrderListQuery, parseOrderListQuery } from './order-list-query.js';
import { toAggregateResponse } from './order.mapper.js';
import { decideStatusChange, readStatus } from './order-status.rules.js';
import { OrderUpdater } from './order-updater.js';
import { OrdersRepository } from './orders.repository.js';

const TRACKING_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** Reading orders (each role its own slice), status changes and removal. */
@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly orders: OrdersRepository,
    private readonly updater: OrderUpdater,
    private readonly events: DomainEvents,
  ) {}

  async list(query: OrderListQuery, user: AuthUser): Promise<OrderListResponse> {
    const filters = parseOrderListQuery(query);
    // Meus Pedidos: whatever the role, only what this person ordered as a customer
    const scope = filters.mine ? { customerUserId: user.id } : listScopeFor(user);
    const { rows, total } = await this.orders.findPage(filters, scope);
    const includeToken = canSeeTrackingToken(user);
    return {
      data: rows.map((row) => toAggregateResponse(row, { includeToken })),
      pagination: { page: filters.page, limit: filters.limit, total, pages: Math.ceil(total / filters.limit) },
    };
  }

  /** Another customer's order answers 404 like a missing one: no existence leak. */
  async get(id: string, user: AuthUser): Promise<OrderDto> {
    const found = await this.orders.findWithDetailsById(id);
    if (!found || !canSeeOrder(user, found.order)) throw notFound('Pedido');
    return toAggregateResponse(found, { includeToken: canSeeTrackingToken(user) });
  }

  /** Guests follow their order with the token they got at creation. */
  async track(token: string): Promise<OrderDto> {
    const found = TRACKING_TOKEN.test(token) ? await this.orders.findWithDetailsByTrackingToken(token) : null;
    return toAggregateResponse(findOrFail(found, 'Pedido'), { includeToken: false });
  }

  async changeStatus(id: string, rawStatus: string, user: AuthUser): Promise<OrderDto> {
    const to = readStatus(rawStatus);
    const updated = await this.updater.change(id, user, ({ order }) => {
      const { patch, eventKind } = decideStatusChange(user, order, to);
      return { patch, audit: [{ kind: eventKind, from_status: order.status, to_status: to }] };
    });
    return toAggregateResponse(updated, { includeToken: canSeeTrackingToken(user) });
  }

  async remove(id: string): Promise<void> {
    const found = findOrFail(await this.orders.findWithDetailsById(id), 'Pedido');
    await this.db.transaction((tx) => this.orders.remove(tx, id));
    this.events.publish('order.deleted', {
      order: toAggregateResponse(found, { includeToken: false }),
      trackingToken: found.order.tracking_token,
    });
  }
}
