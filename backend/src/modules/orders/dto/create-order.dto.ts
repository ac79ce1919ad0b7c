import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { ORDER_FIELD_MESSAGES as M, OrderField, RequiredTrimmedText } from './order-fields.js';
import { IntIn, IsCalendarDay, RequiredNested, RequiredObjectList } from '../../../common/validation/validators.js';
import { EXTRAS_MAX } from '@quentinha/shared/catalog/extras';
import { PACK_MESSAGES } from '@quentinha/shared/packs/rules';

const TAB_IDS_MESSAGE = 'Informe a empresa (company_id) e o funcionário (member_id) como ids.';
const EXTRAS_MESSAGE = 'Informe os adicionais do item (extras) como uma lista de ids dos adicionais do produto.';

export class CustomerDto {
  @IsDefined({ message: M.nameRequired })
  @OrderField.customerName()
  name: string;

  @IsDefined({ message: M.whatsapp })
  @OrderField.whatsapp()
  phone: string;
}

export class CreateOrderItemDto {
  @RequiredTrimmedText(64, M.productId)
  product_id: string;

  @IsDefined({ message: M.quantity })
  @IntIn(1, 99, M.quantity)
  quantity: number;

  @RequiredTrimmedText(20, M.size)
  size: string;

  @IsOptional()
  @IsArray({ message: M.dishes })
  @ArrayMaxSize(20, { message: M.dishesTooMany })
  @IsString({ each: true, message: M.dishes })
  @MaxLength(100, { each: true, message: M.dishes })
  chosen_dishes?: string[];

  /** ids of the product's paid extras, each at most once (DECISIONS 10.10) */
  @IsOptional()
  @IsArray({ message: EXTRAS_MESSAGE })
  @ArrayMaxSize(EXTRAS_MAX, { message: `Escolha no máximo ${EXTRAS_MAX} adicionais por item.` })
  @IsString({ each: true, message: EXTRAS_MESSAGE })
  @MaxLength(64, { each: true, message: EXTRAS_MESSAGE })
  extras?: string[];

  @IsOptional()
  @IsString({ message: M.itemNotes })
  @MaxLength(200, { message: M.itemNotes })
  notes?: string | null;

  /** pay these boxes with pack credits (DECISIONS 10.6) */
  @IsOptional()
  @IsBoolean({ message: 'Informe use_credit como verdadeiro ou falso.' })
  use_credit?: boolean;

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
  @RequiredTrimmedText(300, M.address, M.addressTooLong)
  address?: string;

  /** the neighbourhood's id */
  @ValidateIf((d: DeliveryDto) => d.type === 'delivery')
  @RequiredTrimmedText(64, M.neighborhood)
  neighborhood?: string;

  // the client's idea of the fee: the server takes it from the neighbourhood
  @Allow() fee?: unknown;
  @Allow() deliveryFee?: unknown;
}

export class PaymentDto {
  @IsDefined({ message: M.paymentMethod })
  @OrderField.paymentMethod()
  method: string;

  @OrderField.changeFor()
  change_for?: number | null;

  /** method company_tab (DECISIONS 10.5): the company and its member */
  @IsOptional()
  @IsString({ message: TAB_IDS_MESSAGE })
  @MaxLength(64, { message: TAB_IDS_MESSAGE })
  company_id?: string;

  @IsOptional()
  @IsString({ message: TAB_IDS_MESSAGE })
  @MaxLength(64, { message: TAB_IDS_MESSAGE })
  member_id?: string;
}

/** POST /api/orders (CreateOrderRequest in shared/src/api/types.ts). */
export class CreateOrderDto {
  @RequiredNested(() => CustomerDto, M.customerRequired)
  customer: CustomerDto;

  @RequiredObjectList(() => CreateOrderItemDto, 50, {
    required: M.itemsRequired,
    notList: M.itemsList,
    tooMany: M.itemsTooMany,
    item: M.item,
  })
  items: CreateOrderItemDto[];

  @RequiredNested(() => DeliveryDto, M.deliveryRequired)
  delivery: DeliveryDto;

  @RequiredNested(() => PaymentDto, M.paymentRequired)
  payment: PaymentDto;

  @OrderField.notes()
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
  @OrderField.status()
  status?: string;

  /** the checkout's unticked consent box (DECISIONS 10.2): true opts in; false or absent changes nothing */
  @IsOptional()
  @IsBoolean({ message: 'Informe marketing_opt_in como verdadeiro ou falso.' })
  marketing_opt_in?: boolean;

  /** a guest spending pack credits: the purchase's 6-digit redeem code (DECISIONS 10.6) */
  @IsOptional()
  @IsString({ message: PACK_MESSAGES.codeFormat })
  @MaxLength(20, { message: PACK_MESSAGES.codeFormat })
  credit_code?: string;

  // totals the client computed for display: never read
  @Allow() totals?: unknown;
  @Allow() total?: unknown;
  @Allow() total_amount?: unknown;
  @Allow() subtotal?: unknown;
  @Allow() delivery_fee?: unknown;
}
