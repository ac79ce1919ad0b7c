import { randomUUID } from 'node:crypto';
import { BeforeInsert, BeforeUpdate } from 'typeorm';
import { IdColumn, TimestampColumn } from './columns.js';

/** id + timestamps, filled in by the entity listeners (save() and query-builder inserts). */
export abstract class BaseEntity {
  @IdColumn()
  id: string;

  @TimestampColumn()
  created_at: Date;

  @TimestampColumn()
  updated_at: Date;

  @BeforeInsert()
  protected stampInsert() {
    this.id ??= randomUUID();
    const now = new Date();
    this.created_at ??= now;
    this.updated_at ??= now;
  }

  @BeforeUpdate()
  protected stampUpdate() {
    this.updated_at = new Date();
  }
}
