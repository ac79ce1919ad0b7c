import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { BaseEntity } from '../../common/database/base.entity.js';
import { CentsColumn, IdColumn, TextColumn, TimestampColumn } from '../../common/database/columns.js';

/** Quantities and factors are fractional (1.25, 0.5 g): a double on both databases. */
const Decimal = (options: { default?: number } = {}) => Column({ type: 'double precision', ...options });

/** 'Insumos' (DECISIONS 10.7): what the kitchen buys, in its purchase unit, at its current price. */
@Entity('ingredients')
export class Ingredient extends BaseEntity {
  @TextColumn(100)
  name: string;

  /** lower-cased, trimmed: one 'Arroz' however it is typed */
  @Index('uq_ingredients_name_key', { unique: true })
  @TextColumn(100)
  name_key: string;

  /** 'g' | 'ml' | 'un': recipes and purchase units are counted in it */
  @TextColumn(3)
  unit: string;

  /** 'saco 5 kg' */
  @TextColumn(60)
  purchase_unit_label: string;

  /** how many `unit` one purchase unit holds (5000 for a 5 kg sack) */
  @Decimal()
  purchase_unit_quantity: number;

  /** the current price of one purchase unit; its history is in ingredient_prices */
  @CentsColumn()
  purchase_price_cents: number;

  /** peso bruto / peso líquido, >= 1 */
  @Decimal({ default: 1 })
  correction_factor: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}

/**
 * Every price an ingredient had, from when (issue 31: 'a price change keeps history'). Orders
 * never read it: each order line keeps the cost it was priced at, so past orders never change.
 */
@Entity('ingredient_prices')
@Index('ix_ingredient_prices_ingredient', ['ingredient_id', 'valid_from'])
export class IngredientPrice {
  @IdColumn()
  id: string;

  @Column({ type: 'varchar', length: 36 })
  ingredient_id: string;

  @CentsColumn()
  purchase_price_cents: number;

  @Decimal()
  purchase_unit_quantity: number;

  @TimestampColumn()
  valid_from: Date;
}

/** A dish's ficha técnica: a batch that yields `yield_portions` medio portions. */
@Entity('recipes')
export class Recipe {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  dish_id: string;

  @Column({ type: 'integer' })
  yield_portions: number;

  @TimestampColumn()
  updated_at: Date;
}

/** One ingredient of a recipe, net quantity for the whole batch in the ingredient's unit. */
@Entity('recipe_items')
@Index('ix_recipe_items_ingredient', ['ingredient_id'])
export class RecipeItem {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  dish_id: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  ingredient_id: string;

  @Decimal()
  quantity: number;

  /** the order the owner typed them in */
  @Column({ type: 'integer', default: 0 })
  position: number;
}

/** 'Sobras do Dia': what was left of one dish on one day and where it went; one per dish and day. */
@Entity('leftovers')
@Index('uq_leftovers_date_dish', ['date', 'dish_id'], { unique: true })
export class Leftover extends BaseEntity {
  /** yyyy-MM-dd (Sao Paulo) */
  @TextColumn(10)
  date: string;

  @Column({ type: 'varchar', length: 36 })
  dish_id: string;

  @Column({ type: 'integer' })
  portions_left: number;

  /** 'descarte' | 'reaproveitamento' | 'doacao' | 'funcionarios' */
  @TextColumn(20)
  destination: string;

  @TextColumn(300, { nullable: true })
  note: string | null;
}

export const COSTING_ENTITIES = [Ingredient, IngredientPrice, Recipe, RecipeItem, Leftover];
