import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Named sequences that work the same on SQLite and PostgreSQL (UPDATE ... RETURNING). */
@Entity('counters')
export class Counter {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'integer', default: 0 })
  value: number;
}
