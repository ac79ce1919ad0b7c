import { Column, Entity } from 'typeorm';
import type { Size } from '@quentinha/shared/api/types';
import type { CompositionRule } from '@quentinha/shared/catalog/composition';
import { BaseEntity } from '../../common/database/base.entity.js';
import { JsonColumn, TextColumn, TimestampColumn } from '../../common/database/columns.js';

export interface ProductSize {
  name: Size;
  price_cents: number;
  cost_cents: number;
  /** quentinhas: dishes of each type this size takes (DECISIONS 10.10); absent: only the dish limit */
  composition?: CompositionRule[];
}

/** A paid extra of a quentinha; the id is given by the server and kept across edits. */
export interface ProductExtra {
  id: string;
  name: string;
  price_cents: number;
  cost_cents: number;
}

@Entity('products')
export class Product extends BaseEntity {
  @TextColumn(100)
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @TextColumn(30, { default: 'quentinha' })
  category: string;

  /** at least one; the first gives the list price */
  @JsonColumn()
  sizes: ProductSize[];

  @Column({ type: 'integer', default: 5 })
  max_items_per_quentinha: number;

  /** quentinhas only (DECISIONS 10.10); null on rows from before extras: none */
  @JsonColumn({ nullable: true })
  extras: ProductExtra[] | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** path under /uploads or an absolute URL */
  @TextColumn(500, { nullable: true })
  image_url: string | null;

  @Column({ type: 'integer', default: 0 })
  preparation_time: number;

  /** set by DELETE: the product leaves every list, while old orders keep pointing at it */
  @TimestampColumn({ nullable: true, default: null })
  deleted_at: Date | null;
}
