import { Type } from 'class-transformer';
import {
  Allow,
  IsBoolean,
  IsDefined,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { ACCEPTED_PAYMENT_STATUSES, LowerTrim, ORDER_FIELD_MESSAGES as M, OrderField, Trim } from './order-fields.js';
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
  @OrderField.status()
  status?: string;

  @OrderField.notes()
  notes?: string | null;

  @OptionalButNotNull()
  @OrderField.customerName()
  customer_name?: string;

  @OptionalButNotNull()
  @OrderField.whatsapp()
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
  @OrderField.paymentMethod()
  payment_method?: string;

  @OptionalButNotNull()
  @LowerTrim()
  @IsIn(ACCEPTED_PAYMENT_STATUSES, { message: M.paymentStatus })
  payment_status?: string;

  @OrderField.changeFor()
  change_for?: number | null;

  // totals shown by the edit dialog: recomputed by the server
  @Allow() totals?: unknown;
  @Allow() deliveryFee?: unknown;
}
