import { CUSTOMER_MESSAGES as M, validateConsentText } from '@quentinha/shared/customers/rules';
import { IsDefined, ValidateBy } from 'class-validator';
import { IsCalendarDay } from '../../common/validation/validators.js';
import { IsOptional, IsString } from 'class-validator';

/** PUT /api/settings/marketing-consent: the checkout's consent text, 10 to 300 characters. */
export class ConsentTextDto {
  @IsDefined({ message: M.consentText })
  @ValidateBy({ name: 'consentText', validator: { validate: (v) => validateConsentText(v) === null } }, { message: M.consentText })
  text: string;
}

/** GET /api/marketing/daily-menu?date=yyyy-MM-dd (default: today in Sao Paulo). */
export class DailyMenuQueryDto {
  @IsOptional()
  @IsString({ message: M.date })
  @IsCalendarDay({ message: M.date })
  date?: string;
}
