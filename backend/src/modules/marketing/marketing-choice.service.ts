import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { validateConsentText } from '@quentinha/shared/customers/rules';
import type { MarketingChoiceDto, MarketingConsentDto, MarketingConsentHistoryDto, MarketingStatus } from '@quentinha/shared/customers/types';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { execute } from '../../common/database/plain-sql.js';
import { conflict, notFound, validationError } from '../../common/errors/domain-error.js';
import { isUniqueViolation } from '../../common/database/unique-violation.js';
import { trackingExpired } from '../orders/orders.service.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { consentVersions, currentConsent, keepConsentText } from '../customers/consent-texts.js';
import { setMarketing } from '../customers/customer-identity.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import { StoreSettingsService } from '../settings/store-settings.service.js';

const TRACKING_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
const OPT_OUT_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const CONSENT_CHANGED = 'O texto do consentimento foi alterado por outra pessoa ao mesmo tempo. Recarregue e tente novamente.';

/** The customer's choice from the opt-out link and the tracking page, and the consent text's versions (DECISIONS 10.2). */
@Injectable()
export class MarketingChoiceService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly customers: CustomersRepository,
    private readonly orders: OrdersRepository,
    private readonly store: StoreSettingsService,
  ) {}

  /** `/sair/<token>`: out, once, however often it is tapped; an unknown token changes nothing. */
  async optOut(token: string): Promise<MarketingChoiceDto> {
    const found = OPT_OUT_TOKEN.test(token) ? await this.customers.findByOptOutToken(token) : null;
    if (!found) throw notFound('Link');
    // an anonymised customer is already out: nothing to write
    if (!found.anonymized) await this.db.transaction((tx) => setMarketing(tx, found.id, false, 'optout_link'));
    return { marketing: 'opted_out' };
  }

  /** The choice of the customer of a tracked order ('none' when the order has no customer). */
  async ofTrackingToken(token: string): Promise<MarketingStatus> {
    const { rows } = await execute(
      this.db.manager,
      `SELECT "c"."marketing" FROM "orders" "o" INNER JOIN "customers" "c" ON "c"."id" = "o"."customer_id"
        WHERE "o"."tracking_token" = ? AND "c"."anonymized_at" IS NULL`,
      [token],
      { returnsRows: true },
    );
    return rows.length ? (String(rows[0]!.marketing) as MarketingStatus) : 'none';
  }

  /** The tracking page's switch (channel 'tracking_page'); an opt-in is under the current text. */
  async setFromTracking(token: string, optIn: boolean): Promise<MarketingChoiceDto> {
    const found = TRACKING_TOKEN.test(token) ? await this.orders.findWithDetailsByTrackingToken(token) : null;
    if (!found || trackingExpired(found) || !found.order.customer_id) throw notFound('Pedido');
    const customerId = found.order.customer_id;
    const consent = optIn ? await this.consent() : null;
    const marketing = await this.db.transaction(async (tx) => {
      if (consent) await keepConsentText(tx, consent);
      return setMarketing(tx, customerId, optIn, 'tracking_page', { text_version: consent?.version ?? null, order_id: found.order.id });
    });
    if (!marketing) throw notFound('Pedido');
    return { marketing };
  }

  async consent(): Promise<MarketingConsentDto> {
    return currentConsent(this.db.manager, (await this.store.read()).business_name);
  }

  async consentHistory(): Promise<MarketingConsentHistoryDto> {
    const current = await this.consent();
    const versions = await consentVersions(this.db.manager);
    return { current, versions: versions.length ? versions : [{ ...current, created_at: null }] };
  }

  /** The owner's new text becomes the next version; the one before is kept (written now if it never was). */
  async setConsentText(text: string, user: AuthUser): Promise<MarketingConsentDto> {
    const problem = validateConsentText(text);
    if (problem) throw validationError(problem);
    const previous = await this.consent();
    const next = { version: previous.version + 1, text: text.trim() };
    try {
      await this.db.transaction(async (tx) => {
        await keepConsentText(tx, previous);
        await execute(tx, `INSERT INTO "marketing_consent_versions" ("version", "text", "created_by", "created_at") VALUES (?, ?, ?, ?)`, [
          next.version,
          next.text,
          user.id,
          Date.now(),
        ]);
      });
    } catch (error) {
      // someone saved another text at the same moment: theirs is that version, this one is refused whole
      if (isUniqueViolation(error)) throw conflict(CONSENT_CHANGED);
      throw error;
    }
    return next;
  }
}
