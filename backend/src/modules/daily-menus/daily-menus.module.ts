import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DishesModule } from '../dishes/dishes.module.js';
import { AvailabilityModule } from '../availability/availability.module.js';
import { DailyMenu } from './daily-menu.entity.js';
import { DailyMenusController } from './daily-menus.controller.js';
import { DailyMenusService } from './daily-menus.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([DailyMenu]), DishesModule, AvailabilityModule],
  controllers: [DailyMenusController],
  providers: [DailyMenusService],
  exports: [DailyMenusService],
})
export class DailyMenusModule {}
