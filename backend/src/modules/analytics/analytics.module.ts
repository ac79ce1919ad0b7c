import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { AnalyticsService } from './analytics.service.js';

/** Read-only sales analytics over orders and expenses; writes nothing. */
@Module({
  imports: [OrdersModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsRepository, AnalyticsService],
})
export class AnalyticsModule {}
