import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CentsColumn } from '../../common/database/columns.js';

/**
 * What the sales of one Sao Paulo day sold, kept up to date in the same transaction as every
 * order change that makes or unmakes a sale (sales-ledger.ts). Reports over a year read a few
 * thousand of these rows instead of every order line (issue 13).
 * `day` is the Sao Paulo day number: days since 1970-01-01 on Sao Paulo's wall clock.
 */
@Entity('daily_product_sales')
export class DailyProductSales {
  @PrimaryColumn({ type: 'integer' })
  day: number;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  product_name: string;

  /** the line's size, '' for products sold without one (a key column cannot be null) */
  @PrimaryColumn({ type: 'varchar', length: 20 })
  size: string;

  @Column({ type: 'integer', default: 0 })
  quantity: number;

  @CentsColumn({ default: 0 })
  revenue_cents: number;

  @CentsColumn({ default: 0 })
  cost_cents: number;
}

/** Portions of each dish the day's sales took (the production panel's rule, shared dishPortions). */
@Entity('daily_dish_sales')
export class DailyDishSales {
  @PrimaryColumn({ type: 'integer' })
  day: number;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  dish: string;

  @Column({ type: 'integer', default: 0 })
  portions: number;
}
