import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';
import { CASH_MAX_AMOUNT, CASH_MESSAGES, CASH_MOVEMENT_NOTE_MAX } from '@quentinha/shared/cash/cash';
import { Once } from '../../../common/http/list-query.js';
import { IsCalendarDay, IsMoney } from '../../../common/validation/validators.js';
import { SHIFT_MESSAGES } from './shift.query.js';

/** POST /api/couriers/{id}/cash-received: cash the shop received from the courier. */
export class CourierCashReceivedDto {
  @IsDefined({ message: CASH_MESSAGES.handInAmount })
  @IsMoney({ min: 0, exclusiveMin: true, max: CASH_MAX_AMOUNT }, { message: CASH_MESSAGES.handInAmount })
  amount: number;

  /** the shift it settles; default today in Sao Paulo */
  @IsOptional()
  @IsCalendarDay({ message: SHIFT_MESSAGES.date })
  date?: string;

  @IsOptional()
  @IsString({ message: CASH_MESSAGES.handInNoteText })
  @MaxLength(CASH_MOVEMENT_NOTE_MAX, { message: CASH_MESSAGES.handInNoteTooLong })
  note?: string | null;
}

/** GET /api/couriers/cash query. */
export class CourierCashQueryDto {
  @ApiPropertyOptional({ description: 'dia (AAAA-MM-DD); padrão: hoje em São Paulo', example: '2026-03-10' })
  @IsOptional()
  @IsCalendarDay({ message: SHIFT_MESSAGES.date })
  @Once('date')
  date?: string;
}
