import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PublicSettingsDto } from '@quentinha/shared/api/types';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { Setting } from './setting.entity.js';
import { StoreSettingsService } from './store-settings.service.js';
import { OrderingSettingsService } from './ordering-settings.service.js';
import { SetupStatusCache } from '../setup/setup-status.js';
import { AvailabilitySettingsService } from '../availability/availability-settings.service.js';
import { ImageUploadService, type ReceivedImage } from './uploads/image-upload.service.js';
import type { BannerDto } from '@quentinha/shared/api/types';
import { currentConsent } from '../customers/consent-texts.js';

const BANNER_KEY = 'banner_url';

export type { BannerDto };

/** Business settings: the home banner (stored) and the public business info (from config). */
@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(Setting) private readonly settings: Repository<Setting>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: ImageUploadService,
    private readonly events: DomainEvents,
    private readonly store: StoreSettingsService,
    private readonly availability: AvailabilitySettingsService,
    private readonly orderingSettings: OrderingSettingsService,
  ) {}

  private readonly setupStatus = new SetupStatusCache();

  async banner(): Promise<BannerDto> {
    const row = await this.settings.findOneBy({ key: BANNER_KEY });
    return { banner_url: row?.value || null };
  }

  async publicSettings(): Promise<PublicSettingsDto> {
    const [{ banner_url }, store, { ordering, hours, scheduling }, { pix_timeout_minutes }] = await Promise.all([
      this.banner(),
      this.store.read(),
      this.availability.ordering(),
      this.orderingSettings.read(),
    ]);
    return {
      business_name: store.business_name,
      tagline: store.tagline,
      whatsapp_number: store.whatsapp_number,
      banner_url,
      pickup_address: store.pickup_address,
      city: store.city,
      pix_enabled: store.pix !== null,
      // the tracking page tells an unpaid PIX order's customer until when to pay (DECISIONS 10.8)
      pix_timeout_minutes,
      setup_needed: await this.setupStatus.needed(this.settings.manager),
      ordering,
      hours,
      scheduling,
      // DECISIONS 10.2: the text beside the checkout's consent box, and its version
      marketing_consent: await currentConsent(this.settings.manager, store.business_name),
    };
  }

  /** Stores the new banner, then drops the old file once the setting points at the new one. */
  async setBanner(image: ReceivedImage): Promise<BannerDto> {
    const previous = (await this.banner()).banner_url;
    const url = await this.uploads.store(image);
    try {
      await this.settings.upsert({ key: BANNER_KEY, value: url, updated_at: new Date() }, ['key']);
    } catch (error) {
      await this.uploads.discard(url);
      throw error;
    }
    await this.uploads.discard(previous);
    this.events.publish('catalog.updated', { kind: 'settings' });
    return { banner_url: url };
  }
}
