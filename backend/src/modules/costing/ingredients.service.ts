import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { COSTING_MESSAGES, type IngredientUnit } from '@quentinha/shared/costing/costing';
import type { IngredientDto, IngredientPriceDto } from '@quentinha/shared/costing/api';
import { toCents, toReais } from '@quentinha/shared/money/money';
import { conflict, DomainError } from '../../common/errors/domain-error.js';
import { isUniqueViolation } from '../../common/database/unique-violation.js';
import { Dish } from '../dishes/dish.entity.js';
import { Ingredient, IngredientPrice, RecipeItem } from './costing.entities.js';
import type { CreateIngredientDto, UpdateIngredientDto } from './dto/costing.dto.js';
import { ingredientUnitCost } from './recipe-costs.js';

const nameKey = (name: string) => name.trim().toLowerCase();
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export const ingredientNotFound = () => new DomainError('NOT_FOUND', COSTING_MESSAGES.ingredientNotFound);

export function toIngredientDto(i: Ingredient, usedIn = 0): IngredientDto {
  return {
    id: i.id,
    name: i.name,
    unit: i.unit as IngredientUnit,
    purchase_unit_label: i.purchase_unit_label,
    purchase_unit_quantity: Number(i.purchase_unit_quantity),
    purchase_price: toReais(i.purchase_price_cents),
    correction_factor: Number(i.correction_factor),
    active: Boolean(i.active),
    unit_cost: round6(ingredientUnitCost(i)),
    used_in: usedIn,
    created_at: i.created_at.toISOString(),
    updated_at: i.updated_at.toISOString(),
  };
}

/** 'Insumos' (DECISIONS 10.7). Every price an ingredient takes is kept with the moment it began. */
@Injectable()
export class IngredientsService {
  // no realtime event: nobody outside the back office shows ingredients; orders see the change
  // through the catalogue version the tables' triggers move
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(activeOnly: boolean): Promise<IngredientDto[]> {
    const repo = this.db.getRepository(Ingredient);
    const rows = await repo.find({ where: activeOnly ? { active: true } : {} });
    const uses = await this.usage();
    rows.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }));
    return rows.map((i) => toIngredientDto(i, uses.get(i.id) ?? 0));
  }

  async get(id: string): Promise<IngredientDto> {
    const row = await this.find(id);
    return toIngredientDto(row, (await this.usage()).get(id) ?? 0);
  }

  async create(dto: CreateIngredientDto): Promise<IngredientDto> {
    const ingredient = this.db.getRepository(Ingredient).create({
      name: dto.name.trim(),
      name_key: nameKey(dto.name),
      unit: dto.unit,
      purchase_unit_label: dto.purchase_unit_label.trim(),
      purchase_unit_quantity: dto.purchase_unit_quantity,
      purchase_price_cents: toCents(dto.purchase_price),
      correction_factor: dto.correction_factor ?? 1,
      active: dto.active ?? true,
    });
    await this.db.transaction(async (tx) => {
      await this.saveUnique(tx, ingredient);
      await this.keepPrice(tx, ingredient);
    });
    return toIngredientDto(ingredient);
  }

  /**
   * A new price (or purchase unit) is a new row of the history from now on; orders already placed
   * keep the cost they were priced at (order_items.unit_cost_cents), so none of them changes.
   */
  async update(id: string, dto: UpdateIngredientDto): Promise<IngredientDto> {
    const ingredient = await this.find(id);
    const before = { price: ingredient.purchase_price_cents, quantity: Number(ingredient.purchase_unit_quantity) };
    if (dto.name !== undefined) {
      ingredient.name = dto.name.trim();
      ingredient.name_key = nameKey(dto.name);
    }
    if (dto.unit !== undefined && dto.unit !== ingredient.unit) {
      // the recipes' quantities are counted in the old unit: 1000 g must not become 1000 un
      const users = await this.dishesUsing(id);
      if (users) throw conflict(COSTING_MESSAGES.unitInUse(users));
      ingredient.unit = dto.unit;
    }
    if (dto.purchase_unit_label !== undefined) ingredient.purchase_unit_label = dto.purchase_unit_label.trim();
    if (dto.purchase_unit_quantity !== undefined) ingredient.purchase_unit_quantity = dto.purchase_unit_quantity;
    if (dto.purchase_price !== undefined) ingredient.purchase_price_cents = toCents(dto.purchase_price);
    if (dto.correction_factor !== undefined) ingredient.correction_factor = dto.correction_factor;
    if (dto.active !== undefined) ingredient.active = dto.active;
    const priceChanged =
      before.price !== ingredient.purchase_price_cents || before.quantity !== Number(ingredient.purchase_unit_quantity);
    await this.db.transaction(async (tx) => {
      await this.saveUnique(tx, ingredient);
      if (priceChanged) await this.keepPrice(tx, ingredient);
    });
    return toIngredientDto(ingredient, (await this.usage()).get(id) ?? 0);
  }

  /** Only an ingredient no recipe uses; the others are deactivated instead (their recipes keep costing). */
  async remove(id: string): Promise<void> {
    await this.find(id);
    const users = await this.dishesUsing(id);
    if (users) throw conflict(COSTING_MESSAGES.ingredientInUse(users));
    await this.db.transaction(async (tx) => {
      await tx.getRepository(IngredientPrice).delete({ ingredient_id: id });
      await tx.getRepository(Ingredient).delete({ id });
    });
  }

  async prices(id: string): Promise<IngredientPriceDto[]> {
    await this.find(id);
    const rows = await this.db.getRepository(IngredientPrice).find({ where: { ingredient_id: id }, order: { valid_from: 'DESC' } });
    return rows.map((p) => ({
      purchase_price: toReais(p.purchase_price_cents),
      purchase_unit_quantity: Number(p.purchase_unit_quantity),
      unit_cost: round6(ingredientUnitCost(p)),
      valid_from: p.valid_from.toISOString(),
    }));
  }

  /** 'Arroz Branco, Feijão Carioca': the dishes whose recipe uses it; '' for none */
  private async dishesUsing(id: string): Promise<string> {
    const uses = await this.db.getRepository(RecipeItem).find({ where: { ingredient_id: id } });
    if (uses.length === 0) return '';
    const dishes = await this.db.getRepository(Dish).find({ where: uses.map((u) => ({ id: u.dish_id })) });
    return dishes.map((d) => d.name).sort((a, b) => a.localeCompare(b, 'pt-BR')).join(', ');
  }

  private async find(id: string): Promise<Ingredient> {
    const row = await this.db.getRepository(Ingredient).findOneBy({ id });
    if (!row) throw ingredientNotFound();
    return row;
  }

  /** ingredient id -> how many recipes use it */
  private async usage(): Promise<Map<string, number>> {
    const rows: { ingredient_id: string; n: string | number }[] = await this.db
      .getRepository(RecipeItem)
      .createQueryBuilder('r')
      .select('r.ingredient_id', 'ingredient_id')
      .addSelect('COUNT(*)', 'n')
      .groupBy('r.ingredient_id')
      .getRawMany();
    return new Map(rows.map((r) => [r.ingredient_id, Number(r.n)]));
  }

  private async saveUnique(tx: EntityManager, ingredient: Ingredient): Promise<void> {
    try {
      await tx.getRepository(Ingredient).save(ingredient);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(COSTING_MESSAGES.nameTaken(ingredient.name));
      throw error;
    }
  }

  private async keepPrice(tx: EntityManager, i: Ingredient): Promise<void> {
    await tx.getRepository(IngredientPrice).insert({
      id: randomUUID(),
      ingredient_id: i.id,
      purchase_price_cents: i.purchase_price_cents,
      purchase_unit_quantity: Number(i.purchase_unit_quantity),
      valid_from: new Date(),
    });
  }
}
