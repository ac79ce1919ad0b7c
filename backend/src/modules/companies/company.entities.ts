import { Column, Entity, Index } from 'typeorm';
import type { CompanyEntryKind, CompanyPaymentMethod, CompanyStatus } from '@quentinha/shared/companies/types';
import { BaseEntity } from '../../common/database/base.entity.js';
import { CentsColumn, IdColumn, RefColumn, TextColumn, TimestampColumn } from '../../common/database/columns.js';

/** A company that buys its staff's lunch on a monthly tab (DECISIONS 10.5). */
@Entity('companies')
export class Company extends BaseEntity {
  @TextColumn(120)
  name: string;

  /** 14 digits with valid check digits, or null */
  @Index('ux_companies_cnpj', { unique: true })
  @TextColumn(14, { nullable: true })
  cnpj: string | null;

  @TextColumn(100)
  contact_name: string;

  /** DDD + number */
  @TextColumn(11)
  contact_whatsapp: string;

  @CentsColumn({ default: undefined })
  credit_limit_cents: number;

  @Column({ type: 'integer' })
  closing_day: number;

  @Column({ type: 'integer' })
  due_days: number;

  @TextColumn(10)
  status: CompanyStatus;
}

/** A person of a company who may order on its tab; deactivated, never deleted once it has entries. */
@Entity('company_members')
@Index('ux_company_members_number', ['company_id', 'whatsapp'], { unique: true })
export class CompanyMember extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  company_id: string;

  @TextColumn(100)
  name: string;

  /** DDD + number */
  @TextColumn(11)
  whatsapp: string;

  @Column({ type: 'boolean' })
  active: boolean;
}

/**
 * One line of a company's ledger (DECISIONS 10.4): written once (appendEntry), never changed or
 * deleted (the database refuses both). Balance = SUM(amount_cents).
 */
@Entity('company_entries')
@Index('ix_company_entries_company', ['company_id', 'created_at'])
export class CompanyEntry {
  @IdColumn()
  id: string;

  @Column({ type: 'varchar', length: 36 })
  company_id: string;

  @TextColumn(20)
  kind: CompanyEntryKind;

  /** signed: what the company owes is positive */
  @CentsColumn({ default: undefined })
  amount_cents: number;

  @Index('ix_company_entries_order')
  @RefColumn()
  order_id: string | null;

  @RefColumn()
  member_id: string | null;

  @TextColumn(200, { nullable: true })
  note: string | null;

  /** how a payment was made (null for other kinds, and for payments from before it was kept) */
  @TextColumn(20, { nullable: true })
  method: CompanyPaymentMethod | null;

  @RefColumn()
  created_by: string | null;

  @TextColumn(100)
  created_by_name: string;

  @TimestampColumn()
  created_at: Date;

  /** 'charge:<orderId>', 'reversal:<orderId>', 'adjustment:<orderId>:v<version>': at most once each */
  @Index('ux_company_entries_dedupe', { unique: true })
  @TextColumn(200, { nullable: true })
  dedupe_key: string | null;
}

/** A closed period with its figures frozen at the close (written once; the database refuses changes). */
@Entity('company_statements')
@Index('ux_company_statements_start', ['company_id', 'period_start'], { unique: true })
export class CompanyStatement {
  @IdColumn()
  id: string;

  @TimestampColumn()
  created_at: Date;

  @Column({ type: 'varchar', length: 36 })
  company_id: string;

  /** entries with created_at in (period_start, period_end] belong to it */
  @TimestampColumn()
  period_start: Date;

  @TimestampColumn()
  period_end: Date;

  @CentsColumn({ default: undefined })
  opening_balance_cents: number;

  @CentsColumn({ default: undefined })
  charges_cents: number;

  @CentsColumn({ default: undefined })
  reversals_cents: number;

  @CentsColumn({ default: undefined })
  adjustments_cents: number;

  @CentsColumn({ default: undefined })
  payments_cents: number;

  @CentsColumn({ default: undefined })
  closing_balance_cents: number;

  /** positive entries up to period_end: settling oldest first needs no replay of the ledger */
  @CentsColumn({ default: undefined })
  debits_through_cents: number;

  /** yyyy-MM-dd (Sao Paulo) */
  @TextColumn(10)
  due_date: string;

  @Index('ux_company_statements_token', { unique: true })
  @TextColumn(64)
  share_token: string;

  @RefColumn()
  created_by: string | null;

  @TextColumn(100)
  created_by_name: string;
}

/** The tables of this module, for the app's entity list (app.entities.ts). */
export const COMPANY_ENTITIES = [Company, CompanyMember, CompanyEntry, CompanyStatement];
