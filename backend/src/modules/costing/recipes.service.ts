import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Size } from '@quentinha/shared/api/types';
import { SIZES } from '@quentinha/shared/catalog/sizes';
import { COSTING_MESSAGES, portionCostAtSize, recipeLineCost, type CostingSettings, type IngredientUnit } from '@quentinha/shared/costing/costing';
import type { RecipeDto } from '@quentinha/shared/costing/api';
import { roundMoney } from '@quentinha/shared/money/money';
import { DomainError, validationError } from '../../common/errors/domain-error.js';
import { Dish } from '../dishes/dish.entity.js';
import { Ingredient, Recipe, RecipeItem } from './costing.entities.js';
import type { RecipeInputDto } from './dto/costing.dto.js';
import { type CostedRecipe, recipeBook } from './recipe-costs.js';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function toRecipeDto(recipe: CostedRecipe, dishName: string, settings: CostingSettings): RecipeDto {
  return {
    dish_id: recipe.dish_id,
    dish_name: dishName,
    yield_portions: recipe.yield_portions,
    items: recipe.lines.map((l) => ({
      ingredient_id: l.ingredient.id,
      quantity: l.quantity,
      name: l.ingredient.name,
      unit: l.ingredient.unit as IngredientUnit,
      correction_factor: Number(l.ingredient.correction_factor),
      unit_cost: round6(l.unit_cost),
      cost: roundMoney(recipeLineCost({ quantity: l.quantity, correction_factor: Number(l.ingredient.correction_factor), unit_cost: l.unit_cost })),
    })),
    cost_per_portion: roundMoney(recipe.portion_cost),
    cost_per_portion_by_size: Object.fromEntries(
      SIZES.map((s) => [s, roundMoney(portionCostAtSize(recipe.portion_cost, s, settings))]),
    ) as Record<Size, number>,
    updated_at: recipe.updated_at.toISOString(),
  };
}

const dishNotFound = () => new DomainError('NOT_FOUND', COSTING_MESSAGES.dishNotFound);

/** 'Ficha Técnica' of a dish (DECISIONS 10.7): a batch, its net quantities and how many medio portions it yields. */
@Injectable()
export class RecipesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async get(dishId: string): Promise<RecipeDto> {
    const dish = await this.dish(dishId);
    const book = await recipeBook(this.db.manager);
    const recipe = book.recipes.get(dishId);
    if (!recipe) throw new DomainError('NOT_FOUND', COSTING_MESSAGES.noRecipe);
    return toRecipeDto(recipe, dish.name, book.settings);
  }

  /** Every dish with a recipe, by dish name. */
  async list(): Promise<RecipeDto[]> {
    const book = await recipeBook(this.db.manager);
    const ids = [...book.recipes.keys()];
    if (ids.length === 0) return [];
    const dishes = await this.db.getRepository(Dish).find({ where: ids.map((id) => ({ id })) });
    return dishes
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }))
      .map((d) => toRecipeDto(book.recipes.get(d.id)!, d.name, book.settings));
  }

  /** Replaces the whole recipe in one transaction: a refused body leaves the old one as it was. */
  async put(dishId: string, dto: RecipeInputDto): Promise<RecipeDto> {
    await this.dish(dishId);
    const ids = dto.items.map((i) => i.ingredient_id);
    const found = await this.db.getRepository(Ingredient).find({ where: ids.map((id) => ({ id })) });
    const known = new Set(found.map((i) => i.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown) throw validationError(COSTING_MESSAGES.unknownIngredient(unknown));
    await this.db.transaction(async (tx) => {
      await tx.getRepository(RecipeItem).delete({ dish_id: dishId });
      await tx.getRepository(Recipe).save({ dish_id: dishId, yield_portions: dto.yield_portions, updated_at: new Date() });
      await tx.getRepository(RecipeItem).insert(
        dto.items.map((item, position) => ({ dish_id: dishId, ingredient_id: item.ingredient_id, quantity: item.quantity, position })),
      );
    });
    return this.get(dishId);
  }

  async remove(dishId: string): Promise<void> {
    await this.dish(dishId);
    await this.db.transaction(async (tx) => {
      await tx.getRepository(RecipeItem).delete({ dish_id: dishId });
      await tx.getRepository(Recipe).delete({ dish_id: dishId });
    });
  }

  private async dish(id: string): Promise<Dish> {
    const dish = await this.db.getRepository(Dish).findOneBy({ id });
    if (!dish) throw dishNotFound();
    return dish;
  }
}
