import { PartialType } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsString, MaxLength } from 'class-validator';
import { NAME_MAX_LENGTH } from '@quentinha/shared/validation/limits';
import { NEIGHBORHOOD_MESSAGES } from '@quentinha/shared/validation/neighborhood';
import { AtLeastOneField, IsMoney, IsNotBlank, OptionalButNotNull } from '../../../common/validation/validators.js';

export class CreateNeighborhoodDto {
  @IsDefined({ message: NEIGHBORHOOD_MESSAGES.nameRequired })
  @IsString({ message: 'O nome do bairro deve ser um texto.' })
  @IsNotBlank({ message: NEIGHBORHOOD_MESSAGES.nameRequired })
  @MaxLength(NAME_MAX_LENGTH, { message: NEIGHBORHOOD_MESSAGES.nameTooLong })
  name: string;

  @IsDefined({ message: NEIGHBORHOOD_MESSAGES.feeRequired })
  @IsMoney(
    { min: 0, max: 9_999.99 },
    { message: 'Informe uma taxa de entrega válida (número de 0 a 9999,99, com no máximo 2 casas decimais).' },
  )
  delivery_fee: number;

  @OptionalButNotNull()
  @IsBoolean({ message: 'O campo is_active deve ser verdadeiro ou falso.' })
  is_active?: boolean;

  /** same as is_active: the response carries both names */
  @OptionalButNotNull()
  @IsBoolean({ message: 'O campo active deve ser verdadeiro ou falso.' })
  active?: boolean;
}

@AtLeastOneField()
export class UpdateNeighborhoodDto extends PartialType(CreateNeighborhoodDto, { skipNullProperties: false }) {}
