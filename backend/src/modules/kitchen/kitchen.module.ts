import { Module } from '@nestjs/common';
import { KitchenController } from './kitchen.controller.js';
import { KitchenRepository } from './kitchen.repository.js';
import { KitchenService } from './kitchen.service.js';

/** GET /api/kitchen/production: reads orders only. */
@Module({
  controllers: [KitchenController],
  providers: [KitchenRepository, KitchenService],
})
export class KitchenModule {}
