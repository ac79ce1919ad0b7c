import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, type Relation } from 'typeorm';
import type { Size, WirePaymentMethod, WirePaymentStatus, WireStatus } from '@quentinha/shared/api/types';
import { BaseEntity } from '../../common/database/base.entity.js';
import { CentsColumn, JsonColumn, RefColumn, TextColumn, TimestampColumn } from '../../common/database/columns.js';

@Entity('orders')
// a range's orders by creation; covering for the dashboard's sums of every bucket
@Index('ix_orders_created_at', [
  'created_at',
  'status',
  'total_amount_cents',
  'total_cost_cents',
  'delivery_fee_cents',
  'is_delivery',
  'delivery_neighborhood',
])
// reports read the sales of a range from this index alone (covering): no row lookups for a year
@Index('ix_orders_status_created', [
  'status',
  'created_at',
  'id',
  'total_amount_cents',
  'is_delivery',
  'whatsapp',
  'confirmed_at',
  'ready_at',
  'delivering_at',
  'delivered_at',
  'delivery_user_name',
  'payment_method',
  'delivery_neighborhood',
])
// a customer's orders, newest first ('Clientes', 'o de sempre'); covering for the list's counts and sums
@Index('ix_orders_customer_id', ['customer_id', 'created_at', 'status', 'total_amount_cents'])
// a company's tab orders (DECISIONS 10.5)
@Index('ix_orders_company', ['company_id', 'created_at'])
@Index('ix_orders_company_member', ['company_member_id'])
export class Order extends BaseEntity {
  @Index('uq_orders_number', { unique: true })
  @Column({ type: 'integer' })
  order_number: number;

  @TextColumn(100)
  customer_name: string;

  /** DDD + number: 11 digits (mobile) or 10 (landline), the shared phone rule (DECISIONS 10.9) */
  @Index('ix_orders_whatsapp')
  @TextColumn(11)
  whatsapp: string;

  @Index('ix_orders_customer')
  @RefColumn()
  customer_user_id: string | null;

  /** the person this order belongs to, one per WhatsApp number (DECISIONS 10.1); set in the order's transaction */
  @RefColumn()
  customer_id: string | null;

  @TextColumn(20, { default: 'pending' })
  status: WireStatus;

  @TextColumn(20, { default: 'cash' })
  payment_method: WirePaymentMethod;

  @TextColumn(20, { default: 'pending' })
  payment_status: WirePaymentStatus;

  @CentsColumn({ nullable: true, default: null })
  change_for_cents: number | null;

  @Column({ type: 'boolean', default: false })
  is_delivery: boolean;

  @RefColumn()
  delivery_neighborhood_id: string | null;

  /** the neighbourhood's name at order time */
  @TextColumn(100, { nullable: true })
  delivery_neighborhood: string | null;

  @TextColumn(300, { nullable: true })
  delivery_address: string | null;

  @CentsColumn()
  delivery_fee_cents: number;

  @CentsColumn()
  subtotal_cents: number;

  @CentsColumn()
  total_amount_cents: number;

  @CentsColumn()
  total_cost_cents: number;

  @TextColumn(500, { nullable: true })
  notes: string | null;

  /** yyyy-MM-dd, Sao Paulo */
  @TextColumn(10)
  order_date: string;

  @Index('ix_orders_delivery_user')
  @RefColumn()
  delivery_user_id: string | null;

  @TextColumn(254, { nullable: true })
  delivery_user_email: string | null;

  @TextColumn(100, { nullable: true })
  delivery_user_name: string | null;

  @TextColumn(20, { default: 'website' })
  source: 'website' | 'admin';

  @RefColumn()
  created_by: string | null;

  @TextColumn(100, { default: 'website' })
  created_by_name: string;

  @Index('uq_orders_tracking_token', { unique: true })
  @TextColumn(64)
  tracking_token: string;

  @Index('uq_orders_idempotency_key', { unique: true })
  @TextColumn(200, { nullable: true })
  idempotency_key: string | null;

  /** sha256 of the request that came with the key: the same key with another body is refused */
  @TextColumn(64, { nullable: true })
  idempotency_fingerprint: string | null;

  /** why it was cancelled (DECISIONS 9.1); cleared when an admin reopens it */
  @TextColumn(200, { nullable: true })
  cancel_reason: string | null;

  /** static PIX BR Code given with the order when the store has a key (DECISIONS 9.5) */
  @TextColumn(512, { nullable: true })
  pix_copia_e_cola: string | null;

  @TextColumn(25, { nullable: true })
  pix_txid: string | null;

  /** ISO instant of the scheduled slot's start; null = as soon as possible (DECISIONS 9.3) */
  @TextColumn(30, { nullable: true })
  scheduled_for: string | null;

  /** portions and slot boxes this order holds (JSON); cleared when a cancel gives them back */
  @Column({ type: 'text', nullable: true })
  consumed: string | null;

  /**
   * When the order first reached each step of its path (set by OrderUpdater): 'Relatórios' reads
   * kitchen and delivery times from the order itself instead of a year of audit events.
   */
  @TimestampColumn({ nullable: true })
  confirmed_at: Date | null;

  @TimestampColumn({ nullable: true })
  ready_at: Date | null;

  @TimestampColumn({ nullable: true })
  delivering_at: Date | null;

  @TimestampColumn({ nullable: true })
  delivered_at: Date | null;

  /** the company whose tab the order is on (DECISIONS 10.5), and its member; null otherwise */
  @RefColumn()
  company_id: string | null;

  @RefColumn()
  company_member_id: string | null;

  /** the company's and the member's names when ordered: every card and event shows them without a lookup */
  @TextColumn(120, { nullable: true })
  company_name: string | null;

  @TextColumn(100, { nullable: true })
  company_member_name: string | null;

  /** bumped on every write: status changes are conditional updates on it */
  @Column({ type: 'integer', default: 1 })
  version: number;

  @OneToMany(() => OrderItem, (item) => item.order)
  items: Relation<OrderItem[]>;

  @OneToMany(() => OrderEvent, (event) => event.order)
  events: Relation<OrderEvent[]>;
}

/** An extra on an order line: the product's extra as it was when ordered. */
export interface OrderItemExtra {
  id: string;
  name: string;
  price_cents: number;
  cost_cents: number;
}

@Entity('order_items')
export class OrderItem {
  @Column({ type: 'varchar', length: 36, primary: true })
  id: string;

  @Index('ix_order_items_order')
  @Column({ type: 'varchar', length: 36 })
  order_id: string;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @Index('ix_order_items_product')
  @Column({ type: 'varchar', length: 36 })
  product_id: string;

  @TextColumn(100)
  product_name: string;

  @TextColumn(30)
  category: string;

  @TextColumn(10)
  size: Size;

  @Column({ type: 'integer' })
  quantity: number;

  @CentsColumn()
  unit_price_cents: number;

  @CentsColumn()
  unit_cost_cents: number;

  /** dish names as shown to the customer */
  @JsonColumn()
  chosen_dishes: string[];

  /**
   * paid extras as they were sold (DECISIONS 10.10), their prices and costs already in the unit
   * price and cost; null on lines from before extras: none
   */
  @JsonColumn({ nullable: true })
  extras: OrderItemExtra[] | null;

  @TextColumn(200, { nullable: true })
  notes: string | null;

  /** ticked on the kitchen board (DECISIONS 9.2) */
  @Column({ type: 'boolean', default: false })
  done: boolean;

  /** boxes of this line paid with pack credits (DECISIONS 10.6): their price is not in unit_price */
  @Column({ type: 'integer', default: 0 })
  credits_used: number;
}

/** Audit trail: creation, every status change and edit, with who and when. */
@Entity('order_events')
export class OrderEvent {
  @Column({ type: 'varchar', length: 36, primary: true })
  id: string;

  @Index('ix_order_events_order')
  @Column({ type: 'varchar', length: 36 })
  order_id: string;

  @ManyToOne(() => Order, (order) => order.events, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  /** created | status | edited | collected */
  @TextColumn(20)
  kind: string;

  @TextColumn(20, { nullable: true })
  from_status: WireStatus | null;

  @TextColumn(20, { nullable: true })
  to_status: WireStatus | null;

  /** a change to 'cancelled' may say why */
  @TextColumn(200, { nullable: true })
  reason: string | null;

  @RefColumn()
  user_id: string | null;

  @TextColumn(100)
  user_name: string;

  @TimestampColumn()
  at: Date;
}
