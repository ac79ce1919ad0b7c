import { Injectable } from '@nestjs/common';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { productionTotals, type ProductionTotals } from '@quentinha/shared/orders/production';
import { KitchenRepository } from './kitchen.repository.js';

export type ProductionDto = ProductionTotals & { date: string };

@Injectable()
export class KitchenService {
  constructor(private readonly kitchen: KitchenRepository) {}

  /** DECISIONS 9.2: what is left to cook on a day (today in Sao Paulo by default). */
  async production(date: string | undefined): Promise<ProductionDto> {
    const day = date ?? todaySaoPaulo();
    return { date: day, ...productionTotals(await this.kitchen.ordersToProduce(day)) };
  }
}
