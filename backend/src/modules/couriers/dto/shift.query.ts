import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID } from 'class-validator';
import { IsCalendarDay } from '../../../common/validation/validators.js';

export const SHIFT_MESSAGES = {
  date: 'A data do turno deve estar no formato AAAA-MM-DD.',
  courierId: 'O entregador informado (courier_id) não é um identificador válido.',
  courierRequired: 'Informe o entregador (courier_id) para ver o turno.',
  courierNotFound: 'Entregador não encontrado.',
  ownShiftOnly: 'Você só pode ver o seu próprio turno.',
  single: (name: string) => `O parâmetro ${name} deve ser informado uma única vez, como texto.`,
} as const;

/** GET /api/couriers/shift query. */
export class ShiftQueryDto {
  @ApiPropertyOptional({ description: 'dia do turno (AAAA-MM-DD); padrão: hoje em São Paulo', example: '2026-03-10' })
  @IsOptional()
  @IsCalendarDay({ message: SHIFT_MESSAGES.date })
  // listed last: checked first (a repeated parameter arrives as a list)
  @IsString({ message: SHIFT_MESSAGES.single('date') })
  date?: string;

  @ApiPropertyOptional({
    description: 'o entregador (obrigatório para o administrador; o entregador vê o próprio turno)',
  })
  @IsOptional()
  @IsUUID('all', { message: SHIFT_MESSAGES.courierId })
  @IsString({ message: SHIFT_MESSAGES.single('courier_id') })
  courier_id?: string;
}
