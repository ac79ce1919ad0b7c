import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Role } from '@quentinha/shared/api/types';
import { orderRoom, roleRoom, userRoom } from '@quentinha/shared/realtime/events';
import { In, type Repository } from 'typeorm';
import type { AccessTokenPayload } from '../../common/auth/auth-user.js';
import { sessionIsLive } from '../auth/live-session.js';
import { Order, OrderEvent } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';
import { trackingLinkExpired } from '@quentinha/shared/orders/public-view';
import { type CookieParser, type HandshakeAuth, readAccessToken, readTrackingTokens } from './handshake.js';

/** Kept on socket.data: enough to re-check the session later without another JWT. */
export interface SocketIdentity {
  userId: string | null;
  role: Role | null;
  tokenVersion: number | null;
  /** when the handshake's access token expires (ms); the socket is closed then and the client renews */
  expiresAt: number | null;
  rooms: string[];
}

export interface HandshakeLike {
  headers: { cookie?: string | string[] };
  auth?: HandshakeAuth;
}

export const ANONYMOUS: SocketIdentity = { userId: null, role: null, tokenVersion: null, expiresAt: null, rooms: [] };

/**
 * Decides a socket's rooms from what the server can check, never from what the client asks:
 * the session cookie (signature, expiry, user active, token_version, exactly as the HTTP guard)
 * gives role and user rooms; tracking tokens found in the orders table give order rooms.
 */
@Injectable()
export class SocketIdentityService {
  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly http: HttpAdapterHost,
  ) {}

  /** The cookie parser @fastify/cookie put on the server: the same reading as every HTTP request. */
  private readonly parseCookie: CookieParser = (header) =>
    (this.http.httpAdapter.getInstance() as FastifyInstance).parseCookie(header);

  async identify(handshake: HandshakeLike): Promise<SocketIdentity> {
    const [user, orderRooms] = await Promise.all([this.signedInUser(handshake), this.trackedOrderRooms(handshake)]);
    const rooms = user ? [roleRoom(user.role), userRoom(user.id), ...orderRooms] : orderRooms;
    return {
      userId: user?.id ?? null,
      role: user?.role ?? null,
      tokenVersion: user?.token_version ?? null,
      expiresAt: user?.expiresAt ?? null,
      rooms,
    };
  }

  /** token_version of each of these users that may still hold a session (active ones only). */
  async liveSessions(userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.users.find({
      where: { id: In([...new Set(userIds)]), active: true },
      select: { id: true, token_version: true },
    });
    return new Map(rows.map((u) => [u.id, u.token_version]));
  }

  private async signedInUser(
    handshake: HandshakeLike,
  ): Promise<(Pick<User, 'id' | 'role' | 'token_version'> & { expiresAt: number | null }) | null> {
    const token = readAccessToken(handshake.headers.cookie, this.parseCookie);
    if (!token) return null;
    let payload: AccessTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<AccessTokenPayload>(token);
    } catch {
      return null; // expired, forged or malformed: the socket simply stays anonymous
    }
    if (typeof payload?.sub !== 'string') return null;
    const [user, live] = await Promise.all([
      this.users.findOne({
        where: { id: payload.sub },
        select: { id: true, role: true, active: true, token_version: true },
      }),
      sessionIsLive(this.users.manager, payload.sid),
    ]);
    if (!user || !user.active || user.token_version !== payload.ver || !live) return null;
    const exp = (payload as { exp?: unknown }).exp;
    return { ...user, expiresAt: typeof exp === 'number' ? exp * 1000 : null };
  }

  /** Holding a tracking token is the capability, as for GET /api/orders/track/{token}. */
  private async trackedOrderRooms(handshake: HandshakeLike): Promise<string[]> {
    const tokens = readTrackingTokens(handshake.auth);
    if (tokens.length === 0) return [];
    // with the day each order reached its current status: a link past its life (10.8) opens no
    // room either, by the rule GET /api/orders/track applies
    const found = await this.orders
      .createQueryBuilder('o')
      .select('o.tracking_token', 'token')
      .addSelect('o.status', 'status')
      .addSelect((ended) => ended.select('MAX(e.at)').from(OrderEvent, 'e').where('e.order_id = o.id AND e.to_status = o.status'), 'ended_at')
      .where('o.tracking_token IN (:...tokens)', { tokens })
      .getRawMany<{ token: string; status: string; ended_at: string | number | null }>();
    return found
      .filter((o) => o.ended_at === null || !trackingLinkExpired(o.status, Number(o.ended_at)))
      .map((o) => orderRoom(o.token));
  }
}
