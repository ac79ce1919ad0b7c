import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Units left of a counted product (DECISIONS 10.10): no row, not counted. Apart from `products`
 * because orders change it all day: `products` is a catalogue table, whose every write would
 * make every order read the catalogue again (CatalogVersion).
 */
@Entity('product_stock')
export class ProductStock {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  product_id: string;

  @Column({ type: 'integer' })
  stock: number;
}
