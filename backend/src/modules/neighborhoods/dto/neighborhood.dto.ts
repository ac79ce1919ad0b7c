import { PartialType } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';
import { NAME_MAX_LENGTH } from '@quentinha/shared/validation/limits';
import { NEIGHBORHOOD_MESSAGES } from '@quentinha/shared/validation/neighborhood';
import { AtLeastOneField, IsMoney, OptionalFlag, RequiredText } from '../../../common/validation/validators.js';

export class CreateNeighborhoodDto {
  @RequiredText(NAME_MAX_LENGTH, {
    required: NEIGHBORHOOD_MESSAGES.nameRequired,
    notText: 'O nome do bairro deve ser um texto.',
    tooLong: NEIGHBORHOOD_MESSAGES.nameTooLong,
  })
  name: string;

  @IsDefined({ message: NEIGHBORHOOD_MESSAGES.feeRequired })
  @IsMoney(
    { min: 0, max: 9_999.99 },
    { message: 'Informe uma taxa de entrega válida (número de 0 a 9999,99, com no máximo 2 casas decimais).' },
  )
  delivery_fee: number;

  @OptionalFlag('is_active')
  is_active?: boolean;

  /** same as is_active: the response carries both names */
  @OptionalFlag('active')
  active?: boolean;
}

@AtLeastOneField()
export class UpdateNeighborhoodDto extends PartialType(CreateNeighborhoodDto, { skipNullProperties: false }) {}
