import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { normalizeStoreWhatsapp } from '@quentinha/shared/settings/store-settings';

/** Every setting of the backend, read and checked once at start (.env.example lists them). */
export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** postgres://... turns PostgreSQL on; otherwise the embedded SQLite file */
  databaseUrl: string | null;
  databasePath: string;
  /**
   * SQLite's synchronous pragma: 'full' (default) syncs every commit, so an acknowledged order
   * survives a power cut; 'normal' is faster (see npm run bench) and can lose the last commits
   * on power loss (never on a process crash).
   */
  sqliteSynchronous: 'full' | 'normal';
  uploadDir: string;
  /** where `npm run backup` and the schedule write backups; another disk is the point (BACKUP_DIR) */
  backupDir: string;
  /** hours between the server's own backups of the SQLite database; 0: none (BACKUP_EVERY_HOURS) */
  backupEveryHours: number;
  /** how many scheduled backups are kept (BACKUP_KEEP) */
  backupKeep: number;
  redisUrl: string | null;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** a refresh token shown again this soon after its rotation (two tabs, a lost answer) gets the same renewal, not the theft alarm; 0: never */
  refreshReuseGraceSeconds: number;
  adminEmail: string | null;
  adminPassword: string | null;
  /** ADMIN_PASSWORD_RESET=true: this start sets ADMIN_PASSWORD on the existing owner account (a locked-out owner's way back in) */
  adminPasswordReset: boolean;
  /** demo data on an empty database; in production only when SEED=true is set explicitly */
  seed: boolean;
  /** false, true, or the proxies' addresses/subnets (Fastify's trustProxy: it refuses hop counts) */
  trustProxy: boolean | string;
  authRateLimitPerMinute: number;
  /** other sites (scheme://host[:port]) whose pages may write with a session cookie; the app's own always may */
  allowedOrigins: string[];
  /** guest and customer orders per client address per 10 minutes; 0 turns the limit off */
  orderRateLimit: number;
  /** seconds between the server's looks for unpaid PIX orders past the shop's timeout (PIX_SWEEP_SECONDS) */
  pixSweepSeconds: number;
  maxUploadBytes: number;
  frontendDist: string | null;
  businessName: string;
  businessTagline: string;
  /**
   * the store's WhatsApp until the owner saves one in 'Dados da Loja' (or gives it at the first
   * start): 55 + DDD + number, or null. There is no default: a made-up number would receive the
   * customers' orders.
   */
  businessWhatsapp: string | null;
  logRequests: boolean;
  /** the OpenAPI page at /api/docs: on in development, in production only with API_DOCS=true (it maps every route for a stranger) */
  apiDocs: boolean;
  /** pino level of every log line; tests default to errors only */
  logLevel: LogLevel;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, key: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${key}="${raw}" inválido: use um número inteiro entre ${min} e ${max}.`);
  }
  return value;
}

function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes', 'sim'].includes(raw)) return true;
  if (['false', '0', 'no', 'nao', 'não'].includes(raw)) return false;
  throw new ConfigError(`${key}="${env[key]}" inválido: use true ou false.`);
}

function oneOf<T extends string>(env: Env, key: string, values: readonly T[], fallback: T): T {
  const raw = env[key]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if ((values as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(`${key}="${env[key]}" inválido: use ${values.join(' ou ')}.`);
}

function origins(env: Env, key: string): string[] {
  const raw = env[key]?.trim();
  if (!raw) return [];
  return raw.split(',').map((entry) => {
    try {
      const { origin } = new URL(entry.trim());
      if (origin !== 'null') return origin;
    } catch {
      /* reported below */
    }
    throw new ConfigError(`${key} inválido: "${entry.trim()}" não é uma origem (ex.: https://app.exemplo.com.br).`);
  });
}

function url(env: Env, key: string, protocols: string[]): string | null {
  const raw = env[key];
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${key} inválido: não é uma URL.`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${key} inválido: esperado ${protocols.join(' ou ')}.`);
  }
  return raw;
}

/** Demo runs need no secret set by hand: one is made once and kept beside the database. */
function jwtSecret(env: Env, databasePath: string, production: boolean): string {
  const given = env.JWT_SECRET;
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET inválido: use pelo menos 32 caracteres.');
    return given;
  }
  if (production) throw new ConfigError('JWT_SECRET é obrigatório em produção (NODE_ENV=production).');
  const file = resolve(dirname(databasePath), '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('hex');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * 'true', 'false', or a comma-separated list of proxy IPs / CIDR subnets / 'loopback', 'uniquelocal'.
 * 'true' trusts whatever X-Forwarded-For a client writes (any address can then pose as any other
 * and walk around the rate limits), so production must name its proxies.
 */
function parseTrustProxy(raw: string | undefined, production: boolean): boolean | string {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') {
    if (production) {
      throw new ConfigError(
        'TRUST_PROXY=true não é aceito em produção: informe os IPs ou sub-redes dos proxies (ex.: loopback,10.0.0.0/8).',
      );
    }
    return true;
  }
  const entries = raw.split(',').map((e) => e.trim());
  // addresses need a dot or a colon: a bare hop count ('1') is not supported by Fastify
  const valid = entries.every((e) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F]*[.:][0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(e));
  if (!valid) throw new ConfigError(`TRUST_PROXY="${raw}" inválido: use true, false ou uma lista de IPs/sub-redes dos proxies.`);
  return entries.join(',');
}

/** BUSINESS_WHATSAPP: empty is none; anything else must be a Brazilian number (the shared phone rule). */
function businessWhatsapp(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const number = normalizeStoreWhatsapp(raw);
  if (!number) throw new ConfigError('BUSINESS_WHATSAPP inválido: informe DDD + número de um telefone do Brasil (ex: 5511987654321).');
  return number;
}

/**
 * Where the data lives: the database file, the uploads and the backups. The backup and restore
 * tools read only these (they must run with the server stopped, without its secrets).
 */
export function storagePaths(env: Env = process.env): { databasePath: string; uploadDir: string; backupDir: string } {
  const databasePath = resolve(env.DATABASE_PATH || 'data/quentinha.sqlite');
  return {
    databasePath,
    uploadDir: resolve(env.UPLOAD_DIR || 'data/uploads'),
    backupDir: resolve(env.BACKUP_DIR || join(dirname(databasePath), 'backups')),
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const production = nodeEnv === 'production';
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const { databasePath, uploadDir, backupDir } = storagePaths(env);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, production);
  const adminEmail = env.ADMIN_EMAIL || null;
  const adminPassword = env.ADMIN_PASSWORD || null;
  if ((adminEmail === null) !== (adminPassword === null)) {
    throw new ConfigError('ADMIN_EMAIL e ADMIN_PASSWORD devem ser informados juntos.');
  }
  const whatsapp = businessWhatsapp(env.BUSINESS_WHATSAPP);
  const frontendDist = env.FRONTEND_DIST === '' ? null : resolve(env.FRONTEND_DIST || 'frontend/dist');
  return {
    nodeEnv,
    port: int(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    databasePath,
    sqliteSynchronous: oneOf(env, 'SQLITE_SYNCHRONOUS', ['full', 'normal'] as const, 'full'),
    uploadDir,
    backupDir,
    backupEveryHours: int(env, 'BACKUP_EVERY_HOURS', 0, 0, 24 * 7),
    backupKeep: int(env, 'BACKUP_KEEP', 14, 1, 1000),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    jwtSecret: jwtSecret(env, databasePath, production),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL', 900, 10, 86400),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL', 30 * 86400, 60, 365 * 86400),
    refreshReuseGraceSeconds: int(env, 'REFRESH_REUSE_GRACE', 20, 0, 60),
    adminEmail,
    adminPassword,
    adminPasswordReset: bool(env, 'ADMIN_PASSWORD_RESET', false),
    // a production start never creates the demo accounts (their password is in the README) unless asked
    seed: bool(env, 'SEED', !production),
    trustProxy,
    authRateLimitPerMinute: int(env, 'AUTH_RATE_LIMIT', 10, 1, 100000),
    orderRateLimit: int(env, 'ORDER_RATE_LIMIT', 20, 0, 100000),
    pixSweepSeconds: int(env, 'PIX_SWEEP_SECONDS', 60, 1, 3600),
    allowedOrigins: origins(env, 'ALLOWED_ORIGINS'),
    maxUploadBytes: int(env, 'MAX_UPLOAD_BYTES', 5 * 1024 * 1024, 1024, 50 * 1024 * 1024),
    frontendDist,
    businessName: env.BUSINESS_NAME || 'Quentinha',
    businessTagline: env.BUSINESS_TAGLINE || 'Comida caseira feita com carinho, entregue quentinha',
    businessWhatsapp: whatsapp,
    logRequests: bool(env, 'LOG_REQUESTS', nodeEnv !== 'test'),
    apiDocs: bool(env, 'API_DOCS', !production),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'error' : 'info'),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
