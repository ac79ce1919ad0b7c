import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsOptional, ValidateNested } from 'class-validator';
import {
  COSTING_MESSAGES,
  DEFAULT_COSTING_SETTINGS,
  INGREDIENT_UNITS,
  LEFTOVER_DESTINATIONS,
  validateCmvTarget,
  validateCorrectionFactor,
  validateIngredientName,
  validateIngredientUnit,
  validateLeftoverDestination,
  validatePackaging,
  validatePortionsLeft,
  validatePurchasePrice,
  validatePurchaseUnitLabel,
  validatePurchaseUnitQuantity,
  validateRecipeItems,
  validateRecipeQuantity,
  validateSizeFactors,
  validateYieldPortions,
  type IngredientUnit,
  type LeftoverDestination,
} from '@quentinha/shared/costing/costing';
import { Once } from '../../../common/http/list-query.js';
import { AtLeastOneField, IsCalendarDay, OptionalButNotNull, OptionalFlag } from '../../../common/validation/validators.js';
import { SharedRule } from '../../users/user-validators.js';

const isUuidText = (v: unknown) => typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** POST /api/ingredients (admin). */
export class CreateIngredientDto {
  @ApiProperty({ example: 'Arroz branco' })
  @SharedRule('ingredientName', validateIngredientName)
  name: string;

  @ApiProperty({ enum: INGREDIENT_UNITS })
  @SharedRule('ingredientUnit', validateIngredientUnit)
  unit: IngredientUnit;

  @ApiProperty({ example: 'saco 5 kg' })
  @SharedRule('purchaseUnitLabel', validatePurchaseUnitLabel)
  purchase_unit_label: string;

  @ApiProperty({ example: 5000, description: 'na unidade do insumo, > 0' })
  @SharedRule('purchaseUnitQuantity', validatePurchaseUnitQuantity)
  purchase_unit_quantity: number;

  @ApiProperty({ example: 30, description: 'R$ por embalagem de compra' })
  @SharedRule('purchasePrice', validatePurchasePrice)
  purchase_price: number;

  @ApiPropertyOptional({ default: 1, description: 'peso bruto / peso líquido, >= 1' })
  @OptionalButNotNull()
  @SharedRule('correctionFactor', validateCorrectionFactor)
  correction_factor?: number;

  @OptionalFlag('active')
  active?: boolean;
}

/** PUT /api/ingredients/{id} (admin): any subset; a new price starts a new row of its history. */
@AtLeastOneField()
export class UpdateIngredientDto extends PartialType(CreateIngredientDto, { skipNullProperties: false }) {}

export class IngredientListQueryDto {
  @ApiPropertyOptional({ description: 'true: só os ativos' })
  @IsOptional()
  @SharedRule('activeFilter', (v) => (v === 'true' || v === 'false' ? null : 'active deve ser true ou false.'))
  @Once('active')
  active?: string;
}

export class RecipeItemInputDto {
  @ApiProperty({ format: 'uuid' })
  @SharedRule('ingredientId', (v) => (isUuidText(v) ? null : COSTING_MESSAGES.unknownIngredient(String(v))))
  ingredient_id: string;

  @ApiProperty({ example: 1000, description: 'líquida, na unidade do insumo, para a receita inteira' })
  @SharedRule('recipeQuantity', validateRecipeQuantity)
  quantity: number;
}

/** PUT /api/dishes/{id}/recipe (admin): the whole recipe. */
export class RecipeInputDto {
  @ApiProperty({ example: 10, description: 'porções (Médio) que a receita rende' })
  @SharedRule('yieldPortions', validateYieldPortions)
  yield_portions: number;

  @ApiProperty({ type: [RecipeItemInputDto] })
  @ValidateNested({ each: true })
  @Type(() => RecipeItemInputDto)
  @SharedRule('recipeItems', validateRecipeItems)
  items: RecipeItemInputDto[];
}

const sizeMap = (example: Record<string, number>): ApiPropertyOptions => ({
  type: 'object',
  additionalProperties: false,
  example,
  description: 'pequeno, medio, grande e familia',
});

/** PUT /api/settings/costing (admin): any of the three; each object with all four sizes. */
@AtLeastOneField(COSTING_MESSAGES.noCostingField, ['size_factors', 'packaging', 'cmv_target_percent'])
export class CostingSettingsBody {
  @ApiPropertyOptional(sizeMap(DEFAULT_COSTING_SETTINGS.size_factors))
  @OptionalButNotNull()
  @SharedRule('sizeFactors', validateSizeFactors)
  size_factors?: Record<string, number>;

  @ApiPropertyOptional(sizeMap({ pequeno: 0.6, medio: 0.8, grande: 1, familia: 1.5 }))
  @OptionalButNotNull()
  @SharedRule('packaging', validatePackaging)
  packaging?: Record<string, number>;

  @ApiPropertyOptional({ default: DEFAULT_COSTING_SETTINGS.cmv_target_percent, minimum: 1, maximum: 100 })
  @OptionalButNotNull()
  @SharedRule('cmvTarget', validateCmvTarget)
  cmv_target_percent?: number;
}

export class ShoppingListQueryDto {
  @ApiProperty({ example: '2026-03-10' })
  @IsDefined({ message: COSTING_MESSAGES.date })
  @IsCalendarDay({ message: COSTING_MESSAGES.date })
  @Once('date')
  date: string;
}

const noteRule = (v: unknown) =>
  v == null || (typeof v === 'string' && v.length <= 300) ? null : COSTING_MESSAGES.note;

/** POST /api/leftovers (admin, staff). */
export class CreateLeftoverDto {
  @ApiProperty({ example: '2026-03-10' })
  @IsDefined({ message: COSTING_MESSAGES.date })
  @IsCalendarDay({ message: COSTING_MESSAGES.date })
  date: string;

  @ApiProperty({ format: 'uuid' })
  @SharedRule('dishId', (v) => (isUuidText(v) ? null : COSTING_MESSAGES.dishNotFound))
  dish_id: string;

  @ApiProperty({ minimum: 0 })
  @SharedRule('portionsLeft', validatePortionsLeft)
  portions_left: number;

  @ApiProperty({ enum: LEFTOVER_DESTINATIONS })
  @SharedRule('destination', validateLeftoverDestination)
  destination: LeftoverDestination;

  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @SharedRule('note', noteRule)
  note?: string | null;
}

/** PUT /api/leftovers/{id}: corrects the count, where it went or the note (the dish and day stay). */
@AtLeastOneField('Informe ao menos um campo: portions_left, destination ou note.', ['portions_left', 'destination', 'note'])
export class UpdateLeftoverDto {
  @ApiPropertyOptional({ minimum: 0 })
  @OptionalButNotNull()
  @SharedRule('portionsLeft', validatePortionsLeft)
  portions_left?: number;

  @ApiPropertyOptional({ enum: LEFTOVER_DESTINATIONS })
  @OptionalButNotNull()
  @SharedRule('destination', validateLeftoverDestination)
  destination?: LeftoverDestination;

  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @SharedRule('note', noteRule)
  note?: string | null;
}

export class LeftoversQueryDto {
  @ApiProperty({ example: '2026-03-01' })
  @IsDefined({ message: COSTING_MESSAGES.range })
  @IsCalendarDay({ message: COSTING_MESSAGES.range })
  @Once('from')
  from: string;

  @ApiProperty({ example: '2026-03-31' })
  @IsDefined({ message: COSTING_MESSAGES.range })
  @IsCalendarDay({ message: COSTING_MESSAGES.range })
  @Once('to')
  to: string;
}
