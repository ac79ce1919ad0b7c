import { Injectable, Logger } from '@nestjs/common';
import { roleRoom } from '@quentinha/shared/realtime/events';
import { RealtimeGateway } from './realtime.gateway.js';

/** Rooms of the people whose presence matters to the shop: couriers and the kitchen screens. */
const TEAM_ROOMS = [roleRoom('admin'), roleRoom('staff'), roleRoom('kitchen'), roleRoom('delivery')];

/** How long the other instances get to answer through Redis before this one answers alone. */
const CLUSTER_ANSWER_MS = 1000;

/**
 * Who is connected right now, on every instance (the Redis adapter asks the others), for the
 * dispatch choice ('connected couriers first') and the team screen.
 */
@Injectable()
export class PresenceService {
  private readonly logger = new Logger('Presence');

  constructor(private readonly gateway: RealtimeGateway) {}

  /** Ids of team members with at least one open socket. Storefront guests are never counted. */
  async onlineUserIds(): Promise<Set<string>> {
    const server = this.gateway.server;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), CLUSTER_ANSWER_MS);
    });
    // with Redis away the adapter's question waits for its reconnection: never hold the request
    // for that; this instance's own sockets are still a useful answer
    const everywhere = server
      .in(TEAM_ROOMS)
      .fetchSockets()
      .catch((error: Error) => {
        this.logger.warn(`presence across instances failed: ${error.message}`);
        return null;
      });
    const sockets = (await Promise.race([everywhere, late]).finally(() => clearTimeout(timer))) ?? (await server.local.in(TEAM_ROOMS).fetchSockets());
    return new Set(sockets.map((s) => s.data.userId).filter((id): id is string => Boolean(id)));
  }
}
