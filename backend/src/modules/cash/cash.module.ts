import { Module } from '@nestjs/common';
import { CashController } from './cash.controller.js';
import { CashRepository } from './cash.repository.js';
import { CashService } from './cash.service.js';

/** /api/cash: the day's drawer, its movements and its closing (DECISIONS 10.11). */
@Module({
  controllers: [CashController],
  providers: [CashRepository, CashService],
})
export class CashModule {}
