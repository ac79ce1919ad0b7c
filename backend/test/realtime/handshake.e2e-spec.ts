import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { DomainEvents } from '../../src/common/events/domain-events.js';
import { RealtimeGateway } from '../../src/modules/realtime/realtime.gateway.js';
import { User } from '../../src/modules/users/user.entity.js';
import { type Factories, startAppWithFactories } from '../support/factories.js';
import type { TestApp } from '../support/test-app.js';
import { OrderDriver } from './order-driver.js';
import { SocketPool, type TestSocket } from './socket-client.js';

/** Rooms come from what the server can verify, never from what the client claims. */
describe('realtime: handshake and sessions', () => {
  let t: TestApp, f: Factories, orders: OrderDriver;
  const pool = new SocketPool();

  beforeAll(async () => {
    ({ t, f } = await startAppWithFactories());
    orders = new OrderDriver(t);
  });

  afterAll(() => pool.closeWith(t));

  /** The rooms the server put this socket in, besides its own id room. */
  function roomsOf(client: TestSocket): string[] {
    const socket = t.app.get(RealtimeGateway).server.sockets.sockets.get(client.socket.id!);
    if (!socket) throw new Error('socket not on the server');
    return [...socket.rooms].filter((r) => r !== socket.id).sort();
  }

  const cookie = (token: string) => `qt_access=${token}`;

  it('puts a signed-in socket in its role and user rooms, whatever the client asks for', async () => {
    const { user, http } = await f.newUser({ role: 'kitchen' });
    const client = await pool.connect(t.baseUrl, {
      cookie: http.cookieHeader,
      auth: { rooms: ['role:admin'], role: 'admin' },
    });
    expect(roomsOf(client)).toEqual(['role:kitchen', `user:${user.id}`]);
  });

  it('finds the session cookie among others, as the HTTP side does', async () => {
    const { user, http } = await f.newUser({ role: 'staff' });
    const token = http.cookieHeader.match(/qt_access=([^;]+)/)![1];
    for (const header of [`a=1; qt_access=${token}; qt_refresh=zzz`, `theme=dark;qt_access=${token}`]) {
      expect(roomsOf(await pool.connect(t.baseUrl, { cookie: header }))).toEqual(['role:staff', `user:${user.id}`]);
    }
  });

  it('leaves a socket without a cookie in no room', async () => {
    expect(roomsOf(await pool.connect(t.baseUrl))).toEqual([]);
  });

  it('leaves expired, forged and revoked sessions anonymous, and keeps serving', async () => {
    const { user } = await f.newUser({ role: 'admin' });
    const other = new JwtService({ secret: 'another-secret-that-is-long-enough-for-hs256' });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: user.id, role: 'admin', ver: 0 }),
    ).toString('base64url')}.`;
    const stale = await f.newUser({ role: 'admin', token_version: 3 });
    const staleToken = f.accessTokenFor({ ...stale.user, token_version: 2 } as User);
    const disabled = await f.newUser({ role: 'admin', active: false });

    const bad = [
      cookie(f.accessTokenFor(user, -60)),
      cookie(other.sign({ sub: user.id, role: 'admin', ver: 0 })),
      cookie(unsigned),
      cookie('not-a-jwt'),
      cookie('%E0%A4%A'),
      cookie(staleToken),
      disabled.http.cookieHeader,
    ];
    for (const header of bad) expect(roomsOf(await pool.connect(t.baseUrl, { cookie: header }))).toEqual([]);
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
  });

  it('joins an order room only for a tracking token that exists', async () => {
    const order = await orders.place(f.anonymous());
    const forged = randomBytes(32).toString('base64url');
    expect(roomsOf(await pool.connect(t.baseUrl, { auth: { trackingToken: order.tracking_token } }))).toEqual([
      `order:${order.tracking_token}`,
    ]);
    expect(roomsOf(await pool.connect(t.baseUrl, { auth: { trackingToken: forged } }))).toEqual([]);
    expect(
      roomsOf(await pool.connect(t.baseUrl, { auth: { trackingToken: { $ne: null }, trackingTokens: 'x' } })),
    ).toEqual([]);
  });

  it('lets a signed-in customer follow several of its orders by token', async () => {
    const { user, http } = await f.newUser({ role: 'customer' });
    const [a, b] = [await orders.place(http), await orders.place(http)];
    const client = await pool.connect(t.baseUrl, {
      cookie: http.cookieHeader,
      auth: { trackingTokens: [a.tracking_token, b.tracking_token] },
    });
    expect(roomsOf(client)).toEqual(
      [`order:${a.tracking_token}`, `order:${b.tracking_token}`, 'role:customer', `user:${user.id}`].sort(),
    );
  });

  it('ends the sockets of a user an admin disables', async () => {
    const admin = await f.newUser({ role: 'admin' });
    const courier = await f.newUser({ role: 'delivery' });
    const bystander = await f.newUser({ role: 'staff' });
    const client = await pool.connect(t.baseUrl, { cookie: courier.http.cookieHeader });
    const kept = await pool.connect(t.baseUrl, { cookie: bystander.http.cookieHeader });
    const ended = new Promise<string>((resolve) => client.socket.on('disconnect', resolve));

    // the users module announces it after the commit: no wait for the periodic check
    const res = await admin.http.put(`/api/users/${courier.user.id}`, { active: false });
    expect(res.status).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect(kept.socket.connected).toBe(true);
  });

  it('the periodic check ends a session changed straight in the database', async () => {
    const { user, http } = await f.newUser({ role: 'staff' });
    const client = await pool.connect(t.baseUrl, { cookie: http.cookieHeader });
    const ended = new Promise<string>((resolve) => client.socket.on('disconnect', resolve));
    await t.db.getRepository(User).update(user.id, { active: false });
    expect(await t.app.get(RealtimeGateway).endStaleSessions()).toBe(1);
    expect(await ended).toBe('io server disconnect');
  });

  it('sends catalogue changes to every socket, signed in or not', async () => {
    const anonymous = await pool.connect(t.baseUrl);
    const customer = await pool.connect(t.baseUrl, {
      cookie: (await f.newUser({ role: 'customer' })).http.cookieHeader,
    });
    t.app.get(DomainEvents).publish('catalog.updated', { kind: 'products' });
    for (const client of [anonymous, customer]) {
      expect((await client.waitFor('catalog.updated', (p) => p.kind === 'products')).payload).toEqual({
        kind: 'products',
      });
    }
  });
});
