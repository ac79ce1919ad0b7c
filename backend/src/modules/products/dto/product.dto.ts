import { PartialType } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import type { Size } from '@quentinha/shared/api/types';
import { SIZES } from '@quentinha/shared/catalog/sizes';
import {
  DESCRIPTION_MAX_LENGTH,
  MAX_ITEMS_PER_QUENTINHA_MAX,
  MAX_ITEMS_PER_QUENTINHA_MIN,
  NAME_MAX_LENGTH,
} from '@quentinha/shared/validation/limits';
import { PRODUCT_MESSAGES } from '@quentinha/shared/validation/product';
import {
  AtLeastOneField,
  IntIn,
  IsMoney,
  IsNotBlank,
  OptionalButNotNull,
  OptionalFlag,
  RequiredObjectList,
  RequiredText,
} from '../../../common/validation/validators.js';

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
  @RequiredText(NAME_MAX_LENGTH, {
    required: PRODUCT_MESSAGES.nameRequired,
    notText: 'O nome do produto deve ser um texto.',
    tooLong: PRODUCT_MESSAGES.nameTooLong,
  })
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

  @RequiredObjectList(() => ProductSizeInput, SIZES.length, {
    required: 'Informe pelo menos um tamanho com preço.',
    notList: 'Os tamanhos devem ser uma lista.',
    tooMany: `Informe no máximo ${SIZES.length} tamanhos.`,
    item: 'Cada tamanho deve ser um objeto com name, price e cost.',
  })
  sizes: ProductSizeInput[];

  @OptionalFlag('isAvailable')
  isAvailable?: boolean;

  /** same as isAvailable: the product DTO carries both names */
  @OptionalFlag('active')
  active?: boolean;

  @OptionalButNotNull()
  @IsInt({ message: 'O tempo de preparo deve ser um número inteiro de minutos.' })
  @Min(0, { message: 'O tempo de preparo não pode ser negativo.' })
  @Max(600, { message: 'O tempo de preparo deve ser de no máximo 600 minutos.' })
  preparationTime?: number;

  @OptionalButNotNull()
  @IntIn(MAX_ITEMS_PER_QUENTINHA_MIN, MAX_ITEMS_PER_QUENTINHA_MAX, PRODUCT_MESSAGES.maxItemsInvalid)
  max_items_per_quentinha?: number;
}

/** PUT: any subset of the create fields (the status switch sends only isAvailable); null is refused. */
@AtLeastOneField()
export class UpdateProductDto extends PartialType(CreateProductDto, { skipNullProperties: false }) {}
