import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../common/database/base.entity.js';
import { TextColumn } from '../../common/database/columns.js';

@Entity('dishes')
export class Dish extends BaseEntity {
  @TextColumn(100)
  name: string;

  /** lower-cased, trimmed name: dish names are unique case-insensitively (carts send names) */
  @Index('uq_dishes_name_key', { unique: true })
  @TextColumn(100)
  name_key: string;

  @TextColumn(30, { default: 'Acompanhamento' })
  type: string;

  @TextColumn(30, { default: 'Acompanhamento' })
  category: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
