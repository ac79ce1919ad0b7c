import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  AVAILABILITY_UPDATED,
  CATALOG_UPDATED,
  ORDER_CREATED,
  ORDER_DELETED,
  ORDER_UPDATED,
  orderRoom,
  PACK_PURCHASE_UPDATED,
  roleRoom,
} from '@quentinha/shared/realtime/events';
import type { OrderDto } from '@quentinha/shared/api/types';
import { toPublicOrder, toTrackingOrder, withoutCosts } from '@quentinha/shared/orders/public-view';
import { DomainEvents, type DomainEventMap } from '../../common/events/domain-events.js';
import { audienceForOrder, withoutTrackingToken, withTrackingToken } from './order-audience.js';
import { RealtimeGateway } from './realtime.gateway.js';

/**
 * Domain events (published by services after commit) to Socket.IO rooms. The only place that
 * turns an order change into emits; services never see socket.io.
 */
@Injectable()
export class OrderEventForwarder implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Realtime');
  private readonly stops: Array<() => void> = [];

  constructor(
    private readonly events: DomainEvents,
    private readonly gateway: RealtimeGateway,
  ) {}

  onModuleInit(): void {
    this.stops.push(
      this.events.on('order.created', (e) => this.guard(() => this.forwardOrder(ORDER_CREATED, e))),
      this.events.on('order.updated', (e) => this.guard(() => this.forwardOrder(ORDER_UPDATED, e))),
      this.events.on('order.deleted', (e) => this.guard(() => this.forwardDeleted(e))),
      this.events.on('availability.updated', (payload) =>
        this.guard(() => this.gateway.server.emit(AVAILABILITY_UPDATED, payload)),
      ),
      // the people who confirm a pack's money: the owner and the staff
      this.events.on('pack_purchase.updated', (payload) =>
        this.guard(() => this.gateway.server.to([roleRoom('admin'), roleRoom('staff')]).emit(PACK_PURCHASE_UPDATED, payload)),
      ),
      this.events.on('catalog.updated', ({ kind, fromPeer }) =>
        this.guard(() => {
          // a peer's change reached every socket through the adapter when the peer emitted it
          if (fromPeer) return;
          this.gateway.server.emit(CATALOG_UPDATED, { kind });
          this.gateway.tellPeers({ kind });
        }),
      ),
    );
  }

  onModuleDestroy(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  /**
   * Each socket gets one copy: admin and staff rooms with the token, the kitchen's and the
   * couriers' without it, the customer's and the tracking page's in the public shape (DECISIONS
   * 9.6: no costs, no staff emails or ids). A back-office member who is also the customer gets
   * the back-office copy only.
   */
  private forwardOrder(
    name: typeof ORDER_CREATED | typeof ORDER_UPDATED,
    { order, trackingToken, previous }: DomainEventMap['order.updated'],
  ): void {
    const { withToken, withoutToken, publicRooms } = audienceForOrder(trackingToken, order, previous);
    const backOffice = withoutToken.filter((room) => !publicRooms.includes(room));
    const server = this.gateway.server;
    if (withToken.length > 0) server.to(withToken).emit(name, withTrackingToken(order, trackingToken));
    // the kitchen's and the couriers' rooms: no token, no costs (DECISIONS 10.8)
    if (backOffice.length > 0) server.to(backOffice).except(withToken).emit(name, withoutCosts(withoutTrackingToken(order)));
    const trackingRoom = orderRoom(trackingToken);
    const customerRooms = publicRooms.filter((room) => room !== trackingRoom);
    const heard = [...withToken, ...backOffice];
    if (customerRooms.length > 0) {
      server.to(customerRooms).except(heard).emit(name, toPublicOrder(withoutTrackingToken(order)) as OrderDto);
    }
    // the tracking page's copy, as GET /api/orders/track answers it: number masked, no account id
    if (publicRooms.includes(trackingRoom)) {
      server
        .to(trackingRoom)
        .except([...heard, ...customerRooms])
        .emit(name, toTrackingOrder(withoutTrackingToken(order)) as OrderDto);
    }
  }

  private forwardDeleted({ order, trackingToken }: DomainEventMap['order.deleted']): void {
    const { withToken, withoutToken } = audienceForOrder(trackingToken, order, null);
    this.gateway.server.to([...withToken, ...withoutToken]).emit(ORDER_DELETED, { id: order.id });
  }

  /** The publisher has already committed: a failed emit is logged, never thrown back at it. */
  private guard(emit: () => void): void {
    try {
      if (this.gateway.server) emit();
    } catch (error) {
      this.logger.error(`realtime emit failed: ${(error as Error).message}`);
    }
  }
}
