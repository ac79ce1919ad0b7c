import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { AnalyticsService } from './analytics.service.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/** Read-only sales analytics over orders and expenses; writes nothing. */
@Module({
  imports: [OrdersModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsRepository, AnalyticsService, ReportsRepository, ReportsService],
})
export class AnalyticsModule {}
