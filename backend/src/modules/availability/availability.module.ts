import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Setting } from '../settings/setting.entity.js';
import { MenuPortion, SlotCount } from './availability.entities.js';
import { AvailabilitySettingsService } from './availability-settings.service.js';
import { AvailabilityController } from './availability.controller.js';
import { PortionsService } from './portions.service.js';
import { SlotsController } from './slots.controller.js';
import { SlotsService } from './slots.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Setting, MenuPortion, SlotCount])],
  controllers: [AvailabilityController, SlotsController],
  providers: [AvailabilitySettingsService, PortionsService, SlotsService],
  exports: [AvailabilitySettingsService, PortionsService, SlotsService],
})
export class AvailabilityModule {}
