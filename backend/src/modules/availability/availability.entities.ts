import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Portions of one dish on one daily menu (DECISIONS 9.3): cap null = no limit; sold counts every order. */
@Entity('menu_portions')
export class MenuPortion {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  menu_id: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  dish_id: string;

  @Column({ type: 'integer', nullable: true })
  cap: number | null;

  @Column({ type: 'integer', default: 0 })
  sold: number;

  /** 'Acabou' (DECISIONS 10.10): nothing left whatever the cap says; the cap is kept for 'Liberar' */
  @Column({ type: 'boolean', default: false })
  sold_out: boolean;
}

/** Boxes taken in one scheduled slot, keyed by the slot's start instant (ISO). */
@Entity('slot_counts')
export class SlotCount {
  @PrimaryColumn({ type: 'varchar', length: 30 })
  slot_at: string;

  @Column({ type: 'integer', default: 0 })
  taken: number;
}
