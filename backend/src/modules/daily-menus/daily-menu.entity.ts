import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../common/database/base.entity.js';
import { JsonColumn, TextColumn } from '../../common/database/columns.js';

@Entity('daily_menus')
export class DailyMenu extends BaseEntity {
  /** yyyy-MM-dd (Sao Paulo); one menu per day */
  @Index('uq_daily_menus_date', { unique: true })
  @TextColumn(10)
  date: string;

  /** dish ids */
  @JsonColumn()
  dishes: string[];

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
