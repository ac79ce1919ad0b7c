import { randomUUID } from 'node:crypto';
import type { ConsentChannel, MarketingStatus } from '@quentinha/shared/customers/types';
import type { EntityManager } from 'typeorm';
import { customerNumber, newOptOutToken } from '../../common/database/customers-backfill.js';
import { execute, type Statement } from '../../common/database/plain-sql.js';

export { customerNumber, linkUnlinkedOrders, newOptOutToken, type RawQuery } from '../../common/database/customers-backfill.js';

/**
 * Customers from orders (DECISIONS 10.1): plain statements on the transaction's manager, with no
 * Nest in between, so the order's own transaction (orders/order-creation.service.ts) calls them;
 * orders written directly (migration, volume generator, demo seed) go through customers-backfill.
 */

// One statement: a new number becomes a customer, a known one takes the order's name (the latest
// order names the person) and moves its first/last order. ON CONFLICT makes two first orders of
// one number at once meet on one row (PostgreSQL waits for the other's commit) instead of failing.
export const UPSERT_CUSTOMER = `INSERT INTO "customers"
  ("id", "created_at", "updated_at", "whatsapp", "name", "marketing", "optout_token", "first_order_at", "last_order_at")
  VALUES (?, ?, ?, ?, ?, 'none', ?, ?, ?)
  ON CONFLICT ("whatsapp") DO UPDATE SET
    "name" = CASE WHEN "customers"."last_order_at" IS NULL OR "customers"."last_order_at" <= excluded."last_order_at"
      THEN excluded."name" ELSE "customers"."name" END,
    "updated_at" = excluded."updated_at",
    "last_order_at" = CASE WHEN "customers"."last_order_at" IS NULL OR "customers"."last_order_at" < excluded."last_order_at"
      THEN excluded."last_order_at" ELSE "customers"."last_order_at" END,
    "first_order_at" = CASE WHEN "customers"."first_order_at" IS NULL OR "customers"."first_order_at" > excluded."first_order_at"
      THEN excluded."first_order_at" ELSE "customers"."first_order_at" END
  RETURNING "id"`;

export interface CustomerOrderInput {
  whatsapp: string;
  name: string;
  at: Date;
}

/**
 * The statement creating or updating the customer of an order or purchase (RETURNING its id);
 * null when the number is not one a customer can have.
 */
export function customerUpsert(input: CustomerOrderInput): Statement | null {
  const number = customerNumber(input.whatsapp);
  if (!number) return null;
  const at = input.at.getTime();
  return { text: UPSERT_CUSTOMER, params: [randomUUID(), at, at, number, input.name.trim().slice(0, 100), newOptOutToken(), at, at] };
}

/** The customer (created or updated), in the caller's transaction; null for no usable number. */
export async function upsertCustomerForOrder(tx: EntityManager, input: CustomerOrderInput): Promise<string | null> {
  const upsert = customerUpsert(input);
  if (!upsert) return null;
  const { rows } = await execute(tx, upsert.text, upsert.params, { returnsRows: true });
  return String(rows[0]!.id);
}

export interface ConsentDetails {
  text_version?: number | null;
  order_id?: string | null;
  note?: string | null;
  user_id?: string | null;
}

async function appendConsent(
  tx: EntityManager,
  customerId: string,
  event: 'opt_in' | 'opt_out',
  channel: ConsentChannel,
  details: ConsentDetails,
  at: Date,
): Promise<void> {
  await execute(
    tx,
    `INSERT INTO "customer_consents" ("id", "customer_id", "event", "channel", "text_version", "order_id", "note", "user_id", "at")
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [randomUUID(), customerId, event, channel, details.text_version ?? null, details.order_id ?? null, details.note ?? null, details.user_id ?? null, at.getTime()],
  );
}

/**
 * Sets a customer's choice and records it once (DECISIONS 10.2). The change is a conditional
 * update, so repeating it (an opt-out link tapped twice, at once) writes one event. A checkout
 * opt-in is recorded with every order that ticks the box: each is a consent to that text version.
 * An anonymised customer never changes. Returns the status after the call.
 */
export async function setMarketing(
  tx: EntityManager,
  customerId: string,
  optIn: boolean,
  channel: ConsentChannel,
  details: ConsentDetails = {},
  at = new Date(),
): Promise<MarketingStatus | null> {
  const to: MarketingStatus = optIn ? 'opted_in' : 'opted_out';
  const { affected } = await execute(
    tx,
    `UPDATE "customers" SET "marketing" = ?, "updated_at" = ? WHERE "id" = ? AND "marketing" <> ? AND "anonymized_at" IS NULL`,
    [to, at.getTime(), customerId, to],
  );
  if (affected > 0 || (optIn && channel === 'checkout')) {
    const { rows } = await execute(tx, `SELECT "marketing" FROM "customers" WHERE "id" = ? AND "anonymized_at" IS NULL`, [customerId], {
      returnsRows: true,
    });
    if (rows.length === 0) return null;
    await appendConsent(tx, customerId, optIn ? 'opt_in' : 'opt_out', channel, details, at);
    return to;
  }
  const { rows } = await execute(tx, `SELECT "marketing" FROM "customers" WHERE "id" = ? AND "anonymized_at" IS NULL`, [customerId], {
    returnsRows: true,
  });
  return rows.length ? (String(rows[0]!.marketing) as MarketingStatus) : null;
}

