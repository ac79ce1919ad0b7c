import { randomBytes, randomUUID } from 'node:crypto';
import { digitsOnly, normalizePhone } from '@quentinha/shared/phone/whatsapp';

/**
 * Customers from the orders kept (DECISIONS 10.1): the customers migration's backfill, also run
 * by the volume generator and the demo seed after they write orders directly. Plain SQL on a raw
 * query function, so a migration's runner can call it; the checkout's own rule is in
 * the customers module (customer-identity.ts) and reads the number the same way (customerNumber).
 */

/** 192 random bits, URL-safe: the address in `/sair/<token>` (DECISIONS 10.2 asks for at least 128). */
export const newOptOutToken = () => randomBytes(24).toString('base64url');

/** The number a customer is kept under: the shared phone rule, else the digits as stored (older rows). */
export function customerNumber(whatsapp: unknown): string | null {
  const normalized = normalizePhone(whatsapp);
  if (normalized) return normalized;
  const digits = digitsOnly(whatsapp);
  return digits.length > 0 && digits.length <= 11 ? digits : null;
}

/** The raw query a migration or a tool has (QueryRunner.query, DataSource.query). */
export type RawQuery = (sql: string, params?: unknown[]) => Promise<unknown>;

/** numbers per statement: 8 values each stays below SQLite's and PostgreSQL's parameter limits */
const BATCH = 500;

/**
 * Customers for the orders that have none yet (the migration's backfill, the volume generator,
 * the demo seed): one per number, named after its latest order. The unlinked orders are read
 * oldest first (their number, name and time only); customers and links are written a batch of
 * numbers per statement.
 */
export async function linkUnlinkedOrders(query: RawQuery, postgres: boolean): Promise<number> {
  const p = (sql: string) => (postgres ? numbered(sql) : sql);
  const rows = (await query(
    `SELECT "whatsapp", "customer_name", "created_at" FROM "orders" WHERE "customer_id" IS NULL ORDER BY "created_at"`,
  )) as { whatsapp: string; customer_name: string; created_at: string | number }[];
  const people = new Map<string, { name: string; first: number; last: number; raws: Set<string> }>();
  for (const row of rows) {
    const number = customerNumber(row.whatsapp);
    if (!number) continue;
    const at = Number(row.created_at);
    const person = people.get(number);
    if (!person) people.set(number, { name: row.customer_name, first: at, last: at, raws: new Set([row.whatsapp]) });
    else {
      person.name = row.customer_name;
      person.last = Math.max(person.last, at);
      person.first = Math.min(person.first, at);
      person.raws.add(row.whatsapp);
    }
  }
  const now = Date.now();
  const list = (n: number) => Array.from({ length: n }, () => '?').join(', ');
  const entries = [...people];
  for (let from = 0; from < entries.length; from += BATCH) {
    const batch = entries.slice(from, from + BATCH);
    const numbers = batch.map(([number]) => number);
    const found = (await query(p(`SELECT "id", "whatsapp" FROM "customers" WHERE "whatsapp" IN (${list(numbers.length)})`), numbers)) as {
      id: string;
      whatsapp: string;
    }[];
    const known = new Set(found.map((c) => c.whatsapp));
    // numbers seen before (the volume generator's second run): the latest order names the person
    for (const [number, person] of batch.filter(([n]) => known.has(n))) {
      await query(
        p(`UPDATE "customers" SET "name" = CASE WHEN "last_order_at" IS NULL OR "last_order_at" <= ? THEN ? ELSE "name" END,
          "last_order_at" = CASE WHEN "last_order_at" IS NULL OR "last_order_at" < ? THEN ? ELSE "last_order_at" END,
          "first_order_at" = CASE WHEN "first_order_at" IS NULL OR "first_order_at" > ? THEN ? ELSE "first_order_at" END
          WHERE "whatsapp" = ?`),
        [person.last, person.name.slice(0, 100), person.last, person.last, person.first, person.first, number],
      );
    }
    // new numbers in one statement; one a running server's checkout made meanwhile is left as it is
    const fresh = batch.filter(([n]) => !known.has(n));
    if (fresh.length > 0) {
      const values: unknown[] = [];
      for (const [number, person] of fresh)
        values.push(randomUUID(), now, now, number, person.name.slice(0, 100), newOptOutToken(), person.first, person.last);
      await query(
        p(`INSERT INTO "customers" ("id", "created_at", "updated_at", "whatsapp", "name", "marketing", "optout_token", "first_order_at", "last_order_at")
          VALUES ${fresh.map(() => "(?, ?, ?, ?, ?, 'none', ?, ?, ?)").join(', ')} ON CONFLICT ("whatsapp") DO NOTHING`),
        values,
      );
    }
    // the orders as stored: most hold the number as the rule writes it, a few older ones another spelling
    await query(
      p(`UPDATE "orders" SET "customer_id" = (SELECT "c"."id" FROM "customers" "c" WHERE "c"."whatsapp" = "orders"."whatsapp")
        WHERE "customer_id" IS NULL AND "whatsapp" IN (${list(numbers.length)})`),
      numbers,
    );
    for (const [number, person] of batch) {
      const others = [...person.raws].filter((raw) => raw !== number);
      if (others.length === 0) continue;
      await query(
        p(`UPDATE "orders" SET "customer_id" = (SELECT "id" FROM "customers" WHERE "whatsapp" = ?)
          WHERE "customer_id" IS NULL AND "whatsapp" IN (${list(others.length)})`),
        [number, ...others],
      );
    }
  }
  return people.size;
}

function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
