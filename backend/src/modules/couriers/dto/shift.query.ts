import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { Once } from '../../../common/http/list-query.js';
import { IsCalendarDay } from '../../../common/validation/validators.js';

export const SHIFT_MESSAGES = {
  date: 'A data do turno deve estar no formato AAAA-MM-DD.',
  courierId: 'O entregador informado (courier_id) não é um identificador válido.',
  courierRequired: 'Informe o entregador (courier_id) para ver o turno.',
  courierNotFound: 'Entregador não encontrado.',
  ownShiftOnly: 'Você só pode ver o seu próprio turno.',
} as const;

/** GET /api/couriers/shift query. */
export class ShiftQueryDto {
  @ApiPropertyOptional({ description: 'dia do turno (AAAA-MM-DD); padrão: hoje em São Paulo', example: '2026-03-10' })
  @IsOptional()
  @IsCalendarDay({ message: SHIFT_MESSAGES.date })
  // listed last: checked first (a repeated parameter arrives as a list)
  @Once('date')
  date?: string;

  @ApiPropertyOptional({
    description: 'o entregador (obrigatório para o administrador; o entregador vê o próprio turno)',
  })
  @IsOptional()
  @IsUUID('all', { message: SHIFT_MESSAGES.courierId })
  @Once('courier_id')
  courier_id?: string;
}
