import { PartialType } from '@nestjs/swagger';
import { Allow, ArrayMaxSize, IsArray, IsDefined, IsString, MaxLength } from 'class-validator';
import { DAILY_MENU_MESSAGES } from '@quentinha/shared/validation/daily-menu';
import { AtLeastOneField, IsDay, OptionalFlag } from '../../../common/validation/validators.js';

export const MENU_DISHES_MAX = 200;
export const MENU_DATE_INVALID = 'Data do cardápio inválida: use o formato aaaa-mm-dd.';

/** POST and PUT /api/dailymenus: {date, dishes: dish ids}. */
export class CreateDailyMenuDto {
  @IsDefined({ message: DAILY_MENU_MESSAGES.dateRequired })
  @IsDay({ message: MENU_DATE_INVALID })
  date: string;

  @IsDefined({ message: 'Informe a lista de pratos do cardápio (dishes).' })
  @IsArray({ message: 'O campo dishes deve ser uma lista de ids de pratos.' })
  @ArrayMaxSize(MENU_DISHES_MAX, { message: `O cardápio pode ter no máximo ${MENU_DISHES_MAX} pratos.` })
  @IsString({ each: true, message: 'Cada prato do cardápio deve ser o id de um prato.' })
  @MaxLength(36, { each: true, message: 'Cada prato do cardápio deve ser o id de um prato.' })
  dishes: string[];

  @OptionalFlag('active')
  active?: boolean;

  /** {dishId: portions >= 0 | null} (DECISIONS 9.3); checked by the shared rule in the service */
  @Allow()
  portions?: Record<string, number | null> | null;
}

/**
 * PATCH /api/dailymenus/{id}/portions: one dish at once, its cap (`portions`) and/or its
 * 'Acabou' mark (`sold_out`, DECISIONS 10.10: true makes remaining 0 and keeps the cap, false
 * gives the cap back as it was).
 */
export class MenuPortionDto {
  @IsDefined({ message: 'Informe o prato (dish_id).' })
  @IsString({ message: 'O campo dish_id deve ser o id de um prato.' })
  @MaxLength(36, { message: 'O campo dish_id deve ser o id de um prato.' })
  dish_id: string;

  /** integer >= 0, or null for no cap; a new cap also lifts 'Acabou' */
  @Allow()
  portions?: number | null;

  @OptionalFlag('sold_out')
  sold_out?: boolean;
}

/** POST /api/dailymenus/{id}/copy: the day to plan with the same dishes and caps. */
export class CopyDailyMenuDto {
  @IsDefined({ message: DAILY_MENU_MESSAGES.dateRequired })
  @IsDay({ message: MENU_DATE_INVALID })
  date: string;
}

@AtLeastOneField()
export class UpdateDailyMenuDto extends PartialType(CreateDailyMenuDto, { skipNullProperties: false }) {}
