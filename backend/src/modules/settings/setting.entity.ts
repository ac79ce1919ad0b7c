import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../../common/database/columns.js';

/** Key/value settings of the business (banner_url, ...). */
@Entity('settings')
export class Setting {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  key: string;

  @Column({ type: 'text' })
  value: string;

  @TimestampColumn()
  updated_at: Date;
}
