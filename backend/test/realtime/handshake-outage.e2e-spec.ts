import { io, type Socket } from 'socket.io-client';
import { RealtimeGateway } from '../../src/modules/realtime/realtime.gateway.js';
import { RESYNC } from '../../src/modules/realtime/realtime.types.js';
import { Factories } from '../support/factories.js';
import { type AppBehindRelay, startAppBehindRelay } from '../support/tcp-relay.js';
import { startTestApp, type TestApp, usingPostgres } from '../support/test-app.js';

/**
 * A socket whose handshake meets an outage is refused, so the client tries again, never left
 * connected without its rooms (DECISIONS 10.8). PostgreSQL: its host cut behind a relay of the
 * test's own. SQLite: a held writer does not stop the handshake's reads (WAL), so the table the
 * handshake reads is taken away for the moment, which fails its query as an outage would.
 */
describe('realtime: a handshake during a database outage', () => {
  let behind: AppBehindRelay | null = null;
  let t: TestApp;
  let away: () => Promise<() => Promise<void>>;
  let socket: Socket | null = null;

  beforeAll(async () => {
    if (usingPostgres()) {
      behind = await startAppBehindRelay();
      ({ t, away } = behind);
    } else {
      t = await startTestApp();
      away = async () => {
        await t.db.query('ALTER TABLE "users" RENAME TO "users_away"');
        return async () => void (await t.db.query('ALTER TABLE "users_away" RENAME TO "users"'));
      };
    }
  });
  afterAll(async () => {
    socket?.disconnect();
    if (behind) await behind.close();
    else await t?.close();
  });

  it('refuses the socket while the rooms cannot be decided, and the client gets in with its rooms once the database is back', async () => {
    const { user, http } = await new Factories(t).newUser({ role: 'kitchen' });
    const back = await away();
    const events: string[] = [];
    let connectedWhileAway = false;
    let outage = true;
    let back$: Promise<void> = Promise.resolve();
    const joined = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`never connected; saw ${events.join(', ')}`)), 30_000);
      socket = io(t.baseUrl, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        // the browser's socket.io defaults, sped up: it retries on its own
        reconnectionDelay: 100,
        reconnectionDelayMax: 200,
        extraHeaders: { cookie: http.cookieHeader },
      });
      socket.on('connect', () => {
        events.push('connect');
        if (outage) connectedWhileAway = true;
      });
      socket.io.on('reconnect_attempt', () => {
        events.push('retry');
        // refused at least once while away: now let the database come back
        if (outage) {
          outage = false;
          back$ = back();
        }
      });
      socket.on(RESYNC, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await joined;
    } finally {
      if (outage) await back();
      await back$;
    }
    expect(connectedWhileAway).toBe(false);
    expect(events[0]).toBe('retry');
    const server = t.app.get(RealtimeGateway).server.sockets.sockets.get(socket!.id!);
    expect([...server!.rooms].filter((r) => r !== server!.id).sort()).toEqual(['role:kitchen', `user:${user.id}`]);
  });
});
