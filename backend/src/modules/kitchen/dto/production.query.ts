import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { Once } from '../../../common/http/list-query.js';
import { IsCalendarDay } from '../../../common/validation/validators.js';

export const PRODUCTION_MESSAGES = {
  date: 'A data da produção deve estar no formato AAAA-MM-DD.',
} as const;

/** GET /api/kitchen/production query. */
export class ProductionQueryDto {
  @ApiPropertyOptional({
    description: 'dia da produção (AAAA-MM-DD); padrão: hoje em São Paulo',
    example: '2026-03-10',
  })
  @IsOptional()
  @IsCalendarDay({ message: PRODUCTION_MESSAGES.date })
  // listed last: checked first (a repeated parameter arrives as a list)
  @Once('date')
  date?: string;
}
