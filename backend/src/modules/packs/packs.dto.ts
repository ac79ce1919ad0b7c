import { Allow, IsDefined } from 'class-validator';
import { CustomerDto } from '../orders/dto/create-order.dto.js';
import { ORDER_FIELD_MESSAGES as M } from '../orders/dto/order-fields.js';
import { RequiredNested } from '../../common/validation/validators.js';

/**
 * Bodies of the packs routes. Fields are read and checked by packs-input.ts (one Portuguese
 * sentence per field); listing them here keeps unknown fields refused (400) like elsewhere.
 */
export class PackOfferBodyDto {
  @Allow() name?: unknown;
  @Allow() product_id?: unknown;
  @Allow() size?: unknown;
  @Allow() quantity?: unknown;
  @Allow() price?: unknown;
  @Allow() validity_days?: unknown;
  @Allow() active?: unknown;
}

export class PackPaymentDto {
  @IsDefined({ message: M.paymentMethod })
  @Allow()
  method: unknown;
}

/** POST /api/packs/{id}/purchases: the checkout's name and number, and how it will be paid. */
export class PackPurchaseBodyDto {
  @RequiredNested(() => CustomerDto, M.customerRequired)
  customer: CustomerDto;

  @RequiredNested(() => PackPaymentDto, M.paymentRequired)
  payment: PackPaymentDto;
}

export class PackRefundBodyDto {
  @Allow() note?: unknown;
}

export class PackExtendBodyDto {
  @Allow() days?: unknown;
  @Allow() note?: unknown;
}

export class PackPurchasesQueryDto {
  @Allow() phone?: unknown;
  @Allow() status?: unknown;
}

export class PackExpiringQueryDto {
  @Allow() days?: unknown;
}
