import type { EntityManager } from 'typeorm';
import { type CatalogVersion, fromCatalog } from '../../common/database/catalog-snapshots.js';
import { selectOne } from '../../common/database/plain-sql.js';
import { DailyMenu } from './daily-menu.entity.js';

/**
 * The active menu of a Sao Paulo day ('yyyy-MM-dd'), or null: what an order of that day is checked
 * and capped against. Kept until the catalogue changes (fromCatalog), read-only; `at`: the version
 * the caller already read.
 */
export function activeMenuOf(manager: EntityManager, day: string, at?: CatalogVersion): Promise<DailyMenu | null> {
  return fromCatalog(manager, `active-menu ${day}`, () => selectOne(manager, DailyMenu, '"date" = ? AND "active" = ?', [day, true]), at);
}
