import { IsDefined, IsString, MaxLength } from 'class-validator';
import { ORDER_FIELD_MESSAGES as M, StatusValue } from './order-fields.js';

/** PUT|PATCH /api/orders/:id/status: the status as text or {current}, wire or Portuguese. */
export class UpdateStatusDto {
  @StatusValue()
  @IsDefined({ message: M.status })
  @IsString({ message: M.status })
  @MaxLength(30, { message: M.status })
  status: string;
}
