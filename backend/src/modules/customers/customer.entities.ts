import type { ConsentChannel, ConsentEventKind, MarketingStatus } from '@quentinha/shared/customers/types';
import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../common/database/base.entity.js';
import { IdColumn, RefColumn, TextColumn, TimestampColumn } from '../../common/database/columns.js';

/**
 * One person per WhatsApp number (DECISIONS 10.1), built from the orders. Company tabs (10.5) and
 * prepaid packs (10.6) hang their members and purchases off this same row by `customer_id`, so a
 * person's export and anonymisation find everything in one place.
 */
@Entity('customers')
// 'Clientes': newest last order first, anonymised rows left out
@Index('ix_customers_last_order', ['last_order_at'])
export class Customer extends BaseEntity {
  /**
   * DDD + number (the shared phone rule); null once anonymised, so the number is free again and its
   * next order starts a new customer (unique among the numbers kept).
   */
  @Index('uq_customers_whatsapp', { unique: true })
  @TextColumn(11, { nullable: true })
  whatsapp: string | null;

  /** the name on the latest order */
  @TextColumn(100)
  name: string;

  @TextColumn(20, { default: 'none' })
  marketing: MarketingStatus;

  /** opaque, 192 random bits: the `/sair/<token>` address in every message */
  @Index('uq_customers_optout_token', { unique: true })
  @TextColumn(64)
  optout_token: string;

  @TimestampColumn({ nullable: true })
  first_order_at: Date | null;

  @TimestampColumn({ nullable: true })
  last_order_at: Date | null;

  /** set by 'Excluir dados' (LGPD): the row stays so orders keep their link, without the person */
  @TimestampColumn({ nullable: true })
  anonymized_at: Date | null;
}

/** The proof of consent (LGPD art. 8): every opt-in and opt-out, append-only. */
@Entity('customer_consents')
@Index('ix_customer_consents_customer', ['customer_id', 'at'])
export class CustomerConsent {
  @IdColumn()
  id: string;

  @Column({ type: 'varchar', length: 36 })
  customer_id: string;

  @TextColumn(10)
  event: ConsentEventKind;

  @TextColumn(20)
  channel: ConsentChannel;

  /** the consent text's version the person ticked (opt-ins) */
  @Column({ type: 'integer', nullable: true })
  text_version: number | null;

  @RefColumn()
  order_id: string | null;

  /** the owner's reason ('owner_manual') */
  @TextColumn(200, { nullable: true })
  note: string | null;

  /** the signed-in person who made the change; null for the customer themself */
  @RefColumn()
  user_id: string | null;

  @TimestampColumn()
  at: Date;
}

/** Every version of the checkout's consent text, kept with the consents given under it (DECISIONS 10.2). */
@Entity('marketing_consent_versions')
export class MarketingConsentVersion {
  @Column({ type: 'integer', primary: true })
  version: number;

  @TextColumn(300)
  text: string;

  @RefColumn()
  created_by: string | null;

  @TimestampColumn()
  created_at: Date;
}
