import { SALE_STATUSES, saleBucket } from '@quentinha/shared/analytics/sales';
import { SAO_PAULO_UTC_OFFSET_MS } from '@quentinha/shared/dates/sao-paulo';
import { dishPortions } from '@quentinha/shared/orders/production';
import type { EntityManager } from 'typeorm';
import type { OrderItem } from './order.entity.js';

/**
 * The daily sales ledger (daily_product_sales, daily_dish_sales): what each Sao Paulo day's sales
 * sold, per product and size and per dish. It moves only when an order becomes a sale or stops
 * being one (created confirmed, confirmed, cancelled, reopened, deleted): order lines never change
 * after creation, so those are the only moments a day's figures change. Every writer of orders
 * goes through `recordSale` in its own transaction; `rebuildSalesLedger` recomputes it all (the
 * migration that introduced it, the volume generator).
 */

const DAY_MS = 86_400_000;

/** Sao Paulo day number of an instant: whole days since 1970-01-01 on Sao Paulo's wall clock. */
export const saoPauloDayNumber = (at: Date | number) =>
  Math.floor((+at + SAO_PAULO_UTC_OFFSET_MS) / DAY_MS);

/** Day number of a calendar day 'yyyy-MM-dd' (a range's startDay/endDay). */
export const dayNumberOf = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Whether an order in this status counts in the ledger (the one definition of a sale). */
export const isSale = (status: unknown) => saleBucket(status) === 'sale';

export type LedgerLine = Pick<
  OrderItem,
  'product_name' | 'size' | 'category' | 'quantity' | 'unit_price_cents' | 'unit_cost_cents' | 'chosen_dishes'
>;

interface ProductRow {
  day: number;
  product_name: string;
  size: string;
  quantity: number;
  revenue_cents: number;
  cost_cents: number;
}
interface DishRow {
  day: number;
  dish: string;
  portions: number;
}

/** Lines added (+1) or taken away (-1), summed per ledger row before anything is written. */
export class SalesTally {
  private readonly products = new Map<string, ProductRow>();
  private readonly dishes = new Map<string, DishRow>();

  add(day: number, lines: readonly LedgerLine[], sign: 1 | -1): this {
    for (const line of lines) {
      const size = line.size ?? '';
      const key = `${day}\u0000${line.product_name}\u0000${size}`;
      const row = this.products.get(key) ?? {
        day,
        product_name: line.product_name,
        size,
        quantity: 0,
        revenue_cents: 0,
        cost_cents: 0,
      };
      row.quantity += sign * line.quantity;
      row.revenue_cents += sign * line.quantity * line.unit_price_cents;
      row.cost_cents += sign * line.quantity * line.unit_cost_cents;
      this.products.set(key, row);
      for (const [dish, portions] of dishPortions(line)) {
        const dishKey = `${day}\u0000${dish}`;
        const dishRow = this.dishes.get(dishKey) ?? { day, dish, portions: 0 };
        dishRow.portions += sign * portions;
        this.dishes.set(dishKey, dishRow);
      }
    }
    return this;
  }

  /** Adds the tally to the ledger: one upsert statement per table and batch. */
  async write(tx: EntityManager): Promise<void> {
    await upsertSums(tx, 'daily_product_sales', ['day', 'product_name', 'size'], ['quantity', 'revenue_cents', 'cost_cents'], [
      ...this.products.values(),
    ]);
    await upsertSums(tx, 'daily_dish_sales', ['day', 'dish'], ['portions'], [...this.dishes.values()]);
  }
}

/**
 * Records an order's lines when its sale state changes (`from` -> `to`, null for an order that
 * does not exist before or after): +1 when it becomes a sale, -1 when it stops being one.
 */
export async function recordSale(
  tx: EntityManager,
  order: { created_at: Date | number },
  lines: readonly LedgerLine[],
  from: unknown,
  to: unknown,
): Promise<void> {
  const was = from != null && isSale(from);
  const is = to != null && isSale(to);
  if (was === is || lines.length === 0) return;
  await new SalesTally().add(saoPauloDayNumber(order.created_at), lines, is ? 1 : -1).write(tx);
}

/** Empties the ledger and sums every sale again from the orders (batches keep memory flat). */
export async function rebuildSalesLedger(tx: EntityManager): Promise<void> {
  await tx.query('DELETE FROM "daily_product_sales"');
  await tx.query('DELETE FROM "daily_dish_sales"');
  const tally = new SalesTally();
  const BATCH = 5_000;
  for (let offset = 0; ; offset += BATCH) {
    const [sql, params] = tx.connection.driver.escapeQueryWithParameters(
      `SELECT "o"."created_at" AS "created_at", "i"."product_name" AS "product_name", "i"."size" AS "size",
        "i"."category" AS "category", "i"."quantity" AS "quantity", "i"."unit_price_cents" AS "unit_price_cents",
        "i"."unit_cost_cents" AS "unit_cost_cents", "i"."chosen_dishes" AS "chosen_dishes"
      FROM "order_items" "i" INNER JOIN "orders" "o" ON "o"."id" = "i"."order_id"
      WHERE "o"."status" IN (:...statuses) ORDER BY "i"."id" LIMIT ${BATCH} OFFSET ${offset}`,
      { statuses: [...SALE_STATUSES] },
    );
    const rows: Record<string, unknown>[] = await tx.query(sql, params);
    for (const r of rows) {
      tally.add(saoPauloDayNumber(Number(r.created_at)), [
        {
          product_name: String(r.product_name),
          size: r.size as OrderItem['size'],
          category: String(r.category),
          quantity: Number(r.quantity),
          unit_price_cents: Number(r.unit_price_cents),
          unit_cost_cents: Number(r.unit_cost_cents),
          chosen_dishes: readDishes(r.chosen_dishes),
        },
      ], 1);
    }
    if (rows.length < BATCH) break;
  }
  await tally.write(tx);
}

/** simple-json as stored ('["Arroz","Feijão"]'); anything unreadable holds no dishes */
function readDishes(text: unknown): string[] {
  try {
    const value: unknown = typeof text === 'string' ? JSON.parse(text) : text;
    return Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

const UPSERT_BATCH = 200;

/** INSERT ... ON CONFLICT DO UPDATE adding the sums: the same SQL on SQLite and PostgreSQL. */
async function upsertSums<T extends object>(
  tx: EntityManager,
  table: string,
  keys: (keyof T & string)[],
  sums: (keyof T & string)[],
  rows: T[],
): Promise<void> {
  const columns = [...keys, ...sums];
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    const batch = rows.slice(start, start + UPSERT_BATCH);
    const params: Record<string, unknown> = {};
    const values = batch.map((row, r) => {
      const names = columns.map((c, i) => {
        params[`p${r}_${i}`] = row[c as keyof T];
        return `:p${r}_${i}`;
      });
      return `(${names.join(', ')})`;
    });
    const quoted = columns.map((c) => `"${c}"`).join(', ');
    const update = sums.map((c) => `"${c}" = "${table}"."${c}" + excluded."${c}"`).join(', ');
    const [sql, bound] = tx.connection.driver.escapeQueryWithParameters(
      `INSERT INTO "${table}" (${quoted}) VALUES ${values.join(', ')}
        ON CONFLICT (${keys.map((k) => `"${k}"`).join(', ')}) DO UPDATE SET ${update}`,
      params,
    );
    await tx.query(sql, bound);
  }
}
