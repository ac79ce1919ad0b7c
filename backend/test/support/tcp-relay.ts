import { createServer, type Server, type Socket, connect } from 'node:net';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * A TCP relay of the test's own between the app and PostgreSQL, to cut and restore: the database
 * host going away without killing the machine's PostgreSQL, which serves the other tests.
 */
export class Relay {
  private server: Server | null = null;
  private readonly open = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.open.add(s);
        s.on('close', () => this.open.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** The database host is gone: established connections drop, new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.open) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** The URL that reaches `databaseUrl` through this relay (start it first). */
  via(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }
}

/**
 * An app on a fresh PostgreSQL database reached through a relay, and `away()` that cuts the
 * database host off (it returns how to bring it back). `owner` keeps the database itself.
 */
export interface AppBehindRelay {
  t: TestApp;
  away: () => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

export async function startAppBehindRelay(): Promise<AppBehindRelay> {
  const owner = await startTestApp();
  const direct = new URL(owner.config.databaseUrl!);
  const relay = new Relay({ host: direct.hostname, port: Number(direct.port || 5432) });
  await relay.start();
  const t = await startTestApp({ DATABASE_URL: relay.via(owner.config.databaseUrl!) });
  return {
    t,
    away: async () => {
      await relay.cut();
      return () => relay.start();
    },
    close: async () => {
      await t.close();
      await relay.cut();
      await owner.close();
    },
  };
}
