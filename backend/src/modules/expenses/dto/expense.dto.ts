import { PartialType } from '@nestjs/swagger';
import { IsDefined, IsIn } from 'class-validator';
import { EXPENSE_CATEGORIES } from '@quentinha/shared/catalog/categories';
import { EXPENSE_MESSAGES } from '@quentinha/shared/validation/expense';
import { EXPENSE_DESCRIPTION_MAX_LENGTH } from '@quentinha/shared/validation/limits';
import {
  AtLeastOneField,
  IsDay,
  IsMoney,
  OptionalButNotNull,
  RequiredText,
} from '../../../common/validation/validators.js';

export class CreateExpenseDto {
  @RequiredText(EXPENSE_DESCRIPTION_MAX_LENGTH, {
    required: EXPENSE_MESSAGES.descriptionRequired,
    notText: 'A descrição da despesa deve ser um texto.',
    tooLong: EXPENSE_MESSAGES.descriptionTooLong,
  })
  description: string;

  @IsDefined({ message: EXPENSE_MESSAGES.amountRequired })
  @IsMoney(
    { min: 0, exclusiveMin: true, max: 1_000_000 },
    { message: 'Informe um valor maior que zero (até 1.000.000,00, com no máximo 2 casas decimais).' },
  )
  amount: number;

  /** default outros */
  @OptionalButNotNull()
  @IsIn(EXPENSE_CATEGORIES, { message: `${EXPENSE_MESSAGES.categoryInvalid} (${EXPENSE_CATEGORIES.join(', ')})` })
  category?: string;

  @IsDefined({ message: EXPENSE_MESSAGES.dateRequired })
  @IsDay({ message: 'Data da despesa inválida: use o formato aaaa-mm-dd.' })
  date: string;
}

@AtLeastOneField()
export class UpdateExpenseDto extends PartialType(CreateExpenseDto, { skipNullProperties: false }) {}
