import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import type { DataSource, EntityManager } from 'typeorm';
import { formatInTimeZone } from 'date-fns-tz';
import { dishNameKey } from '@quentinha/shared/catalog/dish-names';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { Counter } from '../../common/database/counter.entity.js';
import { DailyMenu } from '../daily-menus/daily-menu.entity.js';
import { Dish } from '../dishes/dish.entity.js';
import { Expense } from '../expenses/expense.entity.js';
import { Neighborhood } from '../neighborhoods/neighborhood.entity.js';
import { Order, OrderEvent, OrderItem } from '../orders/order.entity.js';
import { Product } from '../products/product.entity.js';
import { demoPackOffers } from './demo-packs.js';
import { demoCompanyOrders, writeDemoCompany } from '../companies/demo-company.js';
import { User } from '../users/user.entity.js';
import { DEMO_DISHES, DEMO_EXPENSES, DEMO_NEIGHBORHOODS, DEMO_PASSWORD, DEMO_PRODUCTS, DEMO_USERS } from './demo-catalog.js';
import { buildDemoOrders } from './demo-orders.js';
import { demoIllustration } from './demo-illustrations.js';
import { ImageUploadService } from '../settings/uploads/image-upload.service.js';
import { Setting } from '../settings/setting.entity.js';
import { STORE_KEY } from '../settings/store-settings.service.js';
import { isSale, SalesTally, saoPauloDayNumber } from '../orders/sales-ledger.js';
import { seedDemoCosting } from '../costing/demo-costing.js';
import { linkUnlinkedOrders } from '../customers/customer-identity.js';

const DEMO_DAYS = 35;
/** the demo store's WhatsApp, set explicitly (there is no default number outside the demo) */
export const DEMO_WHATSAPP = '5511999999999';

/** Fills an empty database with a believable business so every screen has something to show. */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly uploads: ImageUploadService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seed) return;
    if ((await this.db.getRepository(Product).count()) > 0) return;
    const started = Date.now();
    // drawn before the transaction: rendering a dozen pictures is no reason to hold the database
    const images = await this.illustrations();
    const orders = await this.db.transaction((tx) => this.seed(tx, images));
    this.logger.log(`Dados de demonstração criados em ${Date.now() - started} ms (${orders} pedidos).`);
    console.log(
      [
        '',
        'Contas de demonstração (senha de todas: ' + DEMO_PASSWORD + '):',
        ...DEMO_USERS.map((u) => `  ${u.role.padEnd(9)} ${u.email}`),
        '',
      ].join('\n'),
    );
  }

  /** Each demo product's picture (demo-illustrations.ts) rendered and stored as an upload, by name. */
  private async illustrations(): Promise<Map<string, string>> {
    const images = new Map<string, string>();
    for (const { name } of DEMO_PRODUCTS) {
      const svg = demoIllustration(name);
      if (svg) images.set(name, await this.uploads.store(await this.uploads.toWebp(Buffer.from(svg))));
    }
    return images;
  }

  /** `images`: product name -> picture URL (none: the products go without). */
  async seed(tx: EntityManager, images: ReadonlyMap<string, string> = new Map()): Promise<number> {
    const now = new Date();
    const today = formatInTimeZone(now, 'America/Sao_Paulo', 'yyyy-MM-dd');
    const hash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
    const users = DEMO_USERS.map((u) =>
      tx.create(User, {
        ...u,
        id: randomUUID(),
        password_hash: hash,
        user_type: u.role === 'delivery' ? 'entregador' : null,
        active: true,
        phone: null,
        token_version: 0,
      }),
    );
    // an admin from ADMIN_EMAIL may exist already: keep it, skip the clash
    const existing = new Set((await tx.find(User, { select: { email: true } })).map((u) => u.email));
    await tx.save(users.filter((u) => !existing.has(u.email)));

    const products = DEMO_PRODUCTS.map((p) =>
      tx.create(Product, {
        id: randomUUID(),
        name: p.name,
        description: p.description,
        category: p.category,
        sizes: p.sizes.map(([name, price_cents, cost_cents]) => ({ name, price_cents, cost_cents })),
        max_items_per_quentinha: p.max,
        active: true,
        image_url: images.get(p.name) ?? null,
        preparation_time: p.prep,
      }),
    );
    await tx.save(products);
    // issue 30: a pack of 10 medium boxes of each quantinha, 10% off, valid for 60 days
    await tx.save(demoPackOffers(tx, products, now));
    const dishes = DEMO_DISHES.map(([name, type]) =>
      tx.create(Dish, { id: randomUUID(), name, name_key: dishNameKey(name), type, category: type, active: true }),
    );
    await tx.save(dishes);
    // issue 31: 'Insumos', some fichas técnicas and 'Custos'
    await seedDemoCosting(tx, dishes, now);
    await tx.save(tx.create(DailyMenu, { id: randomUUID(), date: today, dishes: dishes.map((d) => d.id), active: true }));
    const neighborhoods = DEMO_NEIGHBORHOODS.map(([name, fee, active]) =>
      tx.create(Neighborhood, { id: randomUUID(), name, delivery_fee_cents: fee, is_active: active }),
    );
    await tx.save(neighborhoods);

    const expenses: Expense[] = [];
    for (const [description, category, amount, every] of DEMO_EXPENSES) {
      for (let back = DEMO_DAYS; back >= 0; back -= every) {
        const date = formatInTimeZone(new Date(now.getTime() - back * 86400000), 'America/Sao_Paulo', 'yyyy-MM-dd');
        expenses.push(tx.create(Expense, { id: randomUUID(), description, category, amount_cents: amount, date, active: true }));
      }
    }
    await tx.save(expenses);

    const couriers = users.filter((u) => u.role === 'delivery');
    const customer = users.find((u) => u.role === 'customer')!;
    const rows = buildDemoOrders({ products, dishes, neighborhoods, couriers, customer }, DEMO_DAYS, today, 1, now);
    // issue 29: a few of them on the demo company's tab
    const demoCompany = demoCompanyOrders(rows, now);
    const sales = new SalesTally();
    for (const row of rows) {
      if (isSale(row.order.status)) sales.add(saoPauloDayNumber(row.order.created_at!), row.items as OrderItem[], 1);
    }
    await sales.write(tx);
    for (let i = 0; i < rows.length; i += 100) {
      const chunk = rows.slice(i, i + 100);
      await tx.createQueryBuilder().insert().into(Order).values(chunk.map((r) => r.order)).execute();
      await tx.createQueryBuilder().insert().into(OrderItem).values(chunk.flatMap((r) => r.items)).execute();
      await tx.createQueryBuilder().insert().into(OrderEvent).values(chunk.flatMap((r) => r.events)).execute();
    }
    await tx.save(tx.create(Counter, { name: 'order_number', value: rows.length }));
    // DECISIONS 10.1: the demo's people are in 'Clientes' as checkout would have put them
    await linkUnlinkedOrders((sql, params) => tx.query(sql, params as unknown[]), tx.connection.options.type === 'postgres');
    await writeDemoCompany(tx, demoCompany, now);
    // the demo store answers on a demo number, unless BUSINESS_WHATSAPP or the owner gave one
    if (!this.config.businessWhatsapp && !(await tx.existsBy(Setting, { key: STORE_KEY }))) {
      await tx.save(tx.create(Setting, { key: STORE_KEY, value: JSON.stringify({ whatsapp_number: DEMO_WHATSAPP }), updated_at: now }));
    }
    return rows.length;
  }
}
