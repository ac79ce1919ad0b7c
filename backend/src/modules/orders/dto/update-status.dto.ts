import { IsDefined, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { CANCEL_REASON_MAX, TRANSITION_MESSAGES } from '@quentinha/shared/orders/transitions';
import { ORDER_FIELD_MESSAGES as M, OrderField, Trim } from './order-fields.js';

const REASON_TEXT = 'O motivo do cancelamento deve ser um texto.';

/**
 * PUT|PATCH /api/orders/:id/status: the status as text or {current}, wire or Portuguese
 * (DECISIONS 9.1): a dispatch names the courier, a cancellation may say why.
 */
export class UpdateStatusDto {
  @IsDefined({ message: M.status })
  @OrderField.status()
  status: string;

  /** 'delivering' by staff, kitchen or admin: the active courier who takes the order */
  @IsOptional()
  @IsString({ message: TRANSITION_MESSAGES.courierInvalid })
  @IsUUID('all', { message: TRANSITION_MESSAGES.courierInvalid })
  courier_id?: string | null;

  /** 'cancelled': why, kept on the history entry and on the order */
  @IsOptional()
  @Trim()
  @MaxLength(CANCEL_REASON_MAX, { message: TRANSITION_MESSAGES.reasonTooLong })
  // listed last: checked first
  @IsString({ message: REASON_TEXT })
  reason?: string | null;
}

/** POST /api/orders/track/:token/cancel: a guest calls off an order not yet confirmed. */
export class CancelTrackedOrderDto {
  @IsOptional()
  @Trim()
  @MaxLength(CANCEL_REASON_MAX, { message: TRANSITION_MESSAGES.reasonTooLong })
  // listed last: checked first
  @IsString({ message: REASON_TEXT })
  reason?: string | null;
}
