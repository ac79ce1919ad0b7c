import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isQuentinha, SIZES } from '@quentinha/shared/catalog/sizes';
import { buildDailyMenuText, optOutUrl, personalMessage, waMeLink } from '@quentinha/shared/customers/daily-menu-message';
import type { DailyMenuBroadcastDto } from '@quentinha/shared/customers/types';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { toReais } from '@quentinha/shared/money/money';
import type { DataSource } from 'typeorm';
import { selectWhere } from '../../common/database/plain-sql.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import { activeMenuOf } from '../daily-menus/active-menu.js';
import { Dish } from '../dishes/dish.entity.js';
import { Product } from '../products/product.entity.js';
import { StoreSettingsService } from '../settings/store-settings.service.js';

/**
 * 'Divulgar Cardápio' (DECISIONS 10.2): the day's message and one wa.me link per opted-in
 * customer, each ending with that person's own opt-out address. The server sends nothing.
 */
@Injectable()
export class DailyMenuBroadcastService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly customers: CustomersRepository,
    private readonly store: StoreSettingsService,
  ) {}

  async build(date: string | undefined, storefrontUrl: string): Promise<DailyMenuBroadcastDto> {
    const day = date ?? todaySaoPaulo();
    const manager = this.db.manager;
    const [menu, products, { business_name }, recipients] = await Promise.all([
      activeMenuOf(manager, day),
      selectWhere(manager, Product, '"active" = ? AND "deleted_at" IS NULL', [true]),
      this.store.read(),
      this.customers.optedIn(),
    ]);
    const dishIds = menu?.dishes ?? [];
    const dishes = dishIds.length ? await selectWhere(manager, Dish, '"active" = ?', [true]) : [];
    const byId = new Map(dishes.map((d) => [d.id, d.name]));
    const dishNames = dishIds.map((id) => byId.get(id)).filter((n): n is string => Boolean(n));
    const sizes = products
      .filter((p) => isQuentinha(p.category))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
      .flatMap((p) =>
        [...p.sizes]
          .sort((a, b) => SIZES.indexOf(a.name) - SIZES.indexOf(b.name))
          .map((s) => ({ product_name: p.name, size: s.name, price: toReais(s.price_cents) })),
      );
    const text = buildDailyMenuText({ business_name, date: day, dishes: dishNames, sizes, storefront_url: storefrontUrl });
    return {
      date: day,
      has_menu: dishNames.length > 0,
      text,
      recipients: recipients.map((r) => ({
        customer_id: r.id,
        name: r.name,
        whatsapp: r.whatsapp,
        link: waMeLink(r.whatsapp, personalMessage(text, optOutUrl(storefrontUrl, r.optout_token))),
      })),
    };
  }
}
