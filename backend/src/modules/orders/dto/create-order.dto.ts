import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
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
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  ACCEPTED_PAYMENT_METHODS,
  LowerTrim,
  NormalizeWhatsapp,
  ORDER_FIELD_MESSAGES as M,
  StatusValue,
  Trim,
} from './order-fields.js';
import { IsCalendarDay } from '../../../common/validation/validators.js';

export class CustomerDto {
  @Trim()
  @IsDefined({ message: M.nameRequired })
  @IsString({ message: M.nameText })
  @IsNotEmpty({ message: M.nameRequired })
  @MinLength(2, { message: M.nameTooShort })
  @MaxLength(100, { message: M.nameTooLong })
  name: string;

  @NormalizeWhatsapp()
  @IsDefined({ message: M.whatsapp })
  @IsString({ message: M.whatsapp })
  @Matches(/^\d{11}$/, { message: M.whatsapp })
  phone: string;
}

export class CreateOrderItemDto {
  @Trim()
  @IsDefined({ message: M.productId })
  @IsString({ message: M.productId })
  @IsNotEmpty({ message: M.productId })
  @MaxLength(64, { message: M.productId })
  product_id: string;

  @IsDefined({ message: M.quantity })
  @IsInt({ message: M.quantity })
  @Min(1, { message: M.quantity })
  @Max(99, { message: M.quantity })
  quantity: number;

  @Trim()
  @IsDefined({ message: M.size })
  @IsString({ message: M.size })
  @IsNotEmpty({ message: M.size })
  @MaxLength(20, { message: M.size })
  size: string;

  @IsOptional()
  @IsArray({ message: M.dishes })
  @ArrayMaxSize(20, { message: M.dishesTooMany })
  @IsString({ each: true, message: M.dishes })
  @MaxLength(100, { each: true, message: M.dishes })
  chosen_dishes?: string[];

  @IsOptional()
  @IsString({ message: M.itemNotes })
  @MaxLength(200, { message: M.itemNotes })
  notes?: string | null;

  // what the cart line also keeps (SPEC.md section 3): accepted and never read
  @Allow() id?: unknown;
  @Allow() name?: unknown;
  @Allow() productName?: unknown;
  @Allow() product_name?: unknown;
  @Allow() category?: unknown;
  @Allow() price?: unknown;
  @Allow() cost?: unknown;
  @Allow() unit_price?: unknown;
  @Allow() total_price?: unknown;
}

export class DeliveryDto {
  @IsDefined({ message: M.deliveryType })
  @IsIn(['pickup', 'delivery'], { message: M.deliveryType })
  type: 'pickup' | 'delivery';

  @ValidateIf((d: DeliveryDto) => d.type === 'delivery')
  @Trim()
  @IsDefined({ message: M.address })
  @IsString({ message: M.address })
  @IsNotEmpty({ message: M.address })
  @MaxLength(300, { message: M.addressTooLong })
  address?: string;

  /** the neighbourhood's id */
  @ValidateIf((d: DeliveryDto) => d.type === 'delivery')
  @Trim()
  @IsDefined({ message: M.neighborhood })
  @IsString({ message: M.neighborhood })
  @IsNotEmpty({ message: M.neighborhood })
  @MaxLength(64, { message: M.neighborhood })
  neighborhood?: string;

  // the client's idea of the fee: the server takes it from the neighbourhood
  @Allow() fee?: unknown;
  @Allow() deliveryFee?: unknown;
}

export class PaymentDto {
  @LowerTrim()
  @IsDefined({ message: M.paymentMethod })
  @IsIn(ACCEPTED_PAYMENT_METHODS, { message: M.paymentMethod })
  method: string;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.changeFor })
  @Min(0, { message: M.changeFor })
  @Max(100_000, { message: M.changeFor })
  change_for?: number | null;
}

/** POST /api/orders (CreateOrderRequest in shared/src/api/types.ts). */
export class CreateOrderDto {
  @IsDefined({ message: M.customerRequired })
  @IsObject({ message: M.customerRequired })
  @ValidateNested()
  @Type(() => CustomerDto)
  customer: CustomerDto;

  @IsDefined({ message: M.itemsRequired })
  @IsArray({ message: M.itemsList })
  @ArrayMinSize(1, { message: M.itemsRequired })
  @ArrayMaxSize(50, { message: M.itemsTooMany })
  @IsObject({ each: true, message: M.item })
  @ValidateNested({ each: true })
  @Type(() => CreateOrderItemDto)
  items: CreateOrderItemDto[];

  @IsDefined({ message: M.deliveryRequired })
  @IsObject({ message: M.deliveryRequired })
  @ValidateNested()
  @Type(() => DeliveryDto)
  delivery: DeliveryDto;

  @IsDefined({ message: M.paymentRequired })
  @IsObject({ message: M.paymentRequired })
  @ValidateNested()
  @Type(() => PaymentDto)
  payment: PaymentDto;

  @IsOptional()
  @IsString({ message: M.notes })
  @MaxLength(500, { message: M.notes })
  notes?: string | null;

  /** a slot of today or tomorrow (DECISIONS 9.3); absent or null = as soon as possible */
  @IsOptional()
  @IsString({ message: 'Horário agendado (scheduled_for) deve ser uma data e hora ISO.' })
  @MaxLength(40, { message: 'Horário agendado (scheduled_for) deve ser uma data e hora ISO.' })
  scheduled_for?: string | null;

  /** admin and staff only (phone orders); ignored for everyone else */
  @IsOptional()
  @IsString({ message: M.orderDate })
  @IsCalendarDay({ message: M.orderDate })
  order_date?: string;

  /** admin and staff only; ignored for everyone else */
  @IsOptional()
  @StatusValue()
  @IsString({ message: M.status })
  @MaxLength(30, { message: M.status })
  status?: string;

  // totals the client computed for display: never read
  @Allow() totals?: unknown;
  @Allow() total?: unknown;
  @Allow() total_amount?: unknown;
  @Allow() subtotal?: unknown;
  @Allow() delivery_fee?: unknown;
}
