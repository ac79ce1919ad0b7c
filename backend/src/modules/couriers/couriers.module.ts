import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { CouriersController } from './couriers.controller.js';
import { CouriersRepository } from './couriers.repository.js';
import { CouriersService } from './couriers.service.js';

/** GET /api/couriers and /api/couriers/shift: reads users, orders and who is connected. */
@Module({
  imports: [RealtimeModule],
  controllers: [CouriersController],
  providers: [CouriersRepository, CouriersService],
})
export class CouriersModule {}
