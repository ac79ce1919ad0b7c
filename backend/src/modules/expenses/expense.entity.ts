import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../common/database/base.entity.js';
import { CentsColumn, TextColumn } from '../../common/database/columns.js';

@Entity('expenses')
export class Expense extends BaseEntity {
  @TextColumn(200)
  description: string;

  @CentsColumn()
  amount_cents: number;

  @TextColumn(30, { default: 'outros' })
  category: string;

  /** yyyy-MM-dd */
  @Index('ix_expenses_date')
  @TextColumn(10)
  date: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
