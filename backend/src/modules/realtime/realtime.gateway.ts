import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { userRoom } from '@quentinha/shared/realtime/events';
import { createAdapter } from '@socket.io/redis-adapter';
import { DomainEvents, type DomainEventMap } from '../../common/events/domain-events.js';
import { FOREIGN_ORIGIN_MESSAGE, originAllowed } from '../../common/http/origin-check.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { onRedisReconnected, SHARED_REDIS, type SharedRedis } from '../../infrastructure/redis/shared-redis.js';
import { RESYNC, type RealtimeServer, type RealtimeSocket } from './realtime.types.js';
import { ANONYMOUS, SocketIdentityService } from './socket-identity.service.js';

/** Safety net for ended sessions when no event says so (e.g. a change made straight in the database). */
export const SESSION_CHECK_MS = 30_000;


/**
 * Socket.IO on the API's own port (/socket.io). Server to client only: rooms are joined here,
 * from the handshake, before the client is told it is connected.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  @WebSocketServer() server: RealtimeServer;
  private readonly logger = new Logger('Realtime');
  private sessionCheck: NodeJS.Timeout | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly identity: SocketIdentityService,
    private readonly events: DomainEvents,
    @Inject(SHARED_REDIS) private readonly redis: SharedRedis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  afterInit(server: RealtimeServer): void {
    // a page of another site opening a socket with our cookie (cross-site WebSocket hijacking)
    server.engine.opts.allowRequest = (request, answer) =>
      answer(
        FOREIGN_ORIGIN_MESSAGE,
        originAllowed(request.headers.origin, request.headers.host, this.config.allowedOrigins),
      );
    // Redis pub/sub carries every broadcast to all instances; each one delivers to its own sockets
    if (this.redis) server.adapter(createAdapter(this.redis.pub, this.redis.sub, { key: this.redis.channel }));
    server.use((socket, next) => {
      void this.authenticate(socket).then((settled) => {
        if (settled) next();
        // the connection closed under the handshake: to the client a dropped transport, which
        // socket.io-client retries by itself with its backoff (a middleware error would not be
        // retried), until the database answers again and the rooms can be decided
        else socket.conn.close();
      });
    });
    this.sessionCheck = setInterval(() => void this.endStaleSessions(), SESSION_CHECK_MS);
    this.sessionCheck.unref();
    const stopSessions = this.events.on('user.sessions_ended', ({ userId }) =>
      this.server.in(userRoom(userId)).disconnectSockets(true),
    );
    // events published by the other instances while Redis was away never reached this one's
    // sockets: every board here refetches, or it would show 'Ao vivo' over a stale list
    const stopRedis = this.redis
      ? onRedisReconnected(this.redis, () => {
          this.resyncLocalSockets('Redis voltou');
          // a catalogue change made elsewhere meanwhile did not reach this instance's menu either
          this.events.publish('catalog.updated', { kind: 'products', fromPeer: true });
        })
      : null;
    if (this.redis)
      server.on('peer:catalog.updated', ({ kind }) => this.events.publish('catalog.updated', { kind, fromPeer: true }));
    this.stopListening = () => {
      stopSessions();
      stopRedis?.();
    };
  }

  /** Tells the other instances (if any) what changed here; see PeerEvents. */
  tellPeers(payload: DomainEventMap['catalog.updated']): void {
    if (this.redis) this.server.serverSideEmit('peer:catalog.updated', payload);
  }

  /** Tells this instance's sockets to refetch what they show. */
  resyncLocalSockets(why: string): void {
    const count = this.server.sockets.sockets.size;
    this.logger.log(`${why}: pedindo ressincronização a ${count} sockets`);
    this.server.local.emit(RESYNC, { at: new Date().toISOString() });
  }

  /** Rooms are already joined (middleware), so anything refetched after this is covered by events. */
  handleConnection(socket: RealtimeSocket): void {
    socket.emit(RESYNC, { at: new Date().toISOString() });
  }

  /**
   * Disconnects this instance's sockets whose user was disabled, deleted or had its sessions
   * ended since the handshake, or whose access token has expired. Returns how many were ended.
   */
  async endStaleSessions(): Promise<number> {
    const signedIn = [...this.server.sockets.sockets.values()].filter((s) => s.data.userId);
    if (signedIn.length === 0) return 0;
    try {
      const live = await this.identity.liveSessions(signedIn.map((s) => s.data.userId!));
      const now = Date.now();
      // an expired access token ends the socket too: the client renews the session and reconnects
      const stale = signedIn.filter(
        (s) => live.get(s.data.userId!) !== s.data.tokenVersion || (s.data.expiresAt !== null && s.data.expiresAt <= now),
      );
      for (const socket of stale) socket.disconnect(true);
      return stale.length;
    } catch (error) {
      this.logger.warn(`session check failed: ${(error as Error).message}`);
      return 0;
    }
  }

  onModuleDestroy(): void {
    if (this.sessionCheck) clearInterval(this.sessionCheck);
    this.stopListening?.();
  }

  /**
   * A bad or missing session leaves an anonymous socket (catalogue news only). A check that could
   * not be made (the database away: DECISIONS 10.8) refuses the socket instead, returning false:
   * connected without its rooms, a board would show 'Ao vivo' and hear nothing.
   */
  private async authenticate(socket: RealtimeSocket): Promise<boolean> {
    try {
      socket.data = await this.identity.identify(socket.handshake);
      if (socket.data.rooms.length > 0) await socket.join(socket.data.rooms);
      return true;
    } catch (error) {
      this.logger.warn(`handshake check failed, socket refused (the client retries): ${(error as Error).message}`);
      socket.data = { ...ANONYMOUS };
      return false;
    }
  }
}
