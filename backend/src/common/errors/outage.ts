/**
 * Errors that mean "the database (or Redis) is out of reach right now", not "this request is
 * wrong" nor "our code is broken": the client gets a 503 and may retry, and the service goes on
 * by itself once the dependency is back (the pg pool and node-redis reconnect on their own).
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);

/** PostgreSQL SQLSTATE classes 08 (connection exception), 53 (insufficient resources), 57P (shutdown). */
const PG_OUTAGE = /^(08|53|57P0[1-3])/;

/** SQLite: the file is locked past busy_timeout, the disk is full or failing. */
const SQLITE_OUTAGE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN)/;

const OUTAGE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|The client is closed|Socket closed unexpectedly|Connection is closed/i;

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : '';
}

export function isOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const code = codeOf(error);
  if (NETWORK_CODES.has(code) || PG_OUTAGE.test(code) || SQLITE_OUTAGE.test(code)) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && OUTAGE_MESSAGES.test(message)) return true;
  // TypeORM wraps the driver's error; AggregateError carries one per address tried
  const inner = error as { driverError?: unknown; cause?: unknown; errors?: unknown };
  if (isOutage(inner.driverError, depth + 1) || isOutage(inner.cause, depth + 1)) return true;
  return Array.isArray(inner.errors) && inner.errors.some((e) => isOutage(e, depth + 1));
}
