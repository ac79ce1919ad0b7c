import { EventEmitter } from 'node:events';
import { Injectable } from '@nestjs/common';
import type { OrderDto } from '@quentinha/shared/api/types';
import type { AvailabilityUpdatedPayload, PackPurchaseUpdatedPayload } from '@quentinha/shared/realtime/events';

/** What services announce after their transaction commits; the realtime gateway listens. */
export interface DomainEventMap {
  'order.created': { order: OrderDto; trackingToken: string };
  'order.updated': { order: OrderDto; trackingToken: string; previous?: OrderDto };
  'order.deleted': { order: OrderDto; trackingToken: string };
  /** `fromPeer`: another instance made the change (its sockets were told already, through Redis) */
  'catalog.updated': { kind: 'products' | 'dishes' | 'daily-menus' | 'neighborhoods' | 'settings'; fromPeer?: boolean };
  /** portions left, pause, hours or slot counts changed (DECISIONS 9.3): every socket hears it */
  'availability.updated': AvailabilityUpdatedPayload;
  /** a pack purchase was made or changed: admin and staff hear it */
  'pack_purchase.updated': PackPurchaseUpdatedPayload;
  /** sessions ended (disabled, deleted, new password or role, refresh reuse): sockets close */
  'user.sessions_ended': { userId: string };
}

/** In-process, typed publish/subscribe: services never import socket.io. */
@Injectable()
export class DomainEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(50);

  publish<K extends keyof DomainEventMap>(name: K, payload: DomainEventMap[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof DomainEventMap>(name: K, listener: (payload: DomainEventMap[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
