import { IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  CASH_CLOSE_NOTE_MAX,
  CASH_MAX_AMOUNT,
  CASH_MESSAGES,
  CASH_MOVEMENT_KINDS,
  CASH_MOVEMENT_NOTE_MAX,
  type CashMovementKind,
} from '@quentinha/shared/cash/cash';
import { Once, QueryDay } from '../../../common/http/list-query.js';
import { IsMoney, RequiredText, stacked } from '../../../common/validation/validators.js';

/** Money a person counts: 0,00 to 999.999,99 with at most 2 decimals; `positive` refuses 0. */
const CashAmount = (message: string, positive = false) =>
  stacked(IsDefined({ message }), IsMoney({ min: 0, exclusiveMin: positive, max: CASH_MAX_AMOUNT }, { message }));

/** POST /api/cash/open */
export class OpenCashDto {
  @CashAmount(CASH_MESSAGES.openingFloat)
  opening_float: number;
}

/** POST /api/cash/movements */
export class CashMovementBodyDto {
  @IsDefined({ message: CASH_MESSAGES.movementKind })
  @IsIn(CASH_MOVEMENT_KINDS, { message: CASH_MESSAGES.movementKind })
  kind: CashMovementKind;

  @CashAmount(CASH_MESSAGES.movementAmount, true)
  amount: number;

  @RequiredText(CASH_MOVEMENT_NOTE_MAX, {
    required: CASH_MESSAGES.movementNoteRequired,
    notText: CASH_MESSAGES.movementNoteText,
    tooLong: CASH_MESSAGES.movementNoteTooLong,
  })
  note: string;
}

/** POST /api/cash/close */
export class CloseCashDto {
  @CashAmount(CASH_MESSAGES.countedCash)
  counted_cash: number;

  @IsOptional()
  @IsString({ message: CASH_MESSAGES.closeNoteText })
  @MaxLength(CASH_CLOSE_NOTE_MAX, { message: CASH_MESSAGES.closeNoteTooLong })
  note?: string | null;
}

const dayMessage = ({ value }: { value: unknown }) => CASH_MESSAGES.rangeDay(String(value));

/** GET /api/cash/sessions?from=&to= */
export class CashSessionsQueryDto {
  @QueryDay(dayMessage, 'primeiro dia (AAAA-MM-DD); padrão: 30 dias antes de `to`')
  @Once('from')
  from?: string;

  @QueryDay(dayMessage, 'último dia (AAAA-MM-DD); padrão: hoje em São Paulo')
  @Once('to')
  to?: string;
}
