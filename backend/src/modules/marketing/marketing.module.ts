import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { DailyMenuBroadcastService } from './daily-menu-broadcast.service.js';
import { MarketingChoiceService } from './marketing-choice.service.js';
import { MarketingController } from './marketing.controller.js';

/** Consent and the daily-menu list on WhatsApp (DECISIONS 10.2). */
@Module({
  imports: [CustomersModule, SettingsModule],
  controllers: [MarketingController],
  providers: [MarketingChoiceService, DailyMenuBroadcastService],
  exports: [MarketingChoiceService],
})
export class MarketingModule {}
