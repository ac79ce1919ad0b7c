import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Setting } from './setting.entity.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';
import { StoreSettingsService } from './store-settings.service.js';
import { OrderingSettingsService } from './ordering-settings.service.js';
import { ImageUploadModule } from './uploads/image-upload.module.js';
import { AvailabilityModule } from '../availability/availability.module.js';

@Module({
  imports: [TypeOrmModule.forFeature([Setting]), ImageUploadModule, AvailabilityModule],
  controllers: [SettingsController],
  providers: [SettingsService, StoreSettingsService, OrderingSettingsService],
  exports: [SettingsService, StoreSettingsService, OrderingSettingsService],
})
export class SettingsModule {}
