import { Type } from 'class-transformer';
import {
  Allow,
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  ACCEPTED_PAYMENT_METHODS,
  ACCEPTED_PAYMENT_STATUSES,
  LowerTrim,
  NormalizeWhatsapp,
  ORDER_FIELD_MESSAGES as M,
  StatusValue,
  Trim,
} from './order-fields.js';
import { AtLeastOneField, IsCalendarDay, OptionalButNotNull } from '../../../common/validation/validators.js';

export class EditAddressDto {
  @IsOptional()
  @Trim()
  @IsString({ message: M.address })
  @MaxLength(300, { message: M.addressTooLong })
  street?: string;

  /** the neighbourhood's id or its name */
  @IsOptional()
  @Trim()
  @IsString({ message: M.neighborhood })
  @MaxLength(100, { message: M.neighborhood })
  neighborhood?: string;
}

export class EditDeliveryDto {
  @IsDefined({ message: M.isDelivery })
  @IsBoolean({ message: M.isDelivery })
  isDelivery: boolean;

  @IsOptional()
  @IsObject({ message: M.address })
  @ValidateNested()
  @Type(() => EditAddressDto)
  address?: EditAddressDto;

  // the fee comes from the neighbourhood, never from the client
  @Allow() deliveryFee?: unknown;
}

export class EditTimingDto {
  @IsDefined({ message: M.orderDate })
  @IsString({ message: M.orderDate })
  @IsCalendarDay({ message: M.orderDate })
  orderDate: string;
}

export const EDITABLE_FIELDS = [
  'status',
  'notes',
  'customer_name',
  'whatsapp',
  'delivery',
  'timing',
  'payment_method',
  'payment_status',
  'change_for',
] as const;

/** PUT /api/orders/:id (admin): the edit payload of SPEC.md section 7 plus flat customer fields. */
@AtLeastOneField(M.nothingToEdit, EDITABLE_FIELDS)
export class UpdateOrderDto {
  @OptionalButNotNull()
  @StatusValue()
  @IsString({ message: M.status })
  @MaxLength(30, { message: M.status })
  status?: string;

  @IsOptional()
  @IsString({ message: M.notes })
  @MaxLength(500, { message: M.notes })
  notes?: string | null;

  @OptionalButNotNull()
  @Trim()
  @IsString({ message: M.nameText })
  @IsNotEmpty({ message: M.nameRequired })
  @MinLength(2, { message: M.nameTooShort })
  @MaxLength(100, { message: M.nameTooLong })
  customer_name?: string;

  @OptionalButNotNull()
  @NormalizeWhatsapp()
  @IsString({ message: M.whatsapp })
  @Matches(/^\d{11}$/, { message: M.whatsapp })
  whatsapp?: string;

  @OptionalButNotNull()
  @IsObject({ message: M.isDelivery })
  @ValidateNested()
  @Type(() => EditDeliveryDto)
  delivery?: EditDeliveryDto;

  @OptionalButNotNull()
  @IsObject({ message: M.orderDate })
  @ValidateNested()
  @Type(() => EditTimingDto)
  timing?: EditTimingDto;

  @OptionalButNotNull()
  @LowerTrim()
  @IsIn(ACCEPTED_PAYMENT_METHODS, { message: M.paymentMethod })
  payment_method?: string;

  @OptionalButNotNull()
  @LowerTrim()
  @IsIn(ACCEPTED_PAYMENT_STATUSES, { message: M.paymentStatus })
  payment_status?: string;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.changeFor })
  @Min(0, { message: M.changeFor })
  @Max(100_000, { message: M.changeFor })
  change_for?: number | null;

  // totals shown by the edit dialog: recomputed by the server
  @Allow() totals?: unknown;
  @Allow() deliveryFee?: unknown;
}
