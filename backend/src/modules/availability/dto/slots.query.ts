import { ApiProperty } from '@nestjs/swagger';
import { SCHEDULING_MESSAGES } from '@quentinha/shared/availability/slots';
import { IsCalendarDay } from '../../../common/validation/validators.js';

/** GET /api/orders/slots query: the day is required (a list of several is refused too). */
export class SlotsQueryDto {
  @ApiProperty({ description: 'dia (AAAA-MM-DD)', example: '2026-03-10', format: 'date' })
  @IsCalendarDay({ message: SCHEDULING_MESSAGES.dateInvalid })
  date!: string;
}
