import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { CatalogVersion } from '../../common/database/catalog-snapshots.js';
import { execute, inList, selectOne, selectWhere, type Statement } from '../../common/database/plain-sql.js';
import {
  PORTION_MESSAGES,
  remainingPortions,
  soldOutDishes,
  type PortionCaps,
} from '@quentinha/shared/availability/portions';
import { SCHEDULING_MESSAGES } from '@quentinha/shared/availability/slots';
import { conflict } from '../../common/errors/domain-error.js';
import type { AvailabilityUpdatedPayload, StockUpdatedPayload } from '@quentinha/shared/realtime/events';
import { DomainEvents } from '../../common/events/domain-events.js';
import { activeMenuOf } from '../daily-menus/active-menu.js';
import { DailyMenu } from '../daily-menus/daily-menu.entity.js';
import { Order } from '../orders/order.entity.js';
import { giveBackStock, readStock, type StockCounts, stockNews, takeStock } from '../products/product-stock.js';
import { MenuPortion, SlotCount } from './availability.entities.js';

/** What one order holds (orders.consumed, JSON): given back once when it is cancelled. */
export interface Consumption {
  menu_id: string | null;
  /** dish id -> portions */
  dishes: Record<string, number>;
  /** dish or product id -> name, for the 'esgotado' message */
  names: Record<string, string>;
  /**
   * counted products (DECISIONS 10.10): product id -> units taken. The draft lists every product
   * ordered; taking leaves only the counted ones (absent when none is). Absent on orders from
   * before stock; orders from before that pruning may list uncounted ones (nothing to give back).
   */
  products?: StockCounts;
  slot: { at: string; day: string; start: string; end: string; boxes: number; capacity: number } | null;
  /** given back (cancelled); an admin reopening the order takes it again */
  released?: boolean;
}

export interface MenuPortionsState {
  portions: PortionCaps;
  remaining: Record<string, number | null>;
  sold_out: string[];
  /** marked 'Acabou': remaining 0 whatever the cap, which is kept for 'Liberar' */
  marked_sold_out: string[];
}

/**
 * Portion caps and slot capacity, enforced by conditional updates inside the order's transaction:
 * `sold = sold + q WHERE cap IS NULL OR sold + q <= cap`, and no row changed means sold out. On
 * PostgreSQL the UPDATE waits for the row lock and re-checks its WHERE on the committed row; SQLite
 * runs one write transaction at a time. Rows are touched in a fixed order (no deadlock): every
 * writer takes counted stock, then the slot, then the day's portions (dishes by id), after the
 * company and the sales ledger (order-creation.service.ts, order-updater.ts).
 */
/**
 * Takes the portions of each dish of an order (one row each, in the dishes' order) if its cap
 * allows: one statement for them all (the same SQL on SQLite and PostgreSQL); a dish it could not
 * take is one it does not return.
 */
const takePortions = (dishes: number) => `INSERT INTO menu_portions (menu_id, dish_id, cap, sold)
  VALUES ${Array.from({ length: dishes }, () => '(?, ?, NULL, ?)').join(', ')}
  ON CONFLICT (menu_id, dish_id) DO UPDATE SET sold = menu_portions.sold + excluded.sold
  WHERE NOT menu_portions.sold_out
    AND (menu_portions.cap IS NULL OR menu_portions.sold + excluded.sold <= menu_portions.cap)
  RETURNING dish_id`;

/**
 * The statement taking an order's portions (null when it takes none): the caller sends it as the
 * last write of its transaction (on PostgreSQL inside the order's own insert) and checks its rows
 * with `checkPortions`. A first sale makes the row (no cap), a later one adds to it only while
 * the cap allows (the WHERE of the upsert); a dish whose row did not change is sold out.
 */
export function portionsStatement(c: Consumption): Statement | null {
  const dishIds = Object.keys(c.dishes).sort();
  if (!c.menu_id || dishIds.length === 0) return null;
  return { text: takePortions(dishIds.length), params: dishIds.flatMap((dishId) => [c.menu_id, dishId, c.dishes[dishId]]) };
}

@Injectable()
export class PortionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEvents,
  ) {}

  async stateOf(menus: Pick<DailyMenu, 'id' | 'dishes'>[]): Promise<Map<string, MenuPortionsState>> {
    const ids = menus.map((m) => m.id);
    const rows = ids.length ? await selectWhere(this.db.manager, MenuPortion, `"menu_id" IN (${inList(ids.length)})`, ids) : [];
    const out = new Map<string, MenuPortionsState>();
    for (const menu of menus) {
      const mine = rows.filter((r) => r.menu_id === menu.id);
      const portions: PortionCaps = {};
      const sold: Record<string, number> = {};
      const marked: string[] = [];
      for (const id of menu.dishes) portions[id] = null;
      for (const r of mine) {
        if (!menu.dishes.includes(r.dish_id)) continue;
        portions[r.dish_id] = r.cap;
        sold[r.dish_id] = r.sold;
        // SQLite hands booleans back as 0/1 on raw reads: truthiness, not === true
        if (r.sold_out) marked.push(r.dish_id);
      }
      const remaining = remainingPortions(menu.dishes, portions, sold);
      for (const id of marked) remaining[id] = 0;
      out.set(menu.id, { portions, remaining, sold_out: soldOutDishes(remaining), marked_sold_out: marked });
    }
    return out;
  }

  /** A deleted menu takes its caps and counts with it. */
  async forgetMenu(tx: EntityManager, menuId: string): Promise<void> {
    await tx.getRepository(MenuPortion).delete({ menu_id: menuId });
  }

  /**
   * Sets caps (null = no cap) of some dishes of a menu, keeping what was sold. `release`: the
   * board typed a new cap for the dish, which also lifts its 'Acabou' (a menu saved whole keeps
   * its marks).
   */
  async setCaps(menuId: string, caps: PortionCaps, manager: EntityManager = this.db.manager, { release = false } = {}): Promise<void> {
    const rows = Object.entries(caps).map(([dish_id, cap]) => ({ menu_id: menuId, dish_id, cap, sold: 0, sold_out: false }));
    if (rows.length === 0) return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(MenuPortion)
      .values(rows)
      .orUpdate(release ? ['cap', 'sold_out'] : ['cap'], ['menu_id', 'dish_id'])
      .execute();
  }

  /** 'Acabou' (true) and 'Liberar' (false) of one dish (DECISIONS 10.10): the cap and the count stay. */
  async setSoldOut(menuId: string, dishId: string, soldOut: boolean, manager: EntityManager = this.db.manager): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(MenuPortion)
      .values({ menu_id: menuId, dish_id: dishId, cap: null, sold: 0, sold_out: soldOut })
      .orUpdate(['sold_out'], ['menu_id', 'dish_id'])
      .execute();
  }

  /** The caps of a menu (dishes with one), to copy them onto another day's menu. */
  async capsOf(menuId: string): Promise<PortionCaps> {
    const rows = await selectWhere(this.db.manager, MenuPortion, '"menu_id" = ? AND "cap" IS NOT NULL', [menuId]);
    return Object.fromEntries(rows.map((r) => [r.dish_id, r.cap]));
  }

  /** The active menu of a day, inside the order's transaction, at the catalogue version the order priced with. */
  menuOf(tx: EntityManager, day: string, at: CatalogVersion): Promise<DailyMenu | null> {
    return activeMenuOf(tx, day, at);
  }

  /**
   * Takes the order's portions, counted units and slot boxes, or throws 409 (the transaction then
   * rolls back). `c.products` is left holding the counted products only (what was taken).
   */
  /** Takes what an order holds (an admin reopening a cancelled order), or 409 'esgotado'. */
  async take(tx: EntityManager, c: Consumption): Promise<void> {
    await this.takeStockAndSlot(tx, c);
    const portions = portionsStatement(c);
    if (portions) await this.checkPortions(tx, c, (await execute(tx, portions.text, portions.params, { returnsRows: true })).rows);
  }

  /**
   * The units of counted products and the slot's boxes an order takes, or 409. Its portions come
   * after them (`portionsStatement`): every writer locks stock, then the slot, then portions.
   */
  async takeStockAndSlot(tx: EntityManager, c: Consumption): Promise<void> {
    if (c.products) {
      // which products are counted: a plain read, before any row other orders wait for is locked
      const counted = await readStock(tx, Object.keys(c.products));
      // the order holds only the units it took: a product nobody counts is never given back (a
      // count started after the order would gain units it never had) nor announced
      const taken = await takeStock(tx, c.products, c.names, counted);
      if (Object.keys(taken).length > 0) c.products = taken;
      else delete c.products;
    }
    if (c.slot && c.slot.boxes > 0) {
      const { at, boxes, capacity } = c.slot;
      await tx.createQueryBuilder().insert().into(SlotCount).values({ slot_at: at, taken: 0 }).orIgnore().execute();
      const result = await tx
        .createQueryBuilder()
        .update(SlotCount)
        .set({ taken: () => `"taken" + ${Number(boxes)}` })
        .where('slot_at = :at AND taken + :boxes <= :capacity', { at, boxes, capacity })
        .execute();
      if (!result.affected) throw conflict(SCHEDULING_MESSAGES.slotFull(c.slot));
    }
  }

  /** 409 'esgotado' when the portions statement left a dish untaken (its rows: the dishes taken). */
  async checkPortions(tx: EntityManager, c: Consumption, takenRows: Record<string, unknown>[]): Promise<void> {
    const taken = new Set(takenRows.map((r) => String(r.dish_id)));
    const short = Object.keys(c.dishes).sort().find((dishId) => !taken.has(dishId));
    if (!short) return;
    const row = await tx.getRepository(MenuPortion).findOneBy({ menu_id: c.menu_id!, dish_id: short });
    const left = row?.cap == null || row.sold_out ? 0 : Math.max(0, row.cap - row.sold);
    throw conflict(PORTION_MESSAGES.soldOutOrder(c.names[short] ?? short, left));
  }

  /**
   * A cancelled or deleted order gives back what it holds, exactly once: the first caller to clear
   * `orders.consumed` gives back, any other finds it already cleared. Returns what was given back.
   */
  async release(tx: EntityManager, orderId: string, raw: string | null): Promise<Consumption | null> {
    const held = readConsumption(raw);
    if (!held || held.released) return null;
    if (!(await this.swap(tx, orderId, raw!, { ...held, released: true }))) return null;
    await this.giveBack(tx, held);
    return held;
  }

  /** An admin reopens a cancelled order: it takes its portions and slot again, or 409 'esgotado'. */
  async retake(tx: EntityManager, orderId: string, raw: string | null): Promise<Consumption | null> {
    const held = readConsumption(raw);
    if (!held?.released) return null;
    if (!(await this.swap(tx, orderId, raw!, { ...held, released: false }))) return null;
    await this.take(tx, held);
    return held;
  }

  /** Compare-and-set on orders.consumed: only one of two racing callers wins. */
  private async swap(tx: EntityManager, orderId: string, from: string, to: Consumption): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(Order)
      .set({ consumed: JSON.stringify(to) })
      .where('id = :id AND consumed = :from', { id: orderId, from })
      .execute();
    return Boolean(result.affected);
  }

  /** Gives back what `take` took (the caller makes sure it happens once). */
  async giveBack(tx: EntityManager, c: Consumption): Promise<void> {
    // the lock order of taking: stock, then the slot, then portions
    if (c.products) await giveBackStock(tx, c.products);
    if (c.slot && c.slot.boxes > 0) {
      const b = Number(c.slot.boxes);
      await tx
        .createQueryBuilder()
        .update(SlotCount)
        .set({ taken: () => `CASE WHEN "taken" >= ${b} THEN "taken" - ${b} ELSE 0 END` })
        .where('slot_at = :at', { at: c.slot.at })
        .execute();
    }
    if (c.menu_id) {
      for (const dishId of Object.keys(c.dishes).sort()) {
        await tx
          .createQueryBuilder()
          .update(MenuPortion)
          .set({
            sold: () =>
              `CASE WHEN "sold" >= ${Number(c.dishes[dishId])} THEN "sold" - ${Number(c.dishes[dishId])} ELSE 0 END`,
          })
          .where('menu_id = :menu AND dish_id = :dish', { menu: c.menu_id, dish: dishId })
          .execute();
      }
    }
  }

  /** Boxes taken per slot start ('HH:mm') of a day. */
  async takenOn(slotStarts: { start: string; at: string }[]): Promise<Record<string, number>> {
    if (slotStarts.length === 0) return {};
    const rows = await this.db.getRepository(SlotCount).findBy({ slot_at: In(slotStarts.map((s) => s.at)) });
    const byAt = new Map(rows.map((r) => [r.slot_at, r.taken]));
    return Object.fromEntries(slotStarts.map((s) => [s.start, byAt.get(s.at) ?? 0]));
  }

  /** After commit: storefronts and boards get the new counts. */
  async announce(c: Consumption | null): Promise<void> {
    (await this.announcement(c))();
  }

  /**
   * The news of what an order took, read now (right after its commit), sent by the returned
   * function once the order's own news is out. Read before the order answers, not after: the
   * products list every instance keeps in memory is dropped by this news, and the customer's very
   * next look at the menu must show what her order took (on SQLite the read runs inside the unit
   * that holds the database, a synchronous read on the connection). `known`: the menu the
   * caller's transaction already read (not read again).
   */
  async announcement(c: Consumption | null, known: DailyMenu | null = null): Promise<() => void> {
    if (!c) return () => undefined;
    const menu = c.menu_id && Object.keys(c.dishes).length > 0 ? await this.menuState(c.menu_id, known) : null;
    const ordered = Object.keys(c.products ?? {});
    // only products whose units are counted moved: a drink with no stock count has nothing to
    // tell, and telling it would drop every instance's products list and make every storefront
    // refetch the catalogue after every order of a drink
    const left = ordered.length > 0 ? await readStock(this.db.manager, ordered) : new Map<string, number>();
    const counted = ordered.filter((id) => left.has(id));
    const stock = counted.length > 0 ? stockNews(counted, left) : null;
    return () => {
      if (menu) this.events.publish('availability.updated', menu);
      if (c.slot) this.events.publish('availability.updated', { kind: 'slots', date: c.slot.day });
      if (stock) this.announceStock(stock);
    };
  }

  /**
   * Storefronts apply the new counts at once; the products list (which carries them, and is kept
   * serialized in memory on every instance) is dropped everywhere like after a catalogue edit.
   */
  announceStock(news: StockUpdatedPayload): void {
    this.events.publish('availability.updated', news);
    this.events.publish('catalog.updated', { kind: 'products' });
  }

  async announceMenu(menuId: string): Promise<void> {
    const state = await this.menuState(menuId);
    if (state) this.events.publish('availability.updated', state);
  }

  private async menuState(menuId: string, known: DailyMenu | null = null): Promise<AvailabilityUpdatedPayload | null> {
    const menu = known?.id === menuId ? known : await selectOne(this.db.manager, DailyMenu, '"id" = ?', [menuId]);
    if (!menu) return null;
    const state = (await this.stateOf([menu])).get(menu.id)!;
    return { kind: 'portions', menu_id: menu.id, date: menu.date, ...state };
  }
}

export function readConsumption(raw: string | null | undefined): Consumption | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Consumption;
  } catch {
    return null;
  }
}
