import type { Size } from '@quentinha/shared/api/types';
import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../common/database/base.entity.js';
import { CentsColumn, IdColumn, RefColumn, TextColumn, TimestampColumn } from '../../common/database/columns.js';

/** An offer on sale: 'N Quentinhas <size>' at a price, with or without a validity (DECISIONS 10.6). */
@Entity('pack_offers')
export class PackOffer extends BaseEntity {
  @TextColumn(100)
  name: string;

  @Column({ type: 'varchar', length: 36 })
  product_id: string;

  @TextColumn(10)
  size: Size;

  @Column({ type: 'integer' })
  quantity: number;

  @CentsColumn()
  price_cents: number;

  /** days after the payment is confirmed; null: never expires */
  @Column({ type: 'integer', nullable: true })
  validity_days: number | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}

/** Stored states; 'used_up' and 'expired' are read from the ledger and the clock. */
export type StoredPurchaseStatus = 'awaiting_payment' | 'active' | 'refunded';

/**
 * One purchase: a batch of credits of one quentinha and size, frozen as it was sold (the offer
 * may change later). Its remaining boxes are the sum of its credit entries, never a column.
 */
@Entity('pack_purchases')
@Index('ix_pack_purchases_customer', ['customer_id', 'product_id', 'size'])
@Index('ix_pack_purchases_status', ['status', 'created_at'])
export class PackPurchase extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  offer_id: string;

  @TextColumn(100)
  pack_name: string;

  @Column({ type: 'varchar', length: 36 })
  product_id: string;

  @TextColumn(100)
  product_name: string;

  @TextColumn(10)
  size: Size;

  @Column({ type: 'integer' })
  quantity: number;

  @CentsColumn()
  price_cents: number;

  @Column({ type: 'integer', nullable: true })
  validity_days: number | null;

  /** the customers row of the buyer's normalised number (DECISIONS 10.1) */
  @Column({ type: 'varchar', length: 36 })
  customer_id: string;

  @TextColumn(100)
  customer_name: string;

  @TextColumn(11)
  whatsapp: string;

  @TextColumn(20)
  status: StoredPurchaseStatus;

  @TextColumn(20)
  payment_method: string;

  @TextColumn(25, { nullable: true })
  pix_txid: string | null;

  @TextColumn(512, { nullable: true })
  pix_copia_e_cola: string | null;

  /** sha-256 of the 6-digit redeem code, compared in constant time */
  @TextColumn(64)
  redeem_code_hash: string;

  @Index('ux_pack_purchases_token', { unique: true })
  @TextColumn(64)
  tracking_token: string;

  @TimestampColumn({ nullable: true })
  paid_at: Date | null;

  @TimestampColumn({ nullable: true })
  expires_at: Date | null;

  @RefColumn()
  confirmed_by: string | null;

  @TextColumn(100, { nullable: true })
  confirmed_by_name: string | null;

  @TimestampColumn({ nullable: true })
  refunded_at: Date | null;

  @CentsColumn({ nullable: true, default: null })
  refund_cents: number | null;
}

/** The append-only credit ledger (DECISIONS 10.4): never updated or deleted (database triggers). */
@Entity('credit_entries')
@Index('ix_credit_entries_purchase', ['purchase_id', 'created_at'])
export class CreditEntry {
  @IdColumn()
  id: string;

  @Column({ type: 'varchar', length: 36 })
  purchase_id: string;

  /** grant | use | return | expire | refund | extend */
  @TextColumn(10)
  kind: string;

  /** boxes, signed */
  @Column({ type: 'integer' })
  quantity: number;

  @Index('ix_credit_entries_order')
  @RefColumn()
  order_id: string | null;

  @TextColumn(200, { nullable: true })
  note: string | null;

  @RefColumn()
  created_by: string | null;

  @TextColumn(100, { nullable: true })
  created_by_name: string | null;

  @TimestampColumn()
  created_at: Date;

  @Index('ux_credit_entries_dedupe', { unique: true })
  @TextColumn(200, { nullable: true })
  dedupe_key: string | null;
}

/** A wrong redeem code sent for a number (the 15-minute lockout of 10.6). */
@Entity('credit_code_attempts')
@Index('ix_credit_code_attempts', ['whatsapp', 'at'])
export class CreditCodeAttempt {
  @IdColumn()
  id: string;

  @TextColumn(11)
  whatsapp: string;

  @TimestampColumn()
  at: Date;
}

export const PACK_ENTITIES = [PackOffer, PackPurchase, CreditEntry, CreditCodeAttempt];
