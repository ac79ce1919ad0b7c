import { PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsDefined, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type { Size } from '@quentinha/shared/api/types';
import type { CompositionRule } from '@quentinha/shared/catalog/composition';
import { EXTRA_NAME_MAX_LENGTH, EXTRAS_MAX } from '@quentinha/shared/catalog/extras';
import { STOCK_MAX, STOCK_MESSAGES } from '@quentinha/shared/catalog/stock';
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
  stacked,
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

  /**
   * quentinhas: [{type: 'Proteína' | 'Acompanhamento' | 'Grão' | 'Salada', min, max}]
   * (DECISIONS 10.10); null or [] for none. Checked by the shared rule in the service.
   */
  @IsOptional()
  @Allow()
  composition?: CompositionRule[] | null;
}

/** A paid extra as the product form sends it: new ones without id, kept ones with theirs. */
export class ProductExtraInput {
  @IsOptional()
  @IsString({ message: 'O id de um adicional deve ser um texto.' })
  @MaxLength(36, { message: 'O id de um adicional deve ser um texto.' })
  id?: string | null;

  @RequiredText(EXTRA_NAME_MAX_LENGTH, {
    required: 'Informe o nome de cada adicional.',
    notText: 'O nome de um adicional deve ser um texto.',
    tooLong: `O nome de um adicional deve ter no máximo ${EXTRA_NAME_MAX_LENGTH} caracteres.`,
  })
  name: string;

  @IsDefined({ message: 'Informe o preço de cada adicional.' })
  @IsMoney({ min: 0 }, { message: `Informe um preço válido para o adicional (número maior ou igual a zero, ${MONEY_HINT}).` })
  price: number;

  @OptionalButNotNull()
  @IsMoney({ min: 0 }, { message: `Informe um custo válido para o adicional (número maior ou igual a zero, ${MONEY_HINT}).` })
  cost?: number;
}

/** An optional list of extras, never null: [] removes them all. */
const ExtrasList = () =>
  stacked(
    OptionalButNotNull(),
    Type(() => ProductExtraInput),
    ValidateNested({ each: true }),
    IsObject({ each: true, message: 'Cada adicional deve ser um objeto com name, price e cost.' }),
    ArrayMaxSize(EXTRAS_MAX, { message: `Informe no máximo ${EXTRAS_MAX} adicionais.` }),
    // checked first (class-validator runs the last one applied first): a text is checked 'each'
    // as itself, and the item's sentence would hide that a list was expected
    IsArray({ message: 'Informe os adicionais (extras) como uma lista.' }),
  );

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

  /** quentinhas' paid extras (DECISIONS 10.10) */
  @ExtrasList()
  extras?: ProductExtraInput[];

  /** drinks and other products: units on the shelf now; null (or absent on create): not counted */
  @IsOptional()
  @IntIn(0, STOCK_MAX, STOCK_MESSAGES.invalid)
  stock?: number | null;
}

/** PUT: any subset of the create fields (the status switch sends only isAvailable); null is refused. */
@AtLeastOneField()
export class UpdateProductDto extends PartialType(CreateProductDto, { skipNullProperties: false }) {}
