import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PixSettingsDto, StoreSettingsDto } from '@quentinha/shared/api/types';
import { normalizePixKey } from '@quentinha/shared/pix/pix-key';
import { normalizeStoreWhatsapp } from '@quentinha/shared/settings/store-settings';
import { type EntityManager, Repository } from 'typeorm';
import { type CatalogVersion, fromCatalog } from '../../common/database/catalog-snapshots.js';
import { selectOne } from '../../common/database/plain-sql.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { StoreSettingsBody } from './dto/store-settings.dto.js';
import { Setting } from './setting.entity.js';

/** the settings row of 'Dados da Loja' */
export const STORE_KEY = 'store';

/** What the row holds: only what the owner saved; the rest falls back to the environment. */
type StoredStore = Partial<StoreSettingsDto>;

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * 'Dados da Loja' (DECISIONS 9.4): stored values override BUSINESS_NAME and friends at once.
 * Read from the database on every call (one small row), so every instance sees a change at once;
 * only the PIX key, which every PIX order needs, is kept under the catalogue version (pix()).
 */
@Injectable()
export class StoreSettingsService {
  private readonly logger = new Logger(StoreSettingsService.name);

  constructor(
    @InjectRepository(Setting) private readonly settings: Repository<Setting>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: DomainEvents,
  ) {}

  async read(): Promise<StoreSettingsDto> {
    const stored = await this.stored();
    return {
      business_name: stored.business_name ?? this.config.businessName,
      tagline: stored.tagline ?? this.config.businessTagline,
      // '' until the owner gives one: no made-up number ever gets the customers' messages
      whatsapp_number: stored.whatsapp_number ?? this.config.businessWhatsapp ?? '',
      pickup_address: stored.pickup_address ?? null,
      city: stored.city ?? null,
      pix: stored.pix ?? null,
    };
  }

  /**
   * The PIX key as the BR Code needs it, or null when the store takes PIX without a code. Read by
   * every PIX order: kept until the settings change (fromCatalog; a trigger on `settings` moves
   * the version on every instance), `at` being the order's version.
   */
  pix(at?: CatalogVersion): Promise<PixSettingsDto | null> {
    return fromCatalog(this.settings.manager, 'store-pix', async () => (await this.stored()).pix ?? null, at);
  }

  async update(body: StoreSettingsBody): Promise<StoreSettingsDto> {
    const pix = body.pix
      ? {
          key_type: body.pix.key_type,
          // the DTO already checked it: normalising cannot fail here
          key: normalizePixKey(body.pix.key_type, body.pix.key)!,
          merchant_name: body.pix.merchant_name.trim(),
          merchant_city: body.pix.merchant_city.trim(),
        }
      : null;
    const next: StoredStore = {
      business_name: body.business_name.trim(),
      tagline: body.tagline?.trim() ?? '',
      whatsapp_number: normalizeStoreWhatsapp(body.whatsapp_number)!,
      pickup_address: blankToNull(body.pickup_address),
      city: blankToNull(body.city),
      pix,
    };
    await this.write(next);
    this.events.publish('catalog.updated', { kind: 'settings' });
    return this.read();
  }

  /** First start: the owner names the store and gives its WhatsApp (inside the setup transaction). */
  async saveFirstStart(first: { business_name: string; whatsapp_number: string | null }, manager: EntityManager): Promise<void> {
    const stored = await this.stored(manager);
    const whatsapp = normalizeStoreWhatsapp(first.whatsapp_number);
    await this.write({ ...stored, business_name: first.business_name.trim(), ...(whatsapp ? { whatsapp_number: whatsapp } : {}) }, manager);
  }

  announce(): void {
    this.events.publish('catalog.updated', { kind: 'settings' });
  }

  private async stored(manager?: EntityManager): Promise<StoredStore> {
    // read by every PIX order: a plain statement (common/database/plain-sql.ts)
    const row = await selectOne(manager ?? this.settings.manager, Setting, '"key" = ?', [STORE_KEY]);
    if (!row) return {};
    try {
      const parsed: unknown = JSON.parse(row.value);
      return parsed && typeof parsed === 'object' ? (parsed as StoredStore) : {};
    } catch {
      this.logger.warn('configuração da loja ilegível; usando os valores do ambiente');
      return {};
    }
  }

  private async write(value: StoredStore, manager?: EntityManager): Promise<void> {
    const repo = manager ? manager.getRepository(Setting) : this.settings;
    await repo.upsert({ key: STORE_KEY, value: JSON.stringify(value), updated_at: new Date() }, ['key']);
  }
}
