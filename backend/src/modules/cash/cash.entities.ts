import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../common/database/base.entity.js';
import { CentsColumn, JsonColumn, RefColumn, TextColumn, TimestampColumn } from '../../common/database/columns.js';
import type { CashMovementKind, CashReceivedKey, CashSalesKey } from '@quentinha/shared/cash/cash';

/** What the closing found, kept as it was: a later edit of an order never rewrites a closed day. */
export interface CashClosingSnapshot {
  sales_cents: Record<CashSalesKey, number>;
  /** cash taken outside the orders (absent in closings from before it was counted: none) */
  received_cents?: Record<CashReceivedKey, number>;
  expected_cash_cents: number;
  difference_cents: number;
}

/**
 * The cash drawer of one Sao Paulo day (DECISIONS 10.11). One per day; at most one open at a
 * time: `open_guard` is 1 while open and null once closed, under a unique index.
 */
@Entity('cash_sessions')
export class CashSession extends BaseEntity {
  /** yyyy-MM-dd in Sao Paulo: the day whose delivered orders it sums */
  @Index('ux_cash_sessions_day', { unique: true })
  @TextColumn(10)
  day: string;

  @Index('ux_cash_sessions_open', { unique: true })
  @Column({ type: 'integer', nullable: true })
  open_guard: 1 | null;

  @TimestampColumn()
  opened_at: Date;

  @RefColumn()
  opened_by: string | null;

  @TextColumn(100)
  opened_by_name: string;

  @CentsColumn({ default: undefined })
  opening_float_cents: number;

  @TimestampColumn({ nullable: true })
  closed_at: Date | null;

  @RefColumn()
  closed_by: string | null;

  @TextColumn(100, { nullable: true })
  closed_by_name: string | null;

  @CentsColumn({ nullable: true, default: null })
  counted_cash_cents: number | null;

  @TextColumn(500, { nullable: true })
  note: string | null;

  @JsonColumn({ nullable: true })
  closing: CashClosingSnapshot | null;
}

/** A sangria (cash out) or suprimento (cash in) of an open drawer; never changed afterwards. */
@Entity('cash_movements')
export class CashMovement extends BaseEntity {
  @Index('ix_cash_movements_session')
  @Column({ type: 'varchar', length: 36 })
  session_id: string;

  @TextColumn(20)
  kind: CashMovementKind;

  @CentsColumn({ default: undefined })
  amount_cents: number;

  @TextColumn(200)
  note: string;

  @RefColumn()
  created_by: string | null;

  @TextColumn(100)
  created_by_name: string;
}

/** Cash a courier handed to the shop for one day's shift (POST /api/couriers/{id}/cash-received). */
@Entity('courier_cash_receipts')
@Index('ix_courier_cash_receipts_day', ['day', 'courier_id'])
export class CourierCashReceipt extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  courier_id: string;

  /** yyyy-MM-dd in Sao Paulo: the shift it settles */
  @TextColumn(10)
  day: string;

  @CentsColumn({ default: undefined })
  amount_cents: number;

  @TextColumn(200, { nullable: true })
  note: string | null;

  @RefColumn()
  received_by: string | null;

  @TextColumn(100)
  received_by_name: string;
}

/** The tables of this module, for the app's entity list (app.entities.ts). */
export const CASH_ENTITIES = [CashSession, CashMovement, CourierCashReceipt];
