import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../../common/database/base.entity.js';
import { CentsColumn, TextColumn } from '../../common/database/columns.js';

@Entity('neighborhoods')
export class Neighborhood extends BaseEntity {
  @TextColumn(100)
  name: string;

  @CentsColumn()
  delivery_fee_cents: number;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;
}
