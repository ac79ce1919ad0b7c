import { Injectable } from '@nestjs/common';
import { roleRoom } from '@quentinha/shared/realtime/events';
import { RealtimeGateway } from './realtime.gateway.js';

/** Rooms of the people whose presence matters to the shop: couriers and the kitchen screens. */
const TEAM_ROOMS = [roleRoom('admin'), roleRoom('staff'), roleRoom('kitchen'), roleRoom('delivery')];

/**
 * Who is connected right now, on every instance (the Redis adapter asks the others), for the
 * dispatch choice ('connected couriers first') and the team screen.
 */
@Injectable()
export class PresenceService {
  constructor(private readonly gateway: RealtimeGateway) {}

  /** Ids of team members with at least one open socket. Storefront guests are never counted. */
  async onlineUserIds(): Promise<Set<string>> {
    const sockets = await this.gateway.server.in(TEAM_ROOMS).fetchSockets();
    return new Set(sockets.map((s) => s.data.userId).filter((id): id is string => Boolean(id)));
  }
}
