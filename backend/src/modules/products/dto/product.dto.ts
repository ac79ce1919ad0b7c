import { PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { Size } from '@quentinha/shared/api/types';
import { SIZES } from '@quentinha/shared/catalog/sizes';
import {
  DESCRIPTION_MAX_LENGTH,
  MAX_ITEMS_PER_QUENTINHA_MAX,
  MAX_ITEMS_PER_QUENTINHA_MIN,
  NAME_MAX_LENGTH,
} from '@quentinha/shared/validation/limits';
import { PRODUCT_MESSAGES } from '@quentinha/shared/validation/product';
import { AtLeastOneField, IsMoney, IsNotBlank, OptionalButNotNull } from '../../../common/validation/validators.js';

export const CATEGORY_MAX_LENGTH = 30;
const MONEY_HINT = 'com no máximo 2 casas decimais';

export class ProductSizeInput {
  @IsDefined({ message: 'Informe o tamanho (pequeno, medio, grande ou familia).' })
  @IsIn(SIZES, { message: `O tamanho deve ser um destes: ${SIZES.join(', ')}.` })
  name: Size;

  @IsDefined({ message: PRODUCT_MESSAGES.priceRequired })
  @IsMoney({ min: 0 }, { message: `Informe um preço válido (número maior ou igual a zero, ${MONEY_HINT}).` })
  price: number;

  /** optional: a product with unknown cost counts as 0 */
  @OptionalButNotNull()
  @IsMoney({ min: 0 }, { message: `Informe um custo válido (número maior ou igual a zero, ${MONEY_HINT}).` })
  cost?: number;
}

/** POST /api/products (SPEC section 7): sizes carry the prices; the first size is the list price. */
export class CreateProductDto {
  @IsDefined({ message: PRODUCT_MESSAGES.nameRequired })
  @IsString({ message: 'O nome do produto deve ser um texto.' })
  @IsNotBlank({ message: PRODUCT_MESSAGES.nameRequired })
  @MaxLength(NAME_MAX_LENGTH, { message: PRODUCT_MESSAGES.nameTooLong })
  name: string;

  @OptionalButNotNull()
  @IsString({ message: 'A descrição deve ser um texto.' })
  @MaxLength(DESCRIPTION_MAX_LENGTH, { message: PRODUCT_MESSAGES.descriptionTooLong })
  description?: string;

  /** quentinha, bebida, sobremesa or the business's own word */
  @OptionalButNotNull()
  @IsString({ message: 'A categoria deve ser um texto.' })
  @IsNotBlank({ message: 'Informe a categoria do produto.' })
  @MaxLength(CATEGORY_MAX_LENGTH, { message: `A categoria deve ter no máximo ${CATEGORY_MAX_LENGTH} caracteres.` })
  category?: string;

  @IsDefined({ message: 'Informe pelo menos um tamanho com preço.' })
  @IsArray({ message: 'Os tamanhos devem ser uma lista.' })
  @ArrayMinSize(1, { message: 'Informe pelo menos um tamanho com preço.' })
  @ArrayMaxSize(SIZES.length, { message: `Informe no máximo ${SIZES.length} tamanhos.` })
  @IsObject({ each: true, message: 'Cada tamanho deve ser um objeto com name, price e cost.' })
  @ValidateNested({ each: true })
  @Type(() => ProductSizeInput)
  sizes: ProductSizeInput[];

  @OptionalButNotNull()
  @IsBoolean({ message: 'O campo isAvailable deve ser verdadeiro ou falso.' })
  isAvailable?: boolean;

  /** same as isAvailable: the product DTO carries both names */
  @OptionalButNotNull()
  @IsBoolean({ message: 'O campo active deve ser verdadeiro ou falso.' })
  active?: boolean;

  @OptionalButNotNull()
  @IsInt({ message: 'O tempo de preparo deve ser um número inteiro de minutos.' })
  @Min(0, { message: 'O tempo de preparo não pode ser negativo.' })
  @Max(600, { message: 'O tempo de preparo deve ser de no máximo 600 minutos.' })
  preparationTime?: number;

  @OptionalButNotNull()
  @IsInt({ message: PRODUCT_MESSAGES.maxItemsInvalid })
  @Min(MAX_ITEMS_PER_QUENTINHA_MIN, { message: PRODUCT_MESSAGES.maxItemsInvalid })
  @Max(MAX_ITEMS_PER_QUENTINHA_MAX, { message: PRODUCT_MESSAGES.maxItemsInvalid })
  max_items_per_quentinha?: number;
}

/** PUT: any subset of the create fields (the status switch sends only isAvailable); null is refused. */
@AtLeastOneField()
export class UpdateProductDto extends PartialType(CreateProductDto, { skipNullProperties: false }) {}
