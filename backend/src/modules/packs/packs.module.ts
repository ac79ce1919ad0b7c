import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { PacksController } from './packs.controller.js';
import { PacksService } from './packs.service.js';

/** Pacotes pré-pagos (DECISIONS 10.6); the order module calls pack-credits.ts in its own transactions. */
@Module({
  imports: [SettingsModule],
  controllers: [PacksController],
  providers: [PacksService],
})
export class PacksModule {}
