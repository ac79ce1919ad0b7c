import { Injectable } from '@nestjs/common';
import { refuseCreditOrderRemoval } from '../packs/pack-credits.js';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OrderDto, OrderListResponse, WireStatus } from '@quentinha/shared/api/types';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, findOrFail, forbidden, notFound } from '../../common/errors/domain-error.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { canSeeOrder, canSeeTrackingToken, listScopeFor } from './order-access.js';
import type { ListOrdersQueryDto } from './dto/list-orders.query.js';
import { toOrderFilters } from './order-list-query.js';
import { type OrderAggregate, toAggregateResponse } from './order.mapper.js';
import { CourierLookup } from './courier-lookup.js';
import type { UpdateStatusDto } from './dto/update-status.dto.js';
import { decideStatusChange, readStatus, type StatusChange, type StatusExtras } from './order-status.rules.js';
import { type OrderChange, OrderUpdater } from './order-updater.js';
import { OrdersRepository } from './orders.repository.js';
import { recordSale } from './sales-ledger.js';
import { refuseTabOrderRemoval } from '../companies/company-tab.js';
import { PortionsService } from '../availability/portions.service.js';
import { trackingLinkExpired } from '@quentinha/shared/orders/public-view';

const TRACKING_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
/**
 * The shared rule (trackingLinkExpired) on the day the order ended: its last change to its final
 * status (an admin's later edit does not start the count again).
 */
export function trackingExpired(found: OrderAggregate, now = new Date()): boolean {
  const ended = found.events.filter((e) => e.to_status === found.order.status).at(-1)?.at ?? found.order.updated_at;
  return trackingLinkExpired(found.order.status, ended, now);
}
/** Lines are ticked while the order is in the kitchen's columns. */
const KITCHEN_TICK_STATUSES: readonly WireStatus[] = ['confirmed', 'preparing', 'ready'];
export const ITEM_DONE_MESSAGES = {
  notInKitchen: 'Este pedido não está mais na cozinha: não é possível marcar itens.',
  doneRequired: 'Informe done como verdadeiro ou falso.',
} as const;

function statusChange(decided: StatusChange, from: WireStatus, to: WireStatus): OrderChange {
  const { patch, eventKind, reason } = decided;
  return { patch, audit: [{ kind: eventKind, from_status: from, to_status: to, reason }] };
}

/** Reading orders (each role its own slice), status changes and removal. */
@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly orders: OrdersRepository,
    private readonly updater: OrderUpdater,
    private readonly events: DomainEvents,
    private readonly couriers: CourierLookup,
    private readonly portions: PortionsService,
  ) {}

  async list(query: ListOrdersQueryDto, user: AuthUser): Promise<OrderListResponse> {
    const filters = toOrderFilters(query);
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
    return toAggregateResponse(await this.findTracked(token), { includeToken: false });
  }

  /** The order a tracking token names, while its link is alive; else 404 as for an unknown token. */
  private async findTracked(token: string): Promise<OrderAggregate> {
    const found = TRACKING_TOKEN.test(token) ? await this.orders.findWithDetailsByTrackingToken(token) : null;
    return findOrFail(found && !trackingExpired(found) ? found : null, 'Pedido');
  }

  /**
   * PUT /api/orders/:id/status (DECISIONS 9.1). A customer reaches only their own order (another
   * one answers 404, like a missing one); the dispatch's courier is read once, before the rule.
   */
  async changeStatus(id: string, dto: UpdateStatusDto, user: AuthUser): Promise<OrderDto> {
    const to = readStatus(dto.status);
    // a customer only ever cancels: any other status is the role's problem, whoever owns the order
    if (user.role === 'customer' && to !== 'cancelled') throw forbidden();
    const extras: StatusExtras = { reason: dto.reason ?? null };
    if (dto.courier_id) {
      extras.courierId = dto.courier_id;
      if (user.role !== 'delivery') extras.courier = (await this.couriers.findActive(dto.courier_id)) ?? 'unknown';
    }
    const updated = await this.updater.change(id, user, ({ order }) => {
      if (user.role === 'customer' && order.customer_user_id !== user.id) throw notFound('Pedido');
      return statusChange(decideStatusChange(user, order, to, extras), order.status, to);
    });
    return toAggregateResponse(updated, { includeToken: canSeeTrackingToken(user) });
  }

  /**
   * PATCH /api/orders/:id/items/:itemId (DECISIONS 9.2): the kitchen ticks a line as done, or
   * takes the tick back, while the order is in the kitchen. Every kitchen screen sees it through
   * the order's 'order.updated' event.
   */
  async setItemDone(id: string, itemId: string, done: boolean, user: AuthUser): Promise<OrderDto> {
    const updated = await this.updater.change(id, user, ({ order, items }) => {
      const item = findOrFail(
        items.find((i) => i.id === itemId),
        'Item do pedido',
      );
      if (!KITCHEN_TICK_STATUSES.includes(order.status)) throw conflict(ITEM_DONE_MESSAGES.notInKitchen);
      if (Boolean(item.done) === done) return null;
      return { patch: {}, audit: [], items: [{ id: item.id, patch: { done } }] };
    });
    return toAggregateResponse(updated, { includeToken: canSeeTrackingToken(user) });
  }

  /** POST /api/orders/track/:token/cancel: the guest holding the token, while not yet confirmed. */
  async cancelTracked(token: string, reason: string | null): Promise<OrderDto> {
    const { order } = await this.findTracked(token);
    const guest = { id: null, name: order.customer_name, email: '', role: 'customer' as const };
    const updated = await this.updater.change(order.id, guest, (current) =>
      statusChange(
        decideStatusChange(guest, current.order, 'cancelled', { reason }),
        current.order.status,
        'cancelled',
      ),
    );
    return toAggregateResponse(updated, { includeToken: false });
  }

  async remove(id: string): Promise<void> {
    const found = findOrFail(await this.orders.findWithDetailsById(id), 'Pedido');
    refuseTabOrderRemoval(found.order);
    await refuseCreditOrderRemoval(this.db.manager, found.order);
    // a deleted order gives its portions and slot boxes back (DECISIONS 9.3)
    const givenBack = await this.db.transaction(async (tx) => {
      const released = await this.portions.release(tx, id, found.order.consumed);
      await this.orders.remove(tx, id);
      await recordSale(tx, found.order, found.items, found.order.status, null);
      return released;
    });
    await this.portions.announce(givenBack);
    this.events.publish('order.deleted', {
      order: toAggregateResponse(found, { includeToken: false }),
      trackingToken: found.order.tracking_token,
    });
  }
}
