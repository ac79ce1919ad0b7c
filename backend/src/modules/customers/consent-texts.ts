import { defaultConsentText } from '@quentinha/shared/customers/rules';
import type { MarketingConsentDto } from '@quentinha/shared/customers/types';
import type { EntityManager } from 'typeorm';
import { execute } from '../../common/database/plain-sql.js';

/**
 * The checkout's consent text and its versions (DECISIONS 10.2). A new database has version 1, the
 * default text naming the business; it is written down the first time someone consents under it
 * (or the owner writes version 2), so every consent points at a text that is kept.
 */

export async function currentConsent(manager: EntityManager, businessName: string): Promise<MarketingConsentDto> {
  const { rows } = await execute(manager, `SELECT "version", "text" FROM "marketing_consent_versions" ORDER BY "version" DESC LIMIT 1`, [], {
    returnsRows: true,
  });
  const row = rows[0];
  return row ? { version: Number(row.version), text: String(row.text) } : { version: 1, text: defaultConsentText(businessName) };
}

/** Keeps the text a consent was given under (a no-op once it is kept). */
export async function keepConsentText(tx: EntityManager, consent: MarketingConsentDto, userId: string | null = null): Promise<void> {
  await execute(
    tx,
    `INSERT INTO "marketing_consent_versions" ("version", "text", "created_by", "created_at") VALUES (?, ?, ?, ?)
      ON CONFLICT ("version") DO NOTHING`,
    [consent.version, consent.text, userId, Date.now()],
  );
}

export async function consentVersions(manager: EntityManager): Promise<{ version: number; text: string; created_at: string | null }[]> {
  const { rows } = await execute(manager, `SELECT "version", "text", "created_at" FROM "marketing_consent_versions" ORDER BY "version" DESC`, [], {
    returnsRows: true,
  });
  return rows.map((r) => ({ version: Number(r.version), text: String(r.text), created_at: new Date(Number(r.created_at)).toISOString() }));
}
