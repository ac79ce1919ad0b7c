import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { cnpjDigits, isValidCnpj } from '@quentinha/shared/companies/cnpj';
import { COMPANY_MESSAGES as M } from '@quentinha/shared/companies/messages';
import {
  CLOSING_DAY_MAX,
  CLOSING_DAY_MIN,
  COMPANY_MAX_AMOUNT,
  COMPANY_NAME_MAX,
  COMPANY_NOTE_MAX,
  COMPANY_PAYMENT_METHODS,
  COMPANY_STATUSES,
  type CompanyPaymentMethod,
  type CompanyStatus,
  DUE_DAYS_MAX,
  DUE_DAYS_MIN,
} from '@quentinha/shared/companies/types';
import { Once, QueryDay } from '../../../common/http/list-query.js';
import {
  AtLeastOneField,
  IntIn,
  IsMoney,
  IsWhatsapp,
  OptionalButNotNull,
  RequiredText,
  stacked,
} from '../../../common/validation/validators.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A person's or company's name: trimmed, 2..max characters. */
const Name = (max: number, message: string) =>
  stacked(
    trim(),
    RequiredText(max, { required: message, notText: message, tooLong: message }),
    MinLength(2, { message }),
  );

/** POST and PUT /api/companies (DECISIONS 10.5). */
export class CompanyBodyDto {
  @Name(COMPANY_NAME_MAX, M.name)
  name: string;

  /** 14 digits with valid check digits (punctuation allowed), stored as the digits; null or '' = none */
  @IsOptional()
  @Transform(({ value }) => (value === '' ? null : typeof value === 'string' ? (cnpjDigits(value) ?? value) : value))
  @ValidateBy(
    { name: 'isCnpj', validator: { validate: (value) => value === null || isValidCnpj(value) } },
    { message: M.cnpj },
  )
  cnpj?: string | null;

  @Name(100, M.contactName)
  contact_name: string;

  @IsDefined({ message: M.contactWhatsapp })
  @IsWhatsapp({ label: 'WhatsApp do contato', invalid: M.contactWhatsapp })
  contact_whatsapp: string;

  @IsDefined({ message: M.creditLimit })
  @IsMoney({ min: 0, max: COMPANY_MAX_AMOUNT }, { message: M.creditLimit })
  credit_limit: number;

  @IsDefined({ message: M.closingDay })
  @IntIn(CLOSING_DAY_MIN, CLOSING_DAY_MAX, M.closingDay)
  closing_day: number;

  @IsOptional()
  @IntIn(DUE_DAYS_MIN, DUE_DAYS_MAX, M.dueDays)
  due_days?: number;

  @IsOptional()
  @IsIn(COMPANY_STATUSES, { message: M.status })
  status?: CompanyStatus;
}

/** POST /api/companies/{id}/members */
export class MemberBodyDto {
  @Name(100, M.memberName)
  name: string;

  @IsDefined({ message: M.memberWhatsapp })
  @IsWhatsapp({ label: 'WhatsApp do funcionário', invalid: M.memberWhatsapp })
  whatsapp: string;
}

/** PUT /api/companies/{id}/members/{memberId} */
@AtLeastOneField(M.memberNothing, ['name', 'active'])
export class MemberUpdateDto {
  @OptionalButNotNull()
  @Name(100, M.memberName)
  name?: string;

  @OptionalButNotNull()
  @IsBoolean({ message: M.memberActive })
  active?: boolean;
}

/** POST /api/companies/{id}/payments */
export class PaymentBodyDto {
  @IsDefined({ message: M.paymentAmount })
  @IsMoney({ min: 0, exclusiveMin: true, max: COMPANY_MAX_AMOUNT }, { message: M.paymentAmount })
  amount: number;

  @IsDefined({ message: M.paymentMethod })
  @IsIn(COMPANY_PAYMENT_METHODS, { message: M.paymentMethod })
  method: CompanyPaymentMethod;

  @IsOptional()
  @IsString({ message: M.note })
  @MaxLength(COMPANY_NOTE_MAX - 20, { message: M.note })
  note?: string | null;
}

/** GET /api/companies/{id}/entries?from=&to= (Sao Paulo days, both included) */
export class EntriesQueryDto {
  @QueryDay(M.range, 'primeiro dia (AAAA-MM-DD); padrão: desde o início')
  @Once('from')
  from?: string;

  @QueryDay(M.range, 'último dia (AAAA-MM-DD); padrão: até agora')
  @Once('to')
  to?: string;
}
