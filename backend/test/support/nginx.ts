import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Debian's nginx running the shipped deploy/nginx.conf (the compose file's proxy) in front of app
 * servers of a test: its two upstream lines become one line per given port, keeping their
 * settings, so what is tested is what ships. `.ci/run` installs nginx.
 */
const CONF = resolve(__dirname, '../../../deploy/nginx.conf');
const UPSTREAM = /server app1:3000([^;]*);\s*server app2:3000[^;]*;/;
const LISTEN = /listen 80;/;

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** The shipped config pointed at these app ports, run from `dir`; `accessLog`: one line per request naming its upstream. */
export function renderNginxConfig(
  appPorts: number[],
  nginxPort: number,
  dir: string,
  accessLog: string | null,
): string {
  const shipped = readFileSync(CONF, 'utf8');
  const upstream = UPSTREAM.exec(shipped);
  if (!upstream || !LISTEN.test(shipped))
    throw new Error('deploy/nginx.conf changed shape: update backend/test/support/nginx.ts');
  const servers = appPorts.map((port) => `server 127.0.0.1:${port}${upstream[1]};`).join('\n    ');
  const logging = accessLog
    ? `log_format upstreams '$request_method $uri $status $upstream_addr';\n  access_log ${accessLog} upstreams;`
    : 'access_log off;';
  return [
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    shipped
      .replace(UPSTREAM, servers)
      .replace(LISTEN, `listen 127.0.0.1:${nginxPort};`)
      .replace('http {', `http {\n  ${logging}\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`),
  ].join('\n');
}

export class Nginx {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    private readonly accessLog: string | null,
    readonly baseUrl: string,
  ) {}

  /** Starts nginx in front of `appPorts` and waits until /api/health answers through it. */
  static async start(appPorts: number[], options: { logUpstreams?: boolean } = {}): Promise<Nginx> {
    const dir = mkdtempSync(join(tmpdir(), 'quentinha-nginx-'));
    const port = await freePort();
    const conf = join(dir, 'nginx.conf');
    const accessLog = options.logUpstreams ? join(dir, 'access.log') : null;
    writeFileSync(conf, renderNginxConfig(appPorts, port, dir, accessLog));
    execFileSync('nginx', ['-t', '-q', '-c', conf, '-p', dir]);
    const child = spawn('nginx', ['-c', conf, '-p', dir, '-g', 'daemon off;'], { stdio: 'ignore' });
    const nginx = new Nginx(child, dir, accessLog, `http://127.0.0.1:${port}`);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const up = await fetch(`${nginx.baseUrl}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (up) return nginx;
      if (Date.now() > deadline) {
        await nginx.stop();
        throw new Error('nginx did not come up');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Requests that matched, counted by the app server ('127.0.0.1:port') nginx sent them to. */
  countsByUpstream(match: { method: string; path: string; status: number }): Map<string, number> {
    if (!this.accessLog) throw new Error('nginx was started without logUpstreams');
    const counts = new Map<string, number>();
    const lines = existsSync(this.accessLog) ? readFileSync(this.accessLog, 'utf8').split('\n') : [];
    for (const line of lines) {
      const [method, path, status, upstream] = line.split(' ');
      if (method === match.method && path === match.path && Number(status) === match.status)
        counts.set(upstream, (counts.get(upstream) ?? 0) + 1);
    }
    return counts;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((done) => this.child.once('exit', done));
      this.child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
