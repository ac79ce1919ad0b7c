import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Size } from '@quentinha/shared/api/types';
import type { CostingSettings } from '@quentinha/shared/costing/costing';
import { Setting } from '../settings/setting.entity.js';
import type { CostingSettingsBody } from './dto/costing.dto.js';
import { COSTING_SETTINGS_KEY, readCostingSettingsRow, recipeBook } from './recipe-costs.js';

/**
 * 'Custos' (DECISIONS 10.7): size factors, packaging per size, the food-cost target. One JSON row
 * of `settings` (like 'Pedidos'); a write moves the catalogue version, so the next order prices
 * its boxes with it.
 */
@Injectable()
export class CostingSettingsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async read(): Promise<CostingSettings> {
    return structuredClone((await recipeBook(this.db.manager)).settings);
  }

  /** A partial body changes only what it names (the DTO refused an empty one). */
  async update(body: CostingSettingsBody): Promise<CostingSettings> {
    // the row itself, not the kept copy: two quick saves never undo each other's other fields
    const next = structuredClone(await readCostingSettingsRow(this.db.manager));
    if (body.size_factors !== undefined) next.size_factors = pickSizes(body.size_factors);
    if (body.packaging !== undefined) next.packaging = pickSizes(body.packaging);
    if (body.cmv_target_percent !== undefined) next.cmv_target_percent = body.cmv_target_percent;
    await this.db
      .getRepository(Setting)
      .upsert({ key: COSTING_SETTINGS_KEY, value: JSON.stringify(next), updated_at: new Date() }, ['key']);
    return next;
  }
}

const pickSizes = (v: Record<string, number>): Record<Size, number> => ({
  pequeno: v.pequeno,
  medio: v.medio,
  grande: v.grande,
  familia: v.familia,
});
