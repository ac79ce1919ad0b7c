import { PartialType } from '@nestjs/swagger';
import { IsString, MaxLength, ValidateBy } from 'class-validator';
import { toDishType } from '@quentinha/shared/catalog/categories';
import { NAME_MAX_LENGTH } from '@quentinha/shared/validation/limits';
import { DISH_MESSAGES } from '@quentinha/shared/validation/dish';
import {
  AtLeastOneField,
  OptionalButNotNull,
  OptionalFlag,
  RequiredText,
} from '../../../common/validation/validators.js';

export const DISH_CATEGORY_MAX_LENGTH = 30;

/** Proteína, Acompanhamento, Grão or Salada, in any case or accent ('proteina' is fine). */
const IsDishType = () =>
  ValidateBy(
    { name: 'isDishType', validator: { validate: (v) => toDishType(v) !== null } },
    { message: DISH_MESSAGES.typeInvalid },
  );

export class CreateDishDto {
  @RequiredText(NAME_MAX_LENGTH, {
    required: DISH_MESSAGES.nameRequired,
    notText: 'O nome do prato deve ser um texto.',
    tooLong: DISH_MESSAGES.nameTooLong,
  })
  name: string;

  /** default Acompanhamento */
  @OptionalButNotNull()
  @IsDishType()
  type?: string;

  /** defaults to the type on save (SPEC section 3) */
  @OptionalButNotNull()
  @IsString({ message: 'A categoria do prato deve ser um texto.' })
  @MaxLength(DISH_CATEGORY_MAX_LENGTH, {
    message: `A categoria do prato deve ter no máximo ${DISH_CATEGORY_MAX_LENGTH} caracteres.`,
  })
  category?: string;

  @OptionalFlag('active')
  active?: boolean;
}

@AtLeastOneField()
export class UpdateDishDto extends PartialType(CreateDishDto, { skipNullProperties: false }) {}
