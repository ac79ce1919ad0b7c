import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { DataSource, type QueryRunner } from 'typeorm';
import { appDataSourceOptions } from '../../app.data-source.js';
import { type DatabaseKind, databaseKind } from '../../common/database/data-source.js';
import type { AppConfig } from '../../config/config.js';
import { attachPixCode } from '../../modules/orders/order-pix.js';
import { Order, OrderEvent, OrderItem } from '../../modules/orders/order.entity.js';
import { BatchInserter } from './batch-insert.js';
import { isSale, SalesTally, saoPauloDayNumber } from '../../modules/orders/sales-ledger.js';
import { catalogDraws } from './volume-catalog.js';
import { volumeDays } from './volume-calendar.js';
import { prepareContext } from './volume-context.js';
import { buildCustomerPool, customerPoolSize } from './volume-customers.js';
import { draftDay, type DraftContext, type DraftOrder } from './volume-orders.js';
import { volumeRandom } from './volume-random.js';
import { linkUnlinkedOrders } from '../../modules/customers/customer-identity.js';

export interface VolumeOptions {
  days: number;
  perDay: number;
  seed: number;
  /** the clock: today's orders stop here (tests and the bench use the real one) */
  now?: Date;
  /** people in the pool (default: from perDay, at most 4,000); the bench asks for 20,000+ for 'Clientes' */
  customers?: number;
  log?: (line: string) => void;
}

export interface VolumeSummary {
  database: DatabaseKind;
  days: number;
  /** the Sao Paulo days written, 'yyyy-MM-dd' (the last is today) */
  firstDay: string;
  lastDay: string;
  orders: number;
  items: number;
  events: number;
  /** the order numbers taken from the counter, null when no order was written */
  firstNumber: number | null;
  lastNumber: number | null;
  seeded: boolean;
  seconds: number;
}

// the server's own counter (orders.repository.ts), bumped by a whole day at once
const RESERVE = (p: string) => `UPDATE counters SET value = value + ${p} WHERE name = 'order_number' RETURNING value`;
const CREATE_COUNTER = `INSERT INTO counters (name, value)
  VALUES ('order_number', COALESCE((SELECT MAX(order_number) FROM orders), 0))
  ON CONFLICT (name) DO NOTHING`;

const SQLITE_CACHE_KIB = 128 * 1024;

export const formatCount = (n: number) => n.toLocaleString('pt-BR');
export const formatSeconds = (ms: number) =>
  `${(ms / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;

class DayWriter {
  private readonly inserter: BatchInserter;
  private readonly param: string;

  constructor(
    private readonly runner: QueryRunner,
    private readonly kind: DatabaseKind,
  ) {
    this.inserter = new BatchInserter(runner);
    this.param = kind === 'sqlite' ? '?' : '$1';
  }

  /**
   * The last of `count` numbers taken from the counter the server bumps, so its next checkout
   * never gets one of them. A statement of its own: on PostgreSQL the counter row stays locked
   * for a moment, not for a whole day's insert.
   */
  async reserve(count: number): Promise<number> {
    let rows = await this.returning(RESERVE(this.param), [count]);
    if (rows.length === 0) {
      await this.runner.query(CREATE_COUNTER);
      rows = await this.returning(RESERVE(this.param), [count]);
    }
    return Number(rows[0].value);
  }

  /** DECISIONS 10.1: the people of the orders written become customers, in one transaction taken like write's. */
  async linkCustomers(): Promise<number> {
    await this.runner.query(this.kind === 'sqlite' ? 'BEGIN IMMEDIATE' : 'BEGIN');
    try {
      const linked = await linkUnlinkedOrders((sql, params) => this.runner.query(sql, params as unknown[]), this.kind === 'postgres');
      await this.runner.query('COMMIT');
      return linked;
    } catch (error) {
      await this.runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  /**
   * One day in one transaction. SQLite: BEGIN IMMEDIATE takes the write lock up front, waiting
   * (busy_timeout) for a running server's write instead of failing halfway.
   */
  async write(drafts: readonly DraftOrder[]): Promise<void> {
    await this.runner.query(this.kind === 'sqlite' ? 'BEGIN IMMEDIATE' : 'BEGIN');
    try {
      await this.inserter.insert(
        Order,
        drafts.map((d) => d.order),
      );
      await this.inserter.insert(
        OrderItem,
        drafts.flatMap((d) => d.items),
      );
      await this.inserter.insert(
        OrderEvent,
        drafts.flatMap((d) => d.events),
      );
      await this.holdPortions(drafts);
      const sales = new SalesTally();
      for (const d of drafts) if (isSale(d.order.status)) sales.add(saoPauloDayNumber(d.order.created_at), d.items, 1);
      await sales.write(this.runner.manager);
      await this.runner.query('COMMIT');
    } catch (error) {
      await this.runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  /** Portions sold on the days' menus, counted the way PortionsService.take counts them. */
  private async holdPortions(drafts: readonly DraftOrder[]): Promise<void> {
    const sold = new Map<string, number>();
    for (const d of drafts) {
      if (!d.held) continue;
      for (const [dish, q] of Object.entries(d.held.dishes)) {
        const key = `${d.held.menuId}\u0000${dish}`;
        sold.set(key, (sold.get(key) ?? 0) + q);
      }
    }
    const [a, b, c] = this.kind === 'sqlite' ? ['?', '?', '?'] : ['$1', '$2', '$3'];
    for (const [key, q] of [...sold].sort(([x], [y]) => (x < y ? -1 : 1))) {
      const [menu, dish] = key.split('\u0000');
      // PortionsService.take's upsert; the draw already kept capped dishes within their cap
      await this.runner.query(
        `INSERT INTO menu_portions (menu_id, dish_id, cap, sold) VALUES (${a}, ${b}, NULL, ${c})
          ON CONFLICT (menu_id, dish_id) DO UPDATE SET sold = menu_portions.sold + excluded.sold`,
        [menu, dish, q],
      );
    }
  }

  private async returning(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
    const result = await this.runner.query(sql, params, true);
    return (result.records ?? []) as Record<string, unknown>[];
  }
}

/**
 * Fills the database the config names (DATABASE_URL or DATABASE_PATH, as the server reads them)
 * with `days` days of orders ending now in Sao Paulo. Migrates an empty database first. Runs
 * beside the server: numbers come from its counter and every day is its own short transaction.
 * (On SQLite the server's own transactions begin DEFERRED, so a checkout whose transaction spans
 * one of these commits fails with SQLITE_BUSY until the server begins them IMMEDIATE.)
 */
export async function generateVolume(config: AppConfig, options: VolumeOptions): Promise<VolumeSummary> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const now = (options.now ?? new Date()).getTime();
  const kind = databaseKind(config);
  const db = new DataSource(appDataSourceOptions(config));
  await db.initialize();
  // a year of random-uuid keys overflows SQLite's default 2 MB page cache many times over: with
  // room for the indexes a year at 250 a day took 48 s instead of 72 s here (this connection only)
  if (kind === 'sqlite') await db.query(`PRAGMA cache_size = -${SQLITE_CACHE_KIB}`);
  const runner = db.createQueryRunner();
  try {
    await db.runMigrations();
    const days = volumeDays(todaySaoPaulo(new Date(now)), options.days);
    const { catalog, seeded, notes } = await prepareContext(db, config, days[0], days[days.length - 1]);
    for (const note of notes) log(`  ${note}`);
    const rand = volumeRandom(options.seed);
    const ctx: DraftContext = {
      catalog,
      draws: catalogDraws(catalog, rand),
      pool: buildCustomerPool(rand, options.customers ?? customerPoolSize(options.perDay), catalog.neighborhoods, catalog.accounts),
      now,
    };
    await runner.connect();
    const writer = new DayWriter(runner, kind);
    const totals = { orders: 0, items: 0, events: 0 };
    let firstNumber: number | null = null;
    let lastNumber: number | null = null;
    let lastLog = Date.now();
    for (const [index, day] of days.entries()) {
      const drafts = draftDay(rand, ctx, options.perDay, days, index);
      if (drafts.length > 0) {
        const last = await writer.reserve(drafts.length);
        drafts.forEach((d, k) => {
          d.order.order_number = last - drafts.length + 1 + k;
          // DECISIONS 9.5: a PIX order of a store with a key carries its code (txid = number)
          if (catalog.pix && d.order.payment_method === 'pix') attachPixCode(d, catalog.pix);
        });
        await writer.write(drafts);
        firstNumber ??= last - drafts.length + 1;
        lastNumber = last;
        totals.orders += drafts.length;
        totals.items += drafts.reduce((n, d) => n + d.items.length, 0);
        totals.events += drafts.reduce((n, d) => n + d.events.length, 0);
      }
      if (Date.now() - lastLog > 3000 || index === days.length - 1) {
        lastLog = Date.now();
        const percent = Math.round(((index + 1) / days.length) * 100);
        log(`  ${day}  ${formatCount(totals.orders)} pedidos  ${percent}%  ${formatSeconds(Date.now() - started)}`);
      }
    }
    // DECISIONS 10.1: the people of these orders become customers, as checkout would have made them
    const customers = await writer.linkCustomers();
    log(`  ${formatCount(customers)} clientes`);
    await tidy(db, kind);
    return {
      database: kind,
      days: days.length,
      firstDay: days[0],
      lastDay: days[days.length - 1],
      ...totals,
      firstNumber,
      lastNumber,
      seeded,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await runner.release();
    await db.destroy();
  }
}

/**
 * SQLite: fold the WAL back into the file (a running server's checkpointer would do it too).
 * PostgreSQL: fresh planner statistics, as autovacuum would gather shortly after such a load.
 */
async function tidy(db: DataSource, kind: DatabaseKind): Promise<void> {
  try {
    if (kind === 'sqlite') await db.query('PRAGMA wal_checkpoint(TRUNCATE)');
    else await db.query('ANALYZE orders, order_items, order_events');
  } catch {
    // housekeeping only: the orders are committed either way
  }
}
