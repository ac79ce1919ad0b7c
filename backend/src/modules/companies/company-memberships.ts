import type { EntityManager } from 'typeorm';
import { execute } from '../../common/database/plain-sql.js';

/** A person's company memberships by WhatsApp number, for the LGPD export (DECISIONS 10.1). */
export async function companyMembershipsOf(
  manager: EntityManager,
  whatsapp: string,
): Promise<
  {
    company_id: string;
    company_name: string;
    member_id: string;
    name: string;
    whatsapp: string;
    active: boolean;
    created_at: string;
  }[]
> {
  const { rows } = await execute(
    manager,
    `SELECT m."id", m."company_id", c."name" AS "company_name", m."name", m."whatsapp", m."active", m."created_at"
       FROM "company_members" m JOIN "companies" c ON c."id" = m."company_id"
      WHERE m."whatsapp" = ? ORDER BY m."created_at"`,
    [whatsapp],
    { returnsRows: true },
  );
  return rows.map((r) => ({
    company_id: String(r.company_id),
    company_name: String(r.company_name),
    member_id: String(r.id),
    name: String(r.name),
    whatsapp: String(r.whatsapp),
    active: Boolean(r.active),
    created_at: new Date(Number(r.created_at)).toISOString(),
  }));
}

/**
 * A person's data removed on request (LGPD, DECISIONS 10.1): the memberships under their number
 * keep their ledger lines (the company still owes what it owes) but no longer name them or
 * carry their number, and no longer let anyone order on the tab with it.
 */
export async function anonymiseMemberships(
  tx: EntityManager,
  whatsapp: string,
  name: string,
  pseudonym: string,
  now: number,
): Promise<void> {
  await execute(
    tx,
    `UPDATE "company_members" SET "name" = ?, "whatsapp" = ?, "active" = ?, "updated_at" = ? WHERE "whatsapp" = ?`,
    [name, pseudonym, false, now, whatsapp],
  );
}
