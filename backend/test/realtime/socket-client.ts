import { io, type Socket } from 'socket.io-client';
import { DomainEvents } from '../../src/common/events/domain-events.js';
import { RESYNC } from '../../src/modules/realtime/realtime.types.js';
import type { Role } from '@quentinha/shared/api/types';
import { Factories, type TestUser } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { OrderDriver } from './order-driver.js';

/** One event as a socket received it. */
export interface Received {
  name: string;
  payload: any;
}

export interface ConnectOptions {
  /** Cookie header of the handshake, e.g. a signed-in HttpClient's cookieHeader */
  cookie?: string;
  auth?: Record<string, unknown>;
  /** off by default so a refused or dropped socket stays down */
  reconnection?: boolean;
}

const WAIT_MS = 4000;

/** A real socket.io-client connection that records everything it receives. */
export class TestSocket {
  readonly received: Received[] = [];
  private waiters: Array<() => boolean> = [];

  constructor(readonly socket: Socket) {
    socket.onAny((name: string, payload: unknown) => {
      this.received.push({ name, payload });
      this.waiters = this.waiters.filter((settled) => !settled());
    });
  }

  /** Resolves once `condition` holds (checked now and after every event received). */
  until<T>(condition: () => T | undefined | false, label: string, timeoutMs = WAIT_MS): Promise<T> {
    const now = condition();
    if (now) return Promise.resolve(now);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${label}`)), timeoutMs);
      this.waiters.push(() => {
        const value = condition();
        if (!value) return false;
        clearTimeout(timer);
        resolve(value);
        return true;
      });
    });
  }

  /** The first event (already received or still to come) with this name that matches. */
  waitFor(name: string, match: (payload: any) => boolean = () => true, timeoutMs?: number): Promise<Received> {
    return this.until(() => this.received.find((r) => r.name === name && match(r.payload)), name, timeoutMs);
  }

  count(name: string): number {
    return this.received.filter((r) => r.name === name).length;
  }

  /** `name:status` of every order event about this order, in arrival order. */
  orderEvents(orderId: string): string[] {
    return this.received
      .filter((r) => r.name.startsWith('order.') && r.payload?.id === orderId)
      .map((r) => (r.name === 'order.deleted' ? r.name : `${r.name}:${r.payload.status}`));
  }

  /** Every order event, whatever the order. */
  allOrderEvents(): Received[] {
    return this.received.filter((r) => r.name.startsWith('order.'));
  }
}

/** Opens sockets and closes every one of them at the end, so jest exits by itself. */
export class SocketPool {
  private readonly sockets: TestSocket[] = [];

  /** Connected and its rooms joined (the server sends `resync` only then). */
  async connect(baseUrl: string, options: ConnectOptions = {}): Promise<TestSocket> {
    const socket = io(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: options.reconnection ?? false,
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
      extraHeaders: options.cookie ? { cookie: options.cookie } : {},
      auth: options.auth ?? {},
    });
    const client = new TestSocket(socket);
    this.sockets.push(client);
    await client.waitFor(RESYNC);
    return client;
  }

  /** After a file's tests: every socket closed first, so the app's close does not wait on them. */
  async closeWith(t: TestApp): Promise<void> {
    this.closeAll();
    await t.close();
  }

  /**
   * Everything emitted to a socket before this call has arrived once the barrier has: one server
   * writes a socket's packets in order (and one Redis publisher keeps its order), so "nothing
   * else arrived" is checked without sleeping.
   */
  async barrier(
    origin: TestApp,
    sockets: TestSocket[] = this.sockets.filter((s) => s.socket.connected),
  ): Promise<void> {
    const before = new Map(sockets.map((s) => [s, s.count('catalog.updated')]));
    origin.app.get(DomainEvents).publish('catalog.updated', { kind: 'settings' });
    await Promise.all(sockets.map((s) => s.until(() => s.count('catalog.updated') > before.get(s)!, 'barrier')));
  }

  closeAll(): void {
    for (const s of this.sockets.splice(0)) s.socket.disconnect();
  }
}

/** An app with one signed-in person per name, each with an open socket, and the order driver. */
export interface SocketCast {
  t: TestApp;
  orders: OrderDriver;
  users: Record<string, TestUser>;
  sockets: Record<string, TestSocket>;
}

/** Starts the app and signs in `cast` ({courier1: 'delivery'} -> 'Pessoa courier1'), opening each one's socket in `pool`. */
export async function startSocketCast(pool: SocketPool, cast: Record<string, Role>): Promise<SocketCast> {
  const t = await startTestApp();
  const f = new Factories(t);
  const users: Record<string, TestUser> = {};
  const sockets: Record<string, TestSocket> = {};
  for (const [name, role] of Object.entries(cast)) {
    users[name] = await f.newUser({ role, name: `Pessoa ${name}` });
    sockets[name] = await pool.connect(t.baseUrl, { cookie: users[name].http.cookieHeader });
  }
  return { t, orders: new OrderDriver(t), users, sockets };
}
