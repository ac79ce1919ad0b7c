import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { OrderingSettingsDto } from '@quentinha/shared/api/types';
import { readOrderingSettings } from '@quentinha/shared/settings/ordering';
import { Repository } from 'typeorm';
import { type CatalogVersion, fromCatalog } from '../../common/database/catalog-snapshots.js';
import { selectOne } from '../../common/database/plain-sql.js';
import type { OrderingSettingsBody } from './dto/ordering-settings.dto.js';
import { Setting } from './setting.entity.js';

const ORDERING_KEY = 'ordering';

/**
 * 'Pedidos' (DECISIONS 10.8, 10.9): auto-accept, boxes per website order, the PIX timeout.
 * Stored as one JSON settings row; read by every website order, so it is kept until the
 * catalogue version moves (a trigger moves it on every write to `settings`, on every instance).
 */
@Injectable()
export class OrderingSettingsService {
  constructor(@InjectRepository(Setting) private readonly settings: Repository<Setting>) {}

  /** `at`: the version an order already read (fromCatalog). */
  read(at?: CatalogVersion): Promise<OrderingSettingsDto> {
    return fromCatalog(this.settings.manager, 'ordering-settings', () => this.readRow(), at);
  }

  /** A partial body changes only what it names (the DTO refused an empty one). */
  async update(body: OrderingSettingsBody): Promise<OrderingSettingsDto> {
    // the row itself, not the kept copy: two quick saves never undo each other's other fields
    const next: OrderingSettingsDto = { ...(await this.readRow()) };
    if (body.auto_accept !== undefined) next.auto_accept = body.auto_accept;
    if (body.max_boxes_per_order !== undefined) next.max_boxes_per_order = body.max_boxes_per_order;
    if (body.pix_timeout_minutes !== undefined) next.pix_timeout_minutes = body.pix_timeout_minutes;
    await this.settings.upsert({ key: ORDERING_KEY, value: JSON.stringify(next), updated_at: new Date() }, ['key']);
    return next;
  }

  private async readRow(): Promise<OrderingSettingsDto> {
    const row = await selectOne(this.settings.manager, Setting, '"key" = ?', [ORDERING_KEY]);
    if (!row) return readOrderingSettings(null);
    try {
      return readOrderingSettings(JSON.parse(row.value));
    } catch {
      // a row edited by hand into nonsense: the defaults, never a refused order
      return readOrderingSettings(null);
    }
  }
}
