import { ApiPropertyOptional } from '@nestjs/swagger';
import { PERIODS } from '@quentinha/shared/dates/sao-paulo';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { DashboardQuery } from '../dashboard-query.js';

const TOO_LONG = 'Parâmetro de consulta longo demais.';
// checked before the length: a repeated parameter arrives as a list
const single = (name: string) => `O parâmetro ${name} deve ser informado uma única vez, como texto.`;

/** GET /api/analytics/dashboard query: shape only; parseDashboardQuery checks the meaning. */
export class DashboardQueryDto implements DashboardQuery {
  @ApiPropertyOptional({ enum: PERIODS, default: 'thisMonth' })
  @IsOptional()
  @MaxLength(20, { message: TOO_LONG })
  @IsString({ message: single('period') })
  period?: string;

  @ApiPropertyOptional({ description: 'período personalizado: primeiro dia (AAAA-MM-DD)', example: '2026-03-01' })
  @IsOptional()
  @MaxLength(30, { message: TOO_LONG })
  @IsString({ message: single('start') })
  start?: string;

  @ApiPropertyOptional({ description: 'período personalizado: último dia (AAAA-MM-DD)', example: '2026-03-31' })
  @IsOptional()
  @MaxLength(30, { message: TOO_LONG })
  @IsString({ message: single('end') })
  end?: string;
}
